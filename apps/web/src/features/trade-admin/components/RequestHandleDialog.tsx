import { useState } from 'react';
import { Alert, Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import type { TradeRequestRow } from '@carddogam/contract/calls/trade-request';
import { AppDialog } from '../../../components/AppDialog';
import { errorMessage } from '../../../lib/error-message';
import { formatWon } from '../../../lib/format';
import { requestCondition } from '../../trade-request';
import { useHandleRequest } from '../api/trade-admin-mutations';

/** 처리 of one open buy request: 완료 or 취소, with the memo the member also sees. */
export function RequestHandleDialog({ row, onClose }: { row: TradeRequestRow | null; onClose: () => void }) {
  return (
    <AppDialog opened={row !== null} onClose={onClose} title="구매 요청 처리">
      {row && <HandleForm row={row} onDone={onClose} />}
    </AppDialog>
  );
}

function HandleForm({ row, onDone }: { row: TradeRequestRow; onDone: () => void }) {
  const [state, setState] = useState<'완료' | '취소'>('완료');
  const [memo, setMemo] = useState('');
  const handle = useHandleRequest();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        handle.mutate({ id: row.id, state, staff_memo: memo }, { onSuccess: onDone });
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {row.nickname} · {row.card_name} · {requestCondition(row)} · {formatWon(row.want_price)}
        </Text>
        <SegmentedControl
          value={state}
          onChange={(v) => setState(v as '완료' | '취소')}
          data={['완료', '취소']}
        />
        <Textarea
          label="처리 메모"
          value={memo}
          onChange={(e) => setMemo(e.currentTarget.value)}
          maxLength={500}
          required
        />
        {handle.isError && <Alert color="red">{errorMessage(handle.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            닫기
          </Button>
          <Button type="submit" loading={handle.isPending}>
            처리
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

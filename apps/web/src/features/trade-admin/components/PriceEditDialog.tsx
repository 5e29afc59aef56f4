import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { PriceAdminRow } from '@carddogam/contract/calls/trade-admin';
import type { GradeCompany } from '@carddogam/contract/calls/trade-stats';
import { CARD_CONDITIONS, type CardCondition } from '@carddogam/contract/constants';
import { AppDialog } from '../../../components/AppDialog';
import { errorMessage } from '../../../lib/error-message';
import { formatWon } from '../../../lib/format';
import { ConditionSelects } from '../../trade-request';
import { useCorrectPrice, useDeletePrice } from '../api/trade-admin-mutations';
import { ReasonInput } from './ReasonInput';

/** 수정 of one price record: its price, condition and grade, with a reason. */
export function PriceEditDialog({ row, onClose }: { row: PriceAdminRow | null; onClose: () => void }) {
  return (
    <AppDialog opened={row !== null} onClose={onClose} title="가격 기록 수정">
      {row && <EditForm row={row} onDone={onClose} />}
    </AppDialog>
  );
}

function EditForm({ row, onDone }: { row: PriceAdminRow; onDone: () => void }) {
  const [condition, setCondition] = useState({
    card_state: row.card_state as CardCondition,
    grade_company: row.grade_company as GradeCompany | null,
    grade: row.grade,
  });
  const [price, setPrice] = useState<number | ''>(row.card_price);
  const [reason, setReason] = useState('');
  const save = useCorrectPrice();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { id: row.id, ...condition, card_price: price === '' ? -1 : price, reason },
          { onSuccess: onDone },
        );
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {row.card_name} · 기록 {row.id} · 지금 {formatWon(row.card_price)}
        </Text>
        <ConditionSelects conditions={CARD_CONDITIONS} value={condition} onChange={setCondition} />
        <NumberInput
          label="가격"
          value={price}
          onChange={(v) => setPrice(typeof v === 'number' ? v : '')}
          min={0}
          max={1_000_000_000}
          thousandSeparator=","
          allowDecimal={false}
          allowNegative={false}
          rightSection="원"
        />
        <ReasonInput value={reason} onChange={setReason} />
        {save.isError && <Alert color="red">{errorMessage(save.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            취소
          </Button>
          <Button type="submit" loading={save.isPending}>
            저장
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 삭제 of one price record, with a reason; the card's statistics drop it at once. */
export function PriceDeleteDialog({ row, onClose }: { row: PriceAdminRow | null; onClose: () => void }) {
  return (
    <AppDialog opened={row !== null} onClose={onClose} title="가격 기록 삭제">
      {row && <DeleteForm row={row} onDone={onClose} />}
    </AppDialog>
  );
}

function DeleteForm({ row, onDone }: { row: PriceAdminRow; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const remove = useDeletePrice();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        remove.mutate({ id: row.id, reason }, { onSuccess: onDone });
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {row.card_name}의 {formatWon(row.card_price)} 기록을 삭제합니다.
          {row.post_id > 0 && ' 거래글의 카드 줄에서도 빠집니다.'}
        </Text>
        <ReasonInput value={reason} onChange={setReason} />
        {remove.isError && <Alert color="red">{errorMessage(remove.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            취소
          </Button>
          <Button type="submit" color="red" loading={remove.isPending}>
            삭제
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { REQUEST_CONDITIONS, type RequestCondition } from '@carddogam/contract/calls/trade-request';
import type { Nation } from '@carddogam/contract/constants';
import { AppDialog } from '../../../components/AppDialog';
import { errorMessage } from '../../../lib/error-message';
import { useCreateTradeRequest } from '../api/trade-request-mutations';
import { ConditionSelects, type ConditionChoice } from './ConditionSelects';

const FIRST: ConditionChoice<RequestCondition> = { card_state: 'S급', grade_company: null, grade: null };

/** '구매 요청': the condition wanted, the most the member would pay and a memo, for one card edition. */
export function BuyRequestDialog({
  cardId,
  nation,
  cardTitle,
  opened,
  onClose,
}: {
  cardId: string;
  nation: Nation;
  cardTitle: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <AppDialog opened={opened} onClose={onClose} title="구매 요청">
      <RequestForm cardId={cardId} nation={nation} cardTitle={cardTitle} onDone={onClose} />
    </AppDialog>
  );
}

function RequestForm({
  cardId,
  nation,
  cardTitle,
  onDone,
}: {
  cardId: string;
  nation: Nation;
  cardTitle: string;
  onDone: () => void;
}) {
  const [condition, setCondition] = useState(FIRST);
  const [price, setPrice] = useState<number | ''>('');
  const [memo, setMemo] = useState('');
  const create = useCreateTradeRequest();
  const submit = () =>
    create.mutate(
      { card_id: cardId, card_nation: nation, ...condition, want_price: price === '' ? 0 : price, memo },
      { onSuccess: onDone },
    );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{cardTitle}</Text>
        <ConditionSelects conditions={REQUEST_CONDITIONS} value={condition} onChange={setCondition} />
        <NumberInput
          label="희망 최고 가격"
          description="이 가격까지 살 의향이 있어요"
          value={price}
          onChange={(v) => setPrice(typeof v === 'number' ? v : '')}
          min={1}
          max={1_000_000_000}
          thousandSeparator=","
          allowDecimal={false}
          allowNegative={false}
          rightSection="원"
          required
        />
        <Textarea
          label="메모"
          value={memo}
          onChange={(e) => setMemo(e.currentTarget.value)}
          maxLength={500}
        />
        {create.isError && <Alert color="red">{errorMessage(create.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            취소
          </Button>
          <Button type="submit" loading={create.isPending}>
            요청하기
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import { ActionIcon, Group, NumberInput, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { COLLECTION_MAX_AMOUNT, type CollectionItem } from '@carddogam/contract/calls/collections';
import { useRemoveFromCollection, useSetAmount } from '../api/collection-mutations';

/** The owner's controls under a card of their book: change the copies, or take the card out. */
export function AmountEditor({ card }: { card: CollectionItem }) {
  const [amount, setAmount] = useState<number | string>(card.amount);
  const update = useSetAmount();
  const remove = useRemoveFromCollection();
  const changed = typeof amount === 'number' && amount >= 1 && amount !== card.amount;

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: '콜렉션북에서 삭제',
      children: `${card.name} 카드를 콜렉션북에서 삭제하시겠습니까?`,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(card),
    });

  return (
    <Group gap={4} wrap="nowrap">
      <NumberInput
        size="xs"
        aria-label={`${card.name} 수량`}
        min={1}
        max={COLLECTION_MAX_AMOUNT}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        value={amount}
        onChange={setAmount}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Tooltip label="수량 저장" withArrow>
        <ActionIcon
          variant="light"
          aria-label={`${card.name} 수량 저장`}
          disabled={!changed}
          loading={update.isPending}
          onClick={() =>
            typeof amount === 'number' &&
            update.mutate({ card_id: card.card_id, nation: card.nation, amount })
          }
        >
          <IconCheck size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="삭제" withArrow>
        <ActionIcon
          variant="light"
          color="red"
          aria-label={`${card.name} 삭제`}
          loading={remove.isPending}
          onClick={confirmRemove}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

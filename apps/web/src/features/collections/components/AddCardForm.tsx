import { useState } from 'react';
import { Button, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { COLLECTION_MAX_AMOUNT, COLLECTION_MSG } from '@carddogam/contract/calls/collections';
import type { SearchRow } from '@carddogam/contract/calls/search';
import { NATION_LABEL, type Nation } from '@carddogam/contract/constants';
import { CardImage } from '../../../components/card/CardImage';
import { cardImageSrc } from '../../../components/card/card-image';
import { formatCardNumber } from '../../../lib/format';
import { useAddToCollection } from '../api/collection-mutations';
import { defaultEdition, nameIn, printedEditions } from '../lib/pick-edition';

interface AddCardFormProps {
  row: SearchRow;
  /** The edition last added, preselected when the card has it. */
  preferredEdition: Nation;
  onAdded: (nation: Nation) => void;
}

/** The picked card with its edition and amount; 추가 puts the copies into the member's book. */
export function AddCardForm({ row, preferredEdition, onAdded }: AddCardFormProps) {
  const editions = printedEditions(row);
  const [nation, setNation] = useState<Nation>(() => defaultEdition(row, preferredEdition));
  const [amount, setAmount] = useState<number | string>(1);
  const add = useAddToCollection();
  const valid =
    typeof amount === 'number' && Number.isInteger(amount) && amount >= 1 && amount <= COLLECTION_MAX_AMOUNT;
  const name = nameIn(row, nation);

  return (
    <form
      aria-label="콜렉션북에 추가"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        add.mutate({ card_id: row.id, nation, amount }, { onSuccess: () => onAdded(nation) });
      }}
    >
      <Stack gap="sm">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <CardImage src={cardImageSrc(nation, row[`image_${nation}`])} name={name} width={88} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} lineClamp={2}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatCardNumber(row[`number_${nation}`], row[`printedTotal_${nation}`])}
              {row[`rarity_${nation}`] ? ` · ${row[`rarity_${nation}`]}` : ''}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {row[`set_${nation}`] ?? '미발매'}
            </Text>
          </Stack>
        </Group>
        <div>
          <Text size="sm" fw={500} mb={4}>
            판본
          </Text>
          {editions.length > 0 ? (
            <SegmentedControl
              aria-label="수집할 판본"
              fullWidth
              value={nation}
              onChange={(next) => setNation(next as Nation)}
              data={editions.map((value) => ({ value, label: NATION_LABEL[value] }))}
            />
          ) : (
            <Text size="sm" c="red">
              발매된 판본이 없는 카드입니다.
            </Text>
          )}
        </div>
        <NumberInput
          label="수량"
          min={1}
          max={COLLECTION_MAX_AMOUNT}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={amount}
          onChange={setAmount}
          error={amount !== '' && !valid ? COLLECTION_MSG.amountRange : undefined}
          suffix="장"
        />
        <Button type="submit" loading={add.isPending} disabled={!valid || editions.length === 0}>
          콜렉션북에 추가
        </Button>
      </Stack>
    </form>
  );
}

import { Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { cardsAddedText } from '@carddogam/contract/messages';
import { formatCardNumber } from '../lib/format';
import { RegulationMarkIcon } from './RegulationMarkIcon';

export interface AddedCard {
  name: string;
  regulationMark?: string | null;
  number?: string | null;
  printedTotal?: number | null;
  rarity?: string | null;
  setName?: string | null;
  /** How many copies were added; 0 reads as 1 (§2.1). */
  amount: number;
}

export const CARDS_ADDED_TOAST_MS = 3000;
export const CARDS_ADDED_TOAST_MAX_WIDTH = 288;

/** The global 'N장이 추가되었습니다' toast shown when cards go into a deck, collection or trade post. */
export function showCardsAddedToast(card: AddedCard): string {
  return notifications.show({
    title: card.name,
    message: <CardsAddedBody card={card} />,
    autoClose: CARDS_ADDED_TOAST_MS,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': '닫기' },
    style: { maxWidth: CARDS_ADDED_TOAST_MAX_WIDTH },
  });
}

export function CardsAddedBody({ card }: { card: AddedCard }) {
  const details = [formatCardNumber(card.number, card.printedTotal), card.rarity, card.setName].filter(
    Boolean,
  );
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap">
        <RegulationMarkIcon mark={card.regulationMark} />
        <Text size="xs" c="dimmed" truncate>
          {details.join(' · ')}
        </Text>
      </Group>
      <Text size="sm" fw={600}>
        {cardsAddedText(card.amount)}
      </Text>
    </Stack>
  );
}

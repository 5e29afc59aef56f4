import { List } from '@mantine/core';
import type { DeckCardView } from '@carddogam/contract/calls/decks';

/** A finished tournament's decklist of one entry: each card with its count, by its Korean name if any. */
export function EntryDeck({ cards, playerName }: { cards: DeckCardView[]; playerName: string }) {
  return (
    <List size="xs" spacing={0} aria-label={`${playerName} 덱 리스트`}>
      {cards.map((card) => (
        <List.Item key={card.card_id}>
          {card.amount} {card.name_kr ?? card.name_en}
        </List.Item>
      ))}
    </List>
  );
}

import type { ValueCondition } from '@carddogam/contract/calls/collector-value';
import type { DeckSearch } from '@carddogam/contract/calls/decks';
import type { Nation } from '@carddogam/contract/constants';

/**
 * Every deck answer sits under ['decks', 'data'], so one deck write refreshes the deck pages, the lists
 * and the card page sections. The builder's card details sit beside it: no deck write changes a card.
 */
export const deckKeys = {
  all: ['decks'] as const,
  data: ['decks', 'data'] as const,
  read: (id: number) => ['decks', 'data', 'read', id] as const,
  value: (id: number, condition: ValueCondition) => ['decks', 'data', 'value', id, condition] as const,
  list: (search: DeckSearch, page: number) => ['decks', 'data', 'list', search, page] as const,
  section: (cardId: string, nation: Nation) => ['decks', 'data', 'section', cardId, nation] as const,
  builderCards: (ids: readonly string[]) => ['decks', 'builder-cards', ids] as const,
};

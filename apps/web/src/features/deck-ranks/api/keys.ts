import type { DeckRankCallFilter } from '../lib/deck-rank-filter';

/** Every deck-rank answer sits under 'deck-ranks': public figures, the same for every visitor. */
export const deckRankKeys = {
  all: ['deck-ranks'] as const,
  types: ['deck-ranks', 'event-types'] as const,
  list: (filter: DeckRankCallFilter) => ['deck-ranks', 'list', filter] as const,
  detail: (id: number, filter: DeckRankCallFilter) => ['deck-ranks', 'detail', id, filter] as const,
};

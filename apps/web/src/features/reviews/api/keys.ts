import type { Nation } from '@carddogam/contract/constants';

/** The list and the summary of one card edition share the edition's prefix, so a write refreshes both. */
export const reviewKeys = {
  all: ['reviews'] as const,
  edition: (cardId: string, nation: Nation) => ['reviews', cardId, nation] as const,
  summary: (cardId: string, nation: Nation) => ['reviews', cardId, nation, 'summary'] as const,
  list: (cardId: string, nation: Nation) => ['reviews', cardId, nation, 'list'] as const,
};

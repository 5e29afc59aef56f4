import type { Nation } from '@carddogam/contract/constants';

/** Every staff card-edit answer is cached under 'card-edit'. */
export const cardEditKeys = {
  all: ['card-edit'] as const,
  source: (cardId: string, nation: Nation) => ['card-edit', 'source', cardId, nation] as const,
  preCards: ['card-edit', 'pre-cards'] as const,
  preCardPage: (page: number) => ['card-edit', 'pre-cards', page] as const,
};

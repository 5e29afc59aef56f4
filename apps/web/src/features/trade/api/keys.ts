import type { Nation, PriceState } from '@carddogam/contract/constants';

/** Every trade answer sits under 'trade', so a price write can refresh the lists, posts and logs at once. */
export const tradeKeys = {
  all: ['trade'] as const,
  list: (page: number, search: string) => ['trade', 'list', page, search] as const,
  post: (id: number | null) => ['trade', 'post', id] as const,
  cards: (page: number, nation: Nation | null, state: PriceState | null, wanted = false) =>
    ['trade', 'cards', page, nation, state, wanted] as const,
  /** The seller's count of members looking for the post's cards (구해요). */
  wanted: (id: number) => ['trade', 'wanted', id] as const,
  log: (nickname: string, page: number) => ['trade', 'log', nickname, page] as const,
  limits: ['trade', 'limits'] as const,
};

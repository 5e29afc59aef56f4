import type { Nation } from '@carddogam/contract/constants';

/** Buy requests: the member's own list and a card's open count. */
export const tradeRequestKeys = {
  all: ['trade-request'] as const,
  mine: ['trade-request', 'mine'] as const,
  minePage: (page: number) => ['trade-request', 'mine', page] as const,
  openCount: (cardId: string, nation: Nation) => ['trade-request', 'count', cardId, nation] as const,
  /** The matched posts of the member's requests on one page of the list (구해요). */
  matches: (requestIds: readonly number[]) => ['trade-request', 'mine', 'matches', requestIds] as const,
};

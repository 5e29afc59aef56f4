import type { Nation } from '@carddogam/contract/constants';

/** Every statistics answer sits under 'trade-stats', so a price write can refresh every card's section. */
export const tradeStatsKeys = {
  all: ['trade-stats'] as const,
  edition: (cardId: string, nation: Nation) => ['trade-stats', cardId, nation] as const,
};

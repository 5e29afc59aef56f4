import type { RankType } from '@carddogam/contract/calls/ranking';

/** Every ranking query starts with 'ranking', so a review, deck or price write can refresh them all. */
export const rankingKeys = {
  all: ['ranking'] as const,
  rank: (type: RankType, keyword: object) => ['ranking', type, keyword] as const,
};

import { useQuery } from '@tanstack/react-query';
import type { Nation } from '@carddogam/contract/constants';
import { tradeStatsQuery } from '../api/trade-stats-queries';

/** The card page's section and the popup's summary read the same answer. */
export function useTradeStats(cardId: string, nation: Nation) {
  return useQuery(tradeStatsQuery(cardId, nation));
}

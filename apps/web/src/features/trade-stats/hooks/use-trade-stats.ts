import { useQuery } from '@tanstack/react-query';
import { tradeStatsCalls } from '@carddogam/contract/calls/trade-stats';
import type { Nation } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';

export const tradeStatsKey = (cardId: string, nation: Nation) => ['trade-stats', cardId, nation] as const;

/** The whole statistics section of one card edition in one call. */
export function useTradeStats(cardId: string, nation: Nation) {
  return useQuery({
    queryKey: tradeStatsKey(cardId, nation),
    queryFn: () => callApi(tradeStatsCalls.stats, { card_id: cardId, card_nation: nation }),
  });
}

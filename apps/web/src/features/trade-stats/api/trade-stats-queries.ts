import { queryOptions } from '@tanstack/react-query';
import { tradeStatsCalls } from '@carddogam/contract/calls/trade-stats';
import type { Nation } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';
import { tradeStatsKeys } from './keys';

/** The whole statistics section of one card edition in one call. */
export const tradeStatsQuery = (cardId: string, nation: Nation) =>
  queryOptions({
    queryKey: tradeStatsKeys.edition(cardId, nation),
    queryFn: () => callApi(tradeStatsCalls.stats, { card_id: cardId, card_nation: nation }),
  });

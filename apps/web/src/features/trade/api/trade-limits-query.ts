import { queryOptions } from '@tanstack/react-query';
import { tradeSettingsCalls } from '@carddogam/contract/calls/trade-settings';
import { callApi } from '../../../lib/api';
import { tradeKeys } from './keys';

/**
 * The post limits in force (/admin/trade/etc may lower them below the contract's ceilings). In a file of
 * its own: only the post form needs it, and the trade lists the front page shows must not pull the
 * settings' schemas (and zod with them) into a guest's first load.
 */
export const tradePostLimitsQuery = () =>
  queryOptions({
    queryKey: tradeKeys.limits,
    queryFn: () => callApi(tradeSettingsCalls.limits, {}),
    staleTime: 5 * 60_000,
  });

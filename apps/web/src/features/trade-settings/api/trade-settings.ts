import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TRADE_SETTINGS_MSG,
  tradeSettingsCalls as calls,
  type TradeSettings,
} from '@carddogam/contract/calls/trade-settings';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { showSuccess } from '../../../lib/toast';

/** Every answer of /admin/trade/etc sits under 'trade-settings'. */
export const tradeSettingsKeys = { all: ['trade-settings'] as const };

export const tradeSettingsQuery = queryOptions({
  queryKey: tradeSettingsKeys.all,
  queryFn: () => callApi(calls.get),
  staleTime: 0,
  meta: MEMBER_DATA,
});

export function useSaveTradeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TradeSettings) => callApi(calls.save, input),
    onSuccess: () => {
      showSuccess(TRADE_SETTINGS_MSG.saved);
      return queryClient.invalidateQueries({ queryKey: tradeSettingsKeys.all });
    },
  });
}

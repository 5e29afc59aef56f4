import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { TRADE_NOTICE_MSG, tradeNoticeCalls as calls } from '@carddogam/contract/calls/trade-notice';
import { callApi } from '../../../lib/api';
import { showError, showSuccess } from '../../../lib/toast';
import { tradeNoticeKeys } from './keys';

export type TradeNoticeSave = CallParams<typeof calls.save>;

/** Saving and deleting; both the back office's list and the trade pages' notices are read again. */
export function useTradeNoticeMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: tradeNoticeKeys.all });
  const save = useMutation({
    mutationFn: (input: TradeNoticeSave) => callApi(calls.save, input),
    onSuccess: () => {
      showSuccess(TRADE_NOTICE_MSG.saved);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi(calls.remove, { id }),
    onSuccess: () => showSuccess(TRADE_NOTICE_MSG.deleted),
    onError: showError,
    onSettled: refresh,
  });
  return { save, remove };
}

import type { CallParams } from '@carddogam/contract/call';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRADE_IMAGE_UPLOAD_PATH, tradeCalls, type tradeImageUploadResult } from '@carddogam/contract/calls/trade';
import { tradeStatsCalls } from '@carddogam/contract/calls/trade-stats';
import { callApi, uploadFile } from '../../../lib/api';
import { rankingKeys } from '../../ranking';
import { tradeStatsKeys } from '../../trade-stats';
import { tradeKeys } from './keys';

/** After a price write: the trade lists, every card's statistics and the ranking price columns. */
export function useRefreshPrices() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tradeKeys.all }),
      queryClient.invalidateQueries({ queryKey: tradeStatsKeys.all }),
      queryClient.invalidateQueries({ queryKey: rankingKeys.all }),
    ]);
}

export function useTradeMutations() {
  const refresh = useRefreshPrices();
  return {
    insert: useMutation({
      mutationFn: (params: CallParams<typeof tradeCalls.insert>) => callApi(tradeCalls.insert, params),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (params: CallParams<typeof tradeCalls.update>) => callApi(tradeCalls.update, params),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => callApi(tradeCalls.remove, { id }),
      onSuccess: refresh,
    }),
    sold: useMutation({ mutationFn: (id: number) => callApi(tradeCalls.sold, { id }), onSuccess: refresh }),
  };
}

/**
 * One row of the 관리자's price create dialog (§2.11). The dialog sends its rows one after another and
 * refreshes the prices itself once all are through, so this mutation refreshes nothing.
 */
export function useAdminPriceInsert() {
  return useMutation({
    mutationFn: (params: CallParams<typeof tradeStatsCalls.adminInsertPrice>) =>
      callApi(tradeStatsCalls.adminInsertPrice, params),
  });
}

/** Sends one image as multipart; the server answers the address of its re-encoded copy. */
export async function uploadTradeImage(file: File): Promise<string> {
  return (await uploadFile<typeof tradeImageUploadResult>(TRADE_IMAGE_UPLOAD_PATH, 'file', file)).url;
}

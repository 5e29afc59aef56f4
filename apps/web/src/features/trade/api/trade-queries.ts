import type { CallParams } from '@carddogam/contract/call';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRADE_IMAGE_UPLOAD_PATH, tradeCalls, tradeImageUploadResult } from '@carddogam/contract/calls/trade';
import type { Nation, PriceState } from '@carddogam/contract/constants';
import { callApi, uploadFile } from '../../../lib/api';
import { RANKING_KEY } from '../../ranking/api/rank-query';

export const TRADE_KEY = ['trade'] as const;
const TRADE_STATS_KEY = ['trade-stats'] as const;

export function useTradePostList(page: number, search: string) {
  return useQuery({
    queryKey: [...TRADE_KEY, 'list', page, search],
    queryFn: () => callApi(tradeCalls.list, { page, search }),
    placeholderData: keepPreviousData,
  });
}

export function useTradePost(id: number | null) {
  return useQuery({
    queryKey: [...TRADE_KEY, 'post', id],
    queryFn: () => callApi(tradeCalls.read, { id: id! }),
    enabled: id !== null,
  });
}

export function useTradeCardList(page: number, nation: Nation | null, state: PriceState | null) {
  return useQuery({
    queryKey: [...TRADE_KEY, 'cards', page, nation, state],
    queryFn: () => callApi(tradeCalls.cardList, { page, card_nation: nation, state }),
    placeholderData: keepPreviousData,
  });
}

export function useTradeLog(nickname: string, page: number) {
  return useQuery({
    queryKey: [...TRADE_KEY, 'log', nickname, page],
    queryFn: () => callApi(tradeCalls.log, { nickname, page }),
    enabled: nickname !== '',
    placeholderData: keepPreviousData,
  });
}

/** After a price write: the trade lists, every card's statistics and the ranking price columns. */
export function useRefreshPrices() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TRADE_KEY }),
      queryClient.invalidateQueries({ queryKey: TRADE_STATS_KEY }),
      queryClient.invalidateQueries({ queryKey: RANKING_KEY }),
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

/** Sends one image as multipart; the server answers the address of its re-encoded copy. */
export async function uploadTradeImage(file: File): Promise<string> {
  return tradeImageUploadResult.parse(await uploadFile(TRADE_IMAGE_UPLOAD_PATH, 'file', file)).url;
}

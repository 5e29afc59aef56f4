import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradeAdminCalls as calls, type PriceCorrection } from '@carddogam/contract/calls/trade-admin';
import { tradeRequestCalls } from '@carddogam/contract/calls/trade-request';
import type { Nation } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';
import { showError, showSuccess } from '../../../lib/toast';
import { tradeStatsKeys } from '../../trade-stats';
import { tradeAdminKeys } from './keys';

/**
 * The trade back office's writes. A price correction or deletion keeps its refusal in its dialog; the
 * group writes show theirs as a toast. Each refreshes its lists and every card's statistics it can move.
 */

function useRefresh(...keys: ReadonlyArray<readonly string[]>) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCorrectPrice() {
  const refresh = useRefresh(tradeAdminKeys.prices, tradeStatsKeys.all);
  return useMutation({
    mutationFn: (input: PriceCorrection) => callApi(calls.priceUpdate, input),
    onSuccess: ({ message }) => {
      showSuccess(message);
      return refresh();
    },
  });
}

export function useDeletePrice() {
  const refresh = useRefresh(tradeAdminKeys.prices, tradeStatsKeys.all);
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      callApi(calls.priceDelete, { id, reason }),
    onSuccess: ({ message }) => {
      showSuccess(message);
      return refresh();
    },
  });
}

type GroupWrite =
  | { kind: 'merge'; nation: Nation; cardId: string; withCardId: string; memo: string }
  | { kind: 'split'; nation: Nation; cardId: string; memo: string }
  | { kind: 'reset'; nation: Nation; cardId: string };

export function useGroupWrite() {
  const refresh = useRefresh(tradeAdminKeys.groups, tradeStatsKeys.all);
  return useMutation({
    mutationFn: (w: GroupWrite) => {
      const card = { card_nation: w.nation, card_id: w.cardId };
      if (w.kind === 'merge')
        return callApi(calls.groupMerge, { ...card, with_card_id: w.withCardId, memo: w.memo });
      if (w.kind === 'split') return callApi(calls.groupSplit, { ...card, memo: w.memo });
      return callApi(calls.groupReset, card);
    },
    onSuccess: ({ message }) => showSuccess(message),
    onError: showError,
    onSettled: refresh,
  });
}

export function useHandleRequest() {
  const refresh = useRefresh(tradeAdminKeys.requests, ['trade-request']);
  return useMutation({
    mutationFn: (input: { id: number; state: '완료' | '취소'; staff_memo: string }) =>
      callApi(tradeRequestCalls.adminHandle, input),
    onSuccess: ({ message }) => {
      showSuccess(message);
      return refresh();
    },
  });
}

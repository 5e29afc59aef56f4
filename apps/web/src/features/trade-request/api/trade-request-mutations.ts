import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradeRequestCalls as calls, type TradeRequestInput } from '@carddogam/contract/calls/trade-request';
import { callApi } from '../../../lib/api';
import { showError, showSuccess } from '../../../lib/toast';
import { tradeRequestKeys } from './keys';

/** A new request: its refusal stays in the dialog; the member's list and the card's count refresh. */
export function useCreateTradeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TradeRequestInput) => callApi(calls.insert, input),
    onSuccess: ({ message }) => {
      showSuccess(message);
      return queryClient.invalidateQueries({ queryKey: tradeRequestKeys.all });
    },
  });
}

export function useCancelTradeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(calls.cancel, { id }),
    onSuccess: ({ message }) => showSuccess(message),
    onError: showError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tradeRequestKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { watchlistCalls as calls, type WatchInput } from '@carddogam/contract/calls/watchlist';
import { callApi } from '../../../lib/api';
import { showError, showSuccess } from '../../../lib/toast';
import { watchlistKeys } from './keys';

/** Every write changes the list and some card's ☆: all the area's answers refresh. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: watchlistKeys.all });
}

/** A new entry (or the changed one of the same condition): its refusal stays in the dialog. */
export function useAddWatch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: WatchInput) => callApi(calls.insert, input),
    onSuccess: ({ message }) => {
      showSuccess(message);
      return refresh();
    },
  });
}

export function useRemoveWatch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => callApi(calls.remove, { id }),
    onSuccess: ({ message }) => showSuccess(message),
    onError: showError,
    onSettled: refresh,
  });
}

export function useRearmWatch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => callApi(calls.rearm, { id }),
    onSuccess: ({ message }) => showSuccess(message),
    onError: showError,
    onSettled: refresh,
  });
}

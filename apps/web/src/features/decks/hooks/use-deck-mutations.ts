import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deckCalls } from '@carddogam/contract/calls/decks';
import { callApi } from '../../../lib/api';
import { RANKING_KEY } from '../../ranking/api/rank-query';
import { showError } from '../../../lib/toast';
import { DECKS_KEY } from '../api/deck-queries';

/** The deck writes; each refreshes every deck answer and the ranking (a deck moves the usage figures). */
export function useDeckMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: DECKS_KEY }),
      queryClient.invalidateQueries({ queryKey: RANKING_KEY }),
    ]);
  const write = useMutation({
    mutationFn: (params: Parameters<typeof callApi<typeof deckCalls.write>>[1]) =>
      callApi(deckCalls.write, params),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (params: Parameters<typeof callApi<typeof deckCalls.update>>[1]) =>
      callApi(deckCalls.update, params),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi(deckCalls.remove, { id }),
    onSuccess: refresh,
    onError: showError,
  });
  const copy = useMutation({
    mutationFn: (id: number) => callApi(deckCalls.copy, { id }),
    onSuccess: refresh,
  });
  const like = useMutation({
    mutationFn: (id: number) => callApi(deckCalls.like, { id }),
    onSuccess: refresh,
    onError: showError,
  });
  const rate = useMutation({
    mutationFn: ({ id, rating }: { id: number; rating: number }) => callApi(deckCalls.rate, { id, rating }),
    onSuccess: refresh,
    onError: showError,
  });
  return { write, update, remove, copy, like, rate };
}

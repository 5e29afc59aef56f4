import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallResult } from '@carddogam/contract/call';
import { deckCalls } from '@carddogam/contract/calls/decks';
import { callApi } from '../../../lib/api';
import { showError } from '../../../lib/toast';
import { rankingKeys } from '../../ranking';
import { deckKeys } from './keys';

/** The deck writes; each refreshes every deck answer and the ranking (a deck moves the usage figures). */
export function useDeckMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: deckKeys.data }),
      queryClient.invalidateQueries({ queryKey: rankingKeys.all }),
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

/** Pastes a deck list ('4 Charizard ex MEW 6' lines, decision 015); the answer lists the lines it could not use. */
export function useDeckImport({ onSuccess }: { onSuccess: (result: DeckImportResult) => void }) {
  return useMutation({ mutationFn: (text: string) => callApi(deckCalls.importText, { text }), onSuccess });
}

type DeckImportResult = CallResult<typeof deckCalls.importText>;

/** Counts one view of a deck; the answer is the new count. The server counts a viewer once a day. */
export function sendDeckView(id: number) {
  return callApi(deckCalls.view, { id });
}

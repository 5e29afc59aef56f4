import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { officialLeagueCalls as calls } from '@carddogam/contract/calls/official-league';
import { callApi } from '../../../lib/api';
import { showError, showSuccess } from '../../../lib/toast';
import { leagueAdminKeys } from './keys';

/** Deck archetypes (관리자). A save leaves a refusal (an unknown key card) to its dialog. */

export type ArchetypeSave = CallParams<typeof calls.archetypeSave>;

export function useSaveArchetype() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ArchetypeSave) => callApi(calls.archetypeSave, input),
    onSuccess: ({ message }) => {
      showSuccess(message);
      return queryClient.invalidateQueries({ queryKey: leagueAdminKeys.archetypes });
    },
  });
}

export function useDeleteArchetype() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(calls.archetypeDelete, { id }),
    onSuccess: ({ message }) => showSuccess(message),
    onError: showError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leagueAdminKeys.archetypes }),
  });
}

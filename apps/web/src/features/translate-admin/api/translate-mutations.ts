import { useMutation, useQueryClient } from '@tanstack/react-query';
import { translateAdminCalls as calls, type DictionaryKind } from '@carddogam/contract/calls/translate-admin';
import { callApi } from '../../../lib/api';
import { showError, showSuccess } from '../../../lib/toast';
import { translateKeys } from './keys';

/**
 * Dictionary writes. Saving leaves a refusal to the dialog that sent it; deleting, seeding, applying and
 * the bulk actions have no form, so their refusals show as a toast.
 */

export interface EntryDraft {
  id?: number;
  en: string;
  kr: string;
  jp: string;
}

export function useSaveEntry(kind: DictionaryKind | 'rarity') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: EntryDraft) =>
      kind === 'rarity' ? callApi(calls.raritySave, draft) : callApi(calls.entrySave, { kind, ...draft }),
    onSuccess: ({ message }) => {
      showSuccess(message);
      return queryClient.invalidateQueries({ queryKey: translateKeys.dictionary(kind) });
    },
  });
}

export function useDeleteEntry(kind: DictionaryKind | 'rarity') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      kind === 'rarity' ? callApi(calls.rarityDelete, { id }) : callApi(calls.entryDelete, { id }),
    onSuccess: ({ message }) => showSuccess(message),
    onError: showError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: translateKeys.dictionary(kind) }),
  });
}

/** 사전 다시 채우기 and 사전 적용: both change what every dictionary page and the translated list show. */
export function useDictionaryRun(run: 'seed' | 'apply') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(run === 'seed' ? calls.seed : calls.apply),
    onSuccess: ({ message }) => showSuccess(message),
    onError: showError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: translateKeys.all }),
  });
}

export interface ProposalChoice {
  names: string[];
  parts: number[];
}

export function useProposalAction(action: 'confirm' | 'delete') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chosen: ProposalChoice) =>
      callApi(action === 'confirm' ? calls.translatedConfirm : calls.translatedDelete, chosen),
    onSuccess: ({ message }) => showSuccess(message),
    onError: showError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: translateKeys.translated }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SET_IMAGE_UPLOAD_PATH,
  cardCatalogueCalls as calls,
  type SetFields,
  type SetImageKind,
} from '@carddogam/contract/calls/card-admin-catalogue';
import { callApi, uploadFile } from '../../../lib/api';
import { showError, showSuccess } from '../../../lib/toast';
import { cardAdminKeys } from './keys';

/**
 * The writes of the catalogue screens. A set save leaves its refusal (a name already used) to its
 * dialog; the others show it as a toast. Each refreshes the lists it changes.
 */

function useRefresh(...keys: ReadonlyArray<readonly string[]>) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSaveSet() {
  const refresh = useRefresh(cardAdminKeys.sets, cardAdminKeys.catalogue);
  return useMutation({
    mutationFn: (input: SetFields) => callApi(calls.setSave, input),
    onSuccess: ({ message }) => {
      showSuccess(message);
      return refresh();
    },
  });
}

export function useLinkSets() {
  const refresh = useRefresh(cardAdminKeys.sets);
  return useMutation({
    mutationFn: (ids: number[]) => callApi(calls.setLink, { ids }),
    onSuccess: ({ message }) => showSuccess(message),
    onError: showError,
    onSettled: refresh,
  });
}

export function useUnlinkSet() {
  const refresh = useRefresh(cardAdminKeys.sets);
  return useMutation({
    mutationFn: (id: number) => callApi(calls.setUnlink, { id }),
    onSuccess: ({ message }) => showSuccess(message),
    onError: showError,
    onSettled: refresh,
  });
}

export function useSetImage() {
  const refresh = useRefresh(cardAdminKeys.sets);
  return useMutation({
    mutationFn: ({ id, kind, file }: { id: number; kind: SetImageKind; file: File | null }) =>
      file
        ? uploadFile(`${SET_IMAGE_UPLOAD_PATH}?id=${id}&kind=${kind}`, 'file', file)
        : callApi(calls.setImageClear, { id, kind }),
    onSuccess: (answer) => showSuccess((answer as { message: string }).message),
    onError: showError,
    onSettled: refresh,
  });
}

export function useDeleteCard() {
  const refresh = useRefresh(cardAdminKeys.deleted, ['card-admin', 'delete-find'], cardAdminKeys.catalogue);
  return useMutation({
    mutationFn: ({ id, memo }: { id: string; memo: string }) => callApi(calls.deleteCard, { id, memo }),
    onSuccess: ({ message }) => showSuccess(message),
    onError: showError,
    onSettled: refresh,
  });
}

export function useUndoDelete() {
  const refresh = useRefresh(cardAdminKeys.deleted, ['card-admin', 'delete-find'], cardAdminKeys.catalogue);
  return useMutation({
    mutationFn: (id: string) => callApi(calls.undoDelete, { id }),
    onSuccess: ({ message }) => showSuccess(message),
    onError: showError,
    onSettled: refresh,
  });
}

export function useReviewAction() {
  const refresh = useRefresh(cardAdminKeys.reviews);
  return useMutation({
    mutationFn: ({
      ids,
      action,
    }: {
      ids: number[];
      action: 'blind' | 'unblind' | 'delete';
    }): Promise<{ message: string }> =>
      action === 'delete'
        ? callApi(calls.reviewDelete, { ids })
        : callApi(calls.reviewBlind, { ids, blind: action === 'blind' }),
    onSuccess: ({ message }) => showSuccess(message),
    onError: showError,
    onSettled: refresh,
  });
}

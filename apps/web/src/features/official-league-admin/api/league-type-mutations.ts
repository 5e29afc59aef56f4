import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams, CallResult } from '@carddogam/contract/call';
import { officialLeagueCalls as calls } from '@carddogam/contract/calls/official-league';
import { callApi } from '../../../lib/api';
import { showError, showSuccess } from '../../../lib/toast';
import { leagueAdminKeys } from './keys';

/**
 * Event types (관리자). Adding and renaming leave a refusal to the form that sent them; the switch, the
 * moves and the delete have no form, so the server's refusal (a type in use) shows as a toast.
 */

export type TypeSave = CallParams<typeof calls.typeSave>;
type LeagueType = CallResult<typeof calls.typeList>[number];

function useRefreshTypes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: leagueAdminKeys.types });
}

/** Adds (no id) or saves a type; the name and the shown flag travel together. */
export function useSaveType() {
  const refresh = useRefreshTypes();
  return useMutation({
    mutationFn: (input: TypeSave) => callApi(calls.typeSave, input),
    onSuccess: ({ message }) => {
      showSuccess(message);
      return refresh();
    },
  });
}

/** The show/hide switch: a save without a form. */
export function useToggleType() {
  const refresh = useRefreshTypes();
  return useMutation({
    mutationFn: (type: LeagueType) =>
      callApi(calls.typeSave, { id: type.id, name: type.name, is_show: !type.is_show }),
    onSuccess: ({ message }) => showSuccess(message),
    onError: showError,
    onSettled: refresh,
  });
}

export function useDeleteType() {
  const refresh = useRefreshTypes();
  return useMutation({
    mutationFn: (id: number) => callApi(calls.typeDelete, { id }),
    onSuccess: ({ message }) => showSuccess(message),
    onError: showError,
    onSettled: refresh,
  });
}

/** Sends the whole new order; the rows move at once and go back if the server refuses. */
export function useReorderTypes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => callApi(calls.typeReorder, { ids }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: leagueAdminKeys.types });
      const before = queryClient.getQueryData<LeagueType[]>(leagueAdminKeys.types);
      if (before) {
        const byId = new Map(before.map((type) => [type.id, type]));
        queryClient.setQueryData(
          leagueAdminKeys.types,
          ids.flatMap((id) => byId.get(id) ?? []),
        );
      }
      return { before };
    },
    onError: (error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(leagueAdminKeys.types, context.before);
      showError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: leagueAdminKeys.types }),
  });
}

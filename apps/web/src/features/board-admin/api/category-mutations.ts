import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { boardAdminCalls as calls } from '@carddogam/contract/calls/board-admin';
import { callApi } from '../../../lib/api';
import { showError, showSuccess } from '../../../lib/toast';
import { refreshBoards } from './refresh';

/**
 * Group and board settings (관리자). Saves leave a refusal to the dialog that sent them; deletes and
 * moves, which have no form, show the server's refusal (a group with boards, a board with posts) as a toast.
 */

export type GroupSave = CallParams<typeof calls.groupSave>;
export type BoardSave = CallParams<typeof calls.boardSave>;

export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupSave) => callApi(calls.groupSave, input),
    onSuccess: (_answer, input) => {
      showSuccess(input.id === undefined ? '그룹을 추가했습니다.' : '그룹을 저장했습니다.');
      return refreshBoards(queryClient);
    },
  });
}

/** New places after a move up or down: only the groups whose order changed are saved. */
export function useReorderGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groups: Array<{ id: number; name: string; sort: number }>) => {
      for (const group of groups) await callApi(calls.groupSave, group);
    },
    onError: showError,
    onSettled: () => refreshBoards(queryClient),
  });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(calls.groupDelete, { id }),
    onSuccess: () => showSuccess('그룹을 삭제했습니다.'),
    onError: showError,
    onSettled: () => refreshBoards(queryClient),
  });
}

export function useSaveBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BoardSave) => callApi(calls.boardSave, input),
    onSuccess: (_answer, input) => {
      showSuccess(input.id === undefined ? '게시판을 추가했습니다.' : '게시판 설정을 저장했습니다.');
      return refreshBoards(queryClient);
    },
  });
}

export function useDeleteBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(calls.boardDelete, { id }),
    onSuccess: () => showSuccess('게시판을 삭제했습니다.'),
    onError: showError,
    onSettled: () => refreshBoards(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardAdminCalls as calls } from '@carddogam/contract/calls/board-admin';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { callApi } from '../../../lib/api';
import { showError, showSuccess } from '../../../lib/toast';
import { bulkOutcome, eachInTurn } from '../lib/each-in-turn';
import { refreshBoards } from './refresh';

export type ModerationAction = 'delete' | 'blind' | 'unblind';

const POST_CALLS = { delete: calls.postDelete, blind: calls.postBlind, unblind: calls.postUnblind };
const COMMENT_CALLS = {
  delete: calls.commentDelete,
  blind: calls.commentBlind,
  unblind: calls.commentUnblind,
};

const VERB: Record<ModerationAction, string> = {
  delete: '삭제했습니다',
  blind: '블라인드했습니다',
  unblind: '블라인드 해제했습니다',
};

/** Deleting, blinding or unblinding the selected posts or comments, one call each. */
function useModeration(kind: '게시글' | '댓글') {
  const queryClient = useQueryClient();
  const table = kind === '게시글' ? POST_CALLS : COMMENT_CALLS;
  return useMutation({
    mutationFn: ({ action, ids }: { action: ModerationAction; ids: number[] }) =>
      eachInTurn(ids, (id) => callApi(table[action], { id })),
    onSuccess: (result, { action }) => {
      const outcome = bulkOutcome(result, `${kind} ${result.done}건을 ${VERB[action]}.`);
      if (outcome.ok) showSuccess(outcome.message);
      else showError(new Error(outcome.message));
    },
    onSettled: () => refreshBoards(queryClient),
  });
}

export const usePostModeration = () => useModeration('게시글');
export const useCommentModeration = () => useModeration('댓글');

/** Moves posts to another board in one call; a 말머리 the target lacks is cleared by the server. */
export function usePostMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: number[]; board_id: number }) => callApi(calls.postMove, input),
    // A refusal is shown in the move dialog, which stays open.
    onSuccess: ({ moved }) => showSuccess(`${BOARD_MSG.moved} (${moved}건)`),
    onSettled: () => refreshBoards(queryClient),
  });
}

import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { boardCalls, type BoardReadResult } from '@carddogam/contract/calls/board';
import { callApi } from '../../../lib/api';
import { boardKeys } from './keys';

/*
 * The writes of the read page: 추천/비추천, 신고, deleting the post, and the comments. Each refreshes the
 * post (its read answer and comments share boardKeys.post) and, where a count in the list changes, the
 * board's list pages and the home page's feed.
 */

export type ReportParams = CallParams<typeof boardCalls.report>;

function refreshPost(client: QueryClient, postId: number) {
  return client.invalidateQueries({ queryKey: boardKeys.post(postId) });
}

function refreshLists(client: QueryClient, boardName: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: boardKeys.lists(boardName) }),
    client.invalidateQueries({ queryKey: boardKeys.feed() }),
  ]);
}

/** 추천 or 비추천; the answer's counts go straight into the post on screen. */
export function useVotePost(postId: number, boardName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: 'up' | 'down') => callApi(boardCalls.vote, { id: postId, value }),
    onSuccess: (answer) => {
      client.setQueryData<BoardReadResult>(boardKeys.read(postId), (read) =>
        read
          ? {
              ...read,
              post: {
                ...read.post,
                vote_up: answer.vote_up,
                vote_down: answer.vote_down,
                is_best: answer.is_best,
              },
              my_vote: answer.my_vote,
              can: { ...read.can, vote: false },
            }
          : read,
      );
      return refreshLists(client, boardName);
    },
  });
}

/** 신고 of a post or comment. Enough reports blind it, which changes what the post and list show. */
export function useReport(postId: number, boardName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (params: ReportParams) => callApi(boardCalls.report, params),
    onSuccess: (answer) =>
      Promise.all([refreshPost(client, postId), answer.blinded ? refreshLists(client, boardName) : null]),
  });
}

export function useDeletePost(boardName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => callApi(boardCalls.remove, { id: postId }),
    onSuccess: (_answer, postId) => {
      // The page leaves for the list at once; asking for the deleted post again would only answer 404.
      void client.invalidateQueries({ queryKey: boardKeys.post(postId), refetchType: 'none' });
      return refreshLists(client, boardName);
    },
  });
}

export type CommentInsertParams = Pick<CallParams<typeof boardCalls.commentInsert>, 'content' | 'parent_id'>;

/** The comment mutations of one post: the post's count and the list's [댓글 수] change with them. */
export function useCommentMutations(postId: number, boardName: string) {
  const client = useQueryClient();
  const refresh = () => Promise.all([refreshPost(client, postId), refreshLists(client, boardName)]);
  return {
    insert: useMutation({
      mutationFn: (params: CommentInsertParams) =>
        callApi(boardCalls.commentInsert, { post_id: postId, ...params }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (params: { id: number; content: string }) => callApi(boardCalls.commentUpdate, params),
      onSuccess: () => refreshPost(client, postId),
    }),
    remove: useMutation({
      mutationFn: (id: number) => callApi(boardCalls.commentDelete, { id }),
      onSuccess: refresh,
    }),
  };
}

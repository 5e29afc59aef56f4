import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { boardCalls } from '@carddogam/contract/calls/board';
import { searchCalls } from '@carddogam/contract/calls/search';
import type { Nation } from '@carddogam/contract/constants';
import type { CallParams } from '@carddogam/contract/call';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { boardKeys } from './keys';

export type BoardListParams = CallParams<typeof boardCalls.list>;

/*
 * The menu, settings, list, post and comment answers carry what this viewer may do there (`can`), so they
 * are the member's own (MEMBER_DATA): the session drops them when someone logs in or out.
 */

/** The board menu: every board the viewer may list, by group. */
export const boardMenuQuery = queryOptions({
  queryKey: boardKeys.menu(),
  queryFn: () => callApi(boardCalls.boards, {}),
  staleTime: 60_000,
  meta: MEMBER_DATA,
});

/** One board's settings and what the viewer may do there. */
export const boardSettingQuery = (boardName: string) =>
  queryOptions({
    queryKey: boardKeys.setting(boardName),
    queryFn: () => callApi(boardCalls.setting, { board_name: boardName }),
    meta: MEMBER_DATA,
  });

/** A page of a board; the previous page stays on screen while the next one loads. */
export const boardListQuery = (params: BoardListParams) =>
  queryOptions({
    queryKey: boardKeys.list(params.board_name, params),
    queryFn: () => callApi(boardCalls.list, params),
    placeholderData: keepPreviousData,
    meta: MEMBER_DATA,
  });

export const boardReadQuery = (id: number) =>
  queryOptions({
    queryKey: boardKeys.read(id),
    queryFn: () => callApi(boardCalls.read, { id }),
    meta: MEMBER_DATA,
  });

/** One page of a post's comments (BOARD_COMMENT_PAGE_SIZE a page); the page shown stays while the next loads. */
export const boardCommentsQuery = (postId: number, page = 1) =>
  queryOptions({
    queryKey: [...boardKeys.comments(postId), page] as const,
    queryFn: () => callApi(boardCalls.comments, { post_id: postId, page }),
    placeholderData: keepPreviousData,
    meta: MEMBER_DATA,
  });

export const profilePostsQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: boardKeys.profilePosts(userId, page),
    queryFn: () => callApi(boardCalls.profilePosts, { user_id: userId, page }),
    placeholderData: keepPreviousData,
  });

export const profileCommentsQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: boardKeys.profileComments(userId, page),
    queryFn: () => callApi(boardCalls.profileComments, { user_id: userId, page }),
    placeholderData: keepPreviousData,
  });

export const boardFeedQuery = queryOptions({
  queryKey: boardKeys.feed(),
  queryFn: () => callApi(boardCalls.feed, {}),
  staleTime: 30_000,
});

/** How many cards the editor's `[[` list shows. */
export const MENTION_SEARCH_SIZE = 8;

/**
 * The editor's `[[` card search: the /card/list search by name, which matches the Korean, English and
 * Japanese names alike; the edition only orders the results (newest release of that edition first).
 */
export const cardMentionSearchQuery = (nation: Nation, text: string) =>
  queryOptions({
    queryKey: boardKeys.mentionSearch(nation, text),
    queryFn: () =>
      callApi(searchCalls.list(nation), {
        keyword: { nation, text, text_type: 'Card name', page_size: MENTION_SEARCH_SIZE },
      }),
    staleTime: 5 * 60_000,
  });

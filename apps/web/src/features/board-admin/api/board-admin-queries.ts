import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallParams, CallResult } from '@carddogam/contract/call';
import { boardAdminCalls as calls } from '@carddogam/contract/calls/board-admin';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { boardAdminKeys } from './keys';

export type BoardGroupSetting = CallResult<typeof calls.categories>[number];
export type AdminPost = CallResult<typeof calls.posts>['rows'][number];
export type AdminComment = CallResult<typeof calls.comments>['rows'][number];
export type DbRequest = CallResult<typeof calls.dbRequests>['rows'][number];
export type PostSearch = CallParams<typeof calls.posts>;
export type CommentSearch = CallParams<typeof calls.comments>;
export type DbRequestSearch = CallParams<typeof calls.dbRequests>;

/** Staff lists are read fresh on every visit and keep the old page shown while the next one loads. */
const STAFF_LIST = { staleTime: 0, placeholderData: keepPreviousData, meta: MEMBER_DATA } as const;

/** Every group with its boards and all their settings; also the board choices of the other screens. */
export const categoriesQuery = queryOptions({
  queryKey: boardAdminKeys.categories,
  queryFn: () => callApi(calls.categories),
  staleTime: 0,
  meta: MEMBER_DATA,
});

export const staffPostsQuery = (params: PostSearch) =>
  queryOptions({
    queryKey: boardAdminKeys.posts(params),
    queryFn: () => callApi(calls.posts, params),
    ...STAFF_LIST,
  });

export const blindedPostsQuery = (page: number) =>
  queryOptions({
    queryKey: boardAdminKeys.blinded(page),
    queryFn: () => callApi(calls.blindedPosts, { page }),
    ...STAFF_LIST,
  });

export const staffCommentsQuery = (params: CommentSearch) =>
  queryOptions({
    queryKey: boardAdminKeys.comments(params),
    queryFn: () => callApi(calls.comments, params),
    ...STAFF_LIST,
  });

export const dbRequestsQuery = (params: DbRequestSearch) =>
  queryOptions({
    queryKey: boardAdminKeys.dbRequests(params),
    queryFn: () => callApi(calls.dbRequests, params),
    ...STAFF_LIST,
  });

export const reportsQuery = (target: 'post' | 'comment', id: number) =>
  queryOptions({
    queryKey: boardAdminKeys.reports(target, id),
    queryFn: () => callApi(calls.reports, { target, id }),
    staleTime: 0,
    meta: MEMBER_DATA,
  });

import type { CallParams } from '@carddogam/contract/call';
import type { boardAdminCalls } from '@carddogam/contract/calls/board-admin';

type PostParams = CallParams<typeof boardAdminCalls.posts>;
type CommentParams = CallParams<typeof boardAdminCalls.comments>;
type DbRequestParams = CallParams<typeof boardAdminCalls.dbRequests>;

/**
 * Everything under 'board-admin' is read again after any change made here. Each answer also carries
 * MEMBER_DATA: what a staff member may see goes when they log out.
 */
export const boardAdminKeys = {
  all: ['board-admin'] as const,
  categories: ['board-admin', 'categories'] as const,
  posts: (params: PostParams) => ['board-admin', 'posts', params] as const,
  blinded: (page: number) => ['board-admin', 'blinded', page] as const,
  comments: (params: CommentParams) => ['board-admin', 'comments', params] as const,
  dbRequests: (params: DbRequestParams) => ['board-admin', 'db-requests', params] as const,
  reports: (target: 'post' | 'comment', id: number) => ['board-admin', 'reports', target, id] as const,
};

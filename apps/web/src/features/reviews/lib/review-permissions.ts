import type { Review } from '@carddogam/contract/calls/reviews';
import type { SessionUser } from '../../../lib/session';

/** Whether the reader may write a review, and if not, which §5 message explains why. */
export type WriteAccess = 'ok' | 'login' | 'banned';

export function writeAccess(user: SessionUser | null): WriteAccess {
  if (!user) return 'login';
  return user.type === '밴 유저' ? 'banned' : 'ok';
}

export function isAdmin(user: SessionUser | null): boolean {
  return user?.type === '관리자';
}

/** Edit and delete: the writer or a 관리자 (§6). A banned writer cannot review, so not edit either. */
export function canManage(user: SessionUser | null, review: Pick<Review, 'user_id'>): boolean {
  if (writeAccess(user) !== 'ok') return false;
  return isAdmin(user) || user!.user_id === review.user_id;
}

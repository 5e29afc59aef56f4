import type { Review, ReviewSummary } from '@carddogam/contract/calls/reviews';
import type { SessionUser } from '../../lib/session';

/** Test data shaped like the §7.5 answers. */
export function review(id: number, overrides: Partial<Review> = {}): Review {
  return {
    id,
    user_id: `writer${id}`,
    nickname: `작성자${id}`,
    created: '2026-11-23T05:00:00.000Z',
    status: '정상',
    rate_perform_check: true,
    rate_perform: 4,
    rate_collect_check: true,
    rate_collect: 3.5,
    content: `리뷰 ${id}`,
    ...overrides,
  };
}

export function summary(overrides: Partial<ReviewSummary> = {}): ReviewSummary {
  return {
    perform_avg: 4.25,
    perform_count: 4,
    collect_avg: 3.5,
    collect_count: 2,
    total_avg: 3.875,
    total_count: 4,
    ...overrides,
  };
}

export const MEMBER: SessionUser = { user_id: 'writer1', nickname: '작성자1', type: '사용자' };
export const OTHER_MEMBER: SessionUser = { user_id: 'someone', nickname: '누군가', type: '사용자' };
export const ADMIN: SessionUser = { user_id: 'boss', nickname: '관리자님', type: '관리자' };
export const BANNED: SessionUser = { user_id: 'writer1', nickname: '작성자1', type: '밴 유저' };

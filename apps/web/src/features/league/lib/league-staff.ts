import type { UserType } from '@carddogam/contract/constants';
import { isBoardModerator } from '@carddogam/contract/board/gates';

/**
 * League staff (decision 035) are the members who moderate the community — 관리자, 운영진 and 매니저, the
 * server's `moderator` policy. They approve players and run tournaments; the weekly rules are 관리자 only.
 */
export const isLeagueStaff = (user: { type: string } | null): boolean =>
  user !== null && isBoardModerator(user.type as UserType);

export const isLeagueAdmin = (user: { type: string } | null): boolean => user?.type === '관리자';

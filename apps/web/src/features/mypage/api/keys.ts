/**
 * The member's own my-page answers sit under ['mypage', 'member'] (and carry MEMBER_DATA, so the session
 * drops them when the member changes); the public point guide sits beside them and is never dropped.
 */
export const mypageKeys = {
  all: ['mypage'] as const,
  member: ['mypage', 'member'] as const,
  home: ['mypage', 'member', 'home'] as const,
  points: (page: number) => ['mypage', 'member', 'points', page] as const,
  alarms: (page: number) => ['mypage', 'member', 'alarms', page] as const,
  /** The header's unread messages and alarms; every write of a message or an alarm refreshes it. */
  badge: ['mypage', 'member', 'badge'] as const,
  pointGuide: ['mypage', 'point-guide'] as const,
};

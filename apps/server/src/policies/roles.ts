import type { UserType } from '@carddogam/contract/constants';
import { BOARD_MSG, MSG } from '@carddogam/contract/messages';
import { REVIEW_MSG } from '@carddogam/contract/calls/reviews';
import { STAFF_TYPES } from '@carddogam/contract/users';
import { isBoardModerator } from '@carddogam/contract/board/gates';
import { isPointmallStaff } from '@carddogam/contract/pointmall/roles';
import { definePolicy } from './policy';

export { STAFF_TYPES };

export const isStaff = (type: UserType) => STAFF_TYPES.includes(type);
export const isAdmin = (type: UserType) => type === '관리자';
export const isBanned = (type: UserType) => type === '밴 유저';

/** Anyone, logged in or not. */
export const anyone = definePolicy('anyone', () => 'ok');

/** A logged-in member, banned or not (their own account pages). */
export const loggedIn = definePolicy('loggedIn', (user) => (user ? 'ok' : 'login'));

/** A logged-in member who is not banned: reports, reviews, posts (§6). */
export const member = definePolicy(
  'member',
  (user) => {
    if (!user) return 'login';
    return isBanned(user.type) ? 'forbidden' : 'ok';
  },
  MSG.bannedUser,
);

/** Writing, editing and deleting reviews: a logged-in member who is not banned, with the §5 messages. */
export const reviewer = definePolicy(
  'reviewer',
  (user) => {
    if (!user) return 'login';
    return isBanned(user.type) ? 'forbidden' : 'ok';
  },
  REVIEW_MSG.banned,
  REVIEW_MSG.loginRequired,
);

/** 관리자, 운영진, 매니저 and 일어알바. */
export const staff = definePolicy(
  'staff',
  (user) => {
    if (!user) return 'login';
    return isStaff(user.type) ? 'ok' : 'forbidden';
  },
  MSG.staffOnly,
);

/** 관리자 only. */
export const admin = definePolicy(
  'admin',
  (user) => {
    if (!user) return 'login';
    return isAdmin(user.type) ? 'ok' : 'forbidden';
  },
  MSG.adminOnly,
);

/**
 * Writing board posts and comments: a logged-in member who is not banned, refused in words like the
 * review refusal of §5. Each board's gates are checked past this, in the services.
 */
export const boardWriter = definePolicy(
  'boardWriter',
  (user) => {
    if (!user) return 'login';
    return isBanned(user.type) ? 'forbidden' : 'ok';
  },
  BOARD_MSG.banned,
  BOARD_MSG.loginRequired,
);

/** 관리자, 운영진 and 매니저: board moderation (/admin/board/* apart from the board settings; decision 026). */
export const moderator = definePolicy(
  'moderator',
  (user) => {
    if (!user) return 'login';
    return isBoardModerator(user.type) ? 'ok' : 'forbidden';
  },
  BOARD_MSG.moderatorOnly,
);

/** 관리자, 운영진 and 매니저, who moderate the community, run the online league (decision 035). */
export const isLeagueStaff = (type: UserType) => isBoardModerator(type);

/** The online league's player approvals and tournaments (/admin/league/uid_apply, /league/tournament/*). */
export const leagueStaff = definePolicy(
  'leagueStaff',
  (user) => {
    if (!user) return 'login';
    return isLeagueStaff(user.type) ? 'ok' : 'forbidden';
  },
  MSG.staffOnly,
);

/** 관리자 and 매니저: the point mall's orders and product list (/admin/pointmall/*; decision 033). */
export const mallStaff = definePolicy(
  'mallStaff',
  (user) => {
    if (!user) return 'login';
    return isPointmallStaff(user.type) ? 'ok' : 'forbidden';
  },
  MSG.staffOnly,
);

/**
 * 관리자, 운영진 and 매니저: the card-data back office's writes that reach every edition (translation
 * dictionaries, confirming proposed Korean data; decision 036). 일어알바 work through `staff` routes,
 * which then keep them to jp data.
 */
export const cardEditor = definePolicy(
  'cardEditor',
  (user) => {
    if (!user) return 'login';
    return isBoardModerator(user.type) ? 'ok' : 'forbidden';
  },
  MSG.staffOnly,
);

/** Every route policy, for the policy-matrix test: a route whose policy is not one of these fails it. */
export const ROUTE_POLICIES = {
  anyone,
  loggedIn,
  member,
  reviewer,
  boardWriter,
  staff,
  moderator,
  mallStaff,
  leagueStaff,
  cardEditor,
  admin,
} as const;

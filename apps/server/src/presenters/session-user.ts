import type { SessionUserBody } from '@carddogam/contract/calls/auth';
import { badgeOf, isUserType, STAFF_TYPES } from '@carddogam/contract/users';
import type { UserRow } from '../repositories/users';

/**
 * §3 "Session user": the member's own fields, e-mail included because it is their own. Listed one by
 * one so a new column (a hash, a token) never leaves the server by accident.
 */
export function presentSessionUser(user: UserRow): SessionUserBody {
  const type = isUserType(user.type) ? user.type : '사용자';
  return {
    is_logined: true,
    user_id: user.userId,
    nickname: user.nickname,
    email: user.email,
    profile_image: user.profileImage,
    point: user.point,
    type,
    grade: user.grade,
    badge: badgeOf(type, user.grade),
    created: user.created.toISOString(),
    collection_show: user.collectionShow,
    permission_pointmall: user.permissionPointmall,
    permission_official_league: user.permissionOfficialLeague,
    permission_deck_recipe: user.permissionDeckRecipe,
    email_alarm_agree: user.emailAlarmAgree,
    is_staff: STAFF_TYPES.includes(type),
    is_admin: type === '관리자',
  };
}

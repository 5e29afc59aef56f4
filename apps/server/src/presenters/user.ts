import type { UserSummary } from '@carddogam/contract/calls/application';
import type { UserRow } from '../repositories/users';

/** Public fields of a member (§7.9 user/select/specific): never the e-mail or the password hash. */
export function presentUserSummary(user: UserRow): UserSummary {
  return {
    type: user.type,
    grade: user.grade,
    profile_image: user.profileImage,
    user_id: user.userId,
    nickname: user.nickname,
    collection_show: user.collectionShow,
  };
}

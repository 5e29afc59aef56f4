import type { z } from 'zod';
import type { mypageCalls } from '@carddogam/contract/calls/mypage';
import { MSG } from '@carddogam/contract/messages';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict } from '../errors';
import { nicknameTaken, updateUser, type UserPatch, type UserRow } from '../repositories/users';

type ProfileInput = z.output<(typeof mypageCalls.update)['params']>;

/**
 * A member changes their own nickname, profile image and display settings; a nickname someone else has
 * is refused. Answers the member as saved (unchanged when the input changes nothing).
 */
export async function updateProfile(db: Db, member: UserRow, input: ProfileInput): Promise<UserRow> {
  const patch: UserPatch = {};
  if (input.nickname !== undefined && input.nickname !== member.nickname) {
    if (await nicknameTaken(db, input.nickname)) throw conflict(MSG.nicknameTaken);
    patch.nickname = input.nickname;
  }
  if (input.profile_image !== undefined) patch.profileImage = input.profile_image;
  if (input.collection_show !== undefined) patch.collectionShow = input.collection_show;
  if (input.email_alarm_agree !== undefined) patch.emailAlarmAgree = input.email_alarm_agree;
  if (!Object.keys(patch).length) return member;
  try {
    return (await updateUser(db, member.userId, patch)) ?? member;
  } catch (err) {
    // Someone took the nickname between the check and the update.
    if (isUniqueViolation(err)) throw conflict(MSG.nicknameTaken);
    throw err;
  }
}

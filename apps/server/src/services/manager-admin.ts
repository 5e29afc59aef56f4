import type { Permission } from '@carddogam/contract/calls/manager-admin';
import { MANAGER_MSG } from '@carddogam/contract/calls/manager-admin';
import { MSG } from '@carddogam/contract/messages';
import type { Db } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { badRequest, notFound } from '../errors';
import * as detail from '../repositories/member-detail';
import { logStaffAction } from '../repositories/staff-action-log';
import { findUser, updateUser, type UserPatch, type UserRow } from '../repositories/users';
import type { MemberDetailParts } from '../presenters/manager-admin';
import { applyTypeChange, lockUser } from './bans';

/** The writes of /admin/manager/* (decision 037): 테스터 in and out, and the §3 permission flags. */

const COLUMN: Record<Permission, keyof UserPatch & keyof UserRow> = {
  permission_pointmall: 'permissionPointmall',
  permission_official_league: 'permissionOfficialLeague',
  permission_deck_recipe: 'permissionDeckRecipe',
};

/** Grants or revokes one permission flag, with its staff action log entry; a flag already so is a 400. */
export async function setPermission(
  db: Db,
  by: string,
  input: { user_id: string; permission: Permission; granted: boolean; reason: string },
): Promise<UserRow> {
  return runInTransaction(db, async (tx) => {
    const user = await lockUser(tx, input.user_id);
    const column = COLUMN[input.permission];
    if (user[column] === input.granted)
      throw badRequest(MANAGER_MSG.permissionUnchanged, 'PERMISSION_UNCHANGED');
    const updated = (await updateUser(tx, user.userId, { [column]: input.granted }))!;
    await logStaffAction(tx, by, {
      action: 'user.permission',
      targetType: 'user',
      targetId: user.userId,
      before: { [input.permission]: user[column] },
      after: { [input.permission]: input.granted },
      memo: input.reason,
    });
    return updated;
  });
}

/** Makes a 사용자 a 테스터; other types are refused so a staff member is never demoted by accident. */
export async function addTester(db: Db, by: string, userId: string, reason: string): Promise<UserRow> {
  return runInTransaction(db, async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.type !== '사용자') throw badRequest(MANAGER_MSG.notUser, 'NOT_PLAIN_USER');
    return applyTypeChange(tx, by, user, '테스터', reason);
  });
}

export async function removeTester(db: Db, by: string, userId: string, reason: string): Promise<UserRow> {
  return runInTransaction(db, async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.type !== '테스터') throw badRequest(MANAGER_MSG.notTester, 'NOT_TESTER');
    return applyTypeChange(tx, by, user, '사용자', reason);
  });
}

/** Everything the member detail shows, read side by side. */
export async function memberDetail(db: Db, userId: string): Promise<MemberDetailParts> {
  const user = await findUser(db, userId);
  if (!user) throw notFound(MSG.userMissing, 'USER_MISSING');
  const [points, posts, tradePosts, reviews, reports, bans, ips] = await Promise.all([
    detail.pointLines(db, userId),
    detail.postLines(db, userId),
    detail.tradePostLines(db, userId),
    detail.reviewLines(db, userId),
    detail.reportLines(db, userId),
    detail.banLines(db, userId),
    detail.ipLines(db, userId),
  ]);
  return { user, points, posts, tradePosts, reviews, reports, bans, ips };
}

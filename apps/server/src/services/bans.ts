import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { UserType } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { queryRows, type Db, type DbOrTx } from '../db/client';
import { userBanLog, users } from '../db/schema/index';
import { badRequest, notFound } from '../errors';
import { insertBanLog } from '../repositories/ban-log';
import { logStaffAction } from '../repositories/staff-action-log';
import { findUser, updateUser, type UserRow } from '../repositories/users';

const BANNED: UserType = '밴 유저';
/** Who the ban log names for the bans that end by themselves. */
export const SYSTEM_ACTOR = 'system';
export const BAN_EXPIRED_REASON = '밴 기간 만료';

/** The member's row locked for the rest of the transaction, so two admins' writes to it take turns. */
export async function lockUser(tx: DbOrTx, userId: string): Promise<UserRow> {
  const [row] = await tx
    .select()
    .from(users)
    .where(sql`${users.userId} = ${userId}`)
    .for('update');
  if (!row) throw notFound(MSG.userMissing, 'USER_MISSING');
  return row;
}

const typeSnapshot = (u: UserRow) => ({ type: u.type, ban_until: u.banUntil?.toISOString() ?? null });

/**
 * Moves a locked member to another type with its ban-log row and the staff action log entry; the caller's
 * transaction holds the row. Any type but 밴 유저, which is banUser().
 */
export async function applyTypeChange(
  tx: DbOrTx,
  by: string,
  user: UserRow,
  type: UserType,
  reason: string,
): Promise<UserRow> {
  if (type === BANNED) throw badRequest(MSG.useBanCall, 'USE_BAN');
  // A banned member's type change is also the end of the ban.
  const updated = (await updateUser(tx, user.userId, { type, banUntil: null, typeBeforeBan: null }))!;
  await insertBanLog(tx, {
    userId: user.userId,
    action: 'type',
    fromType: user.type,
    toType: type,
    reason,
    by,
  });
  await logStaffAction(tx, by, {
    action: 'user.type',
    targetType: 'user',
    targetId: user.userId,
    before: typeSnapshot(user),
    after: typeSnapshot(updated),
    memo: reason,
  });
  return updated;
}

/** Changes a member's type to anything but 밴 유저 (which is ban()), with a ban-log row. */
export async function changeUserType(
  db: Db,
  by: string,
  userId: string,
  type: UserType,
  reason: string,
): Promise<UserRow> {
  if (type === BANNED) throw badRequest(MSG.useBanCall, 'USE_BAN');
  return db.transaction(async (tx) => applyTypeChange(tx, by, await lockUser(tx, userId), type, reason));
}

/** Bans a member (type 밴 유저), remembering the type to give back; days absent = until lifted. */
export async function banUser(
  db: Db,
  by: string,
  userId: string,
  reason: string,
  days?: number,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const until = days ? new Date(Date.now() + days * 24 * 60 * 60 * 1000) : null;
    // Banning again only moves the end date; the type to restore stays the one before the first ban.
    const typeBeforeBan = user.type === BANNED ? user.typeBeforeBan : user.type;
    const updated = (await updateUser(tx, userId, { type: BANNED, banUntil: until, typeBeforeBan }))!;
    await insertBanLog(tx, { userId, action: 'ban', fromType: user.type, toType: BANNED, reason, until, by });
    await logStaffAction(tx, by, {
      action: 'user.ban',
      targetType: 'user',
      targetId: userId,
      before: typeSnapshot(user),
      after: typeSnapshot(updated),
      memo: reason,
    });
    return updated;
  });
}

export async function unbanUser(db: Db, by: string, userId: string, reason: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.type !== BANNED) throw badRequest(MSG.notBanned, 'NOT_BANNED');
    const type = user.typeBeforeBan ?? '사용자';
    const updated = (await updateUser(tx, userId, { type, banUntil: null, typeBeforeBan: null }))!;
    await insertBanLog(tx, { userId, action: 'unban', fromType: BANNED, toType: type, reason, by });
    if (by !== SYSTEM_ACTOR) {
      await logStaffAction(tx, by, {
        action: 'user.unban',
        targetType: 'user',
        targetId: userId,
        before: typeSnapshot(user),
        after: typeSnapshot(updated),
        memo: reason,
      });
    }
    return updated;
  });
}

/**
 * Ends every ban past its end date at once (the hourly job), each with a ban-log row by 'system'. One
 * statement: the UPDATE takes each row's lock, and a second process running the same statement waits on
 * that lock and then sees the row no longer banned (PostgreSQL rechecks the WHERE on the new row), so a
 * lifted ban is logged once however many processes run the job.
 */
export async function liftExpiredBans(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const logged = await queryRows<{ user_id: string }>(
    db,
    sql`
    with lifted as (
      update ${users}
         set type = coalesce(${users.typeBeforeBan}, '사용자'), ban_until = null, type_before_ban = null
       where ${users.type} = ${BANNED} and ${users.banUntil} is not null and ${users.banUntil} <= ${now.toISOString()}::timestamptz
      returning ${users.userId} as user_id, ${users.type} as type
    )
    insert into ${userBanLog} (user_id, action, from_type, to_type, reason, "by")
    select user_id, 'unban', ${BANNED}, type, ${BAN_EXPIRED_REASON}, ${SYSTEM_ACTOR} from lifted
    returning user_id
  `,
  );
  return logged.length;
}

/** Lifts a ban whose period is over (checked when the member's session is used); logged as by 'system'. */
export async function liftExpiredBan(db: Db, user: UserRow, log: FastifyBaseLogger): Promise<UserRow> {
  if (user.type !== BANNED || !user.banUntil || user.banUntil.getTime() > Date.now()) return user;
  try {
    return await unbanUser(db, SYSTEM_ACTOR, user.userId, BAN_EXPIRED_REASON);
  } catch (err) {
    // Another request (or the hourly job) lifted it first; read the current row.
    log.debug({ err }, 'ban already lifted');
    return (await findUser(db, user.userId)) ?? user;
  }
}

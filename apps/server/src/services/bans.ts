import type { FastifyBaseLogger } from 'fastify';
import type { UserType } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../errors';
import { insertBanLog } from '../repositories/ban-log';
import { findUser, updateUser, type UserRow } from '../repositories/users';

const BANNED: UserType = '밴 유저';

/** Changes a member's type to anything but 밴 유저 (which is ban()), with a ban-log row. */
export async function changeUserType(
  db: Db,
  by: string,
  userId: string,
  type: UserType,
  reason: string,
): Promise<UserRow> {
  if (type === BANNED) throw badRequest(MSG.useBanCall, 'USE_BAN');
  return db.transaction(async (tx) => {
    const user = await findUser(tx, userId);
    if (!user) throw notFound(MSG.userMissing, 'USER_MISSING');
    // A banned member's type change is also the end of the ban.
    const updated = await updateUser(tx, userId, { type, banUntil: null, typeBeforeBan: null });
    await insertBanLog(tx, { userId, action: 'type', fromType: user.type, toType: type, reason, by });
    return updated!;
  });
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
    const user = await findUser(tx, userId);
    if (!user) throw notFound(MSG.userMissing, 'USER_MISSING');
    const until = days ? new Date(Date.now() + days * 24 * 60 * 60 * 1000) : null;
    // Banning again only moves the end date; the type to restore stays the one before the first ban.
    const typeBeforeBan = user.type === BANNED ? user.typeBeforeBan : user.type;
    const updated = await updateUser(tx, userId, { type: BANNED, banUntil: until, typeBeforeBan });
    await insertBanLog(tx, { userId, action: 'ban', fromType: user.type, toType: BANNED, reason, until, by });
    return updated!;
  });
}

export async function unbanUser(db: Db, by: string, userId: string, reason: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const user = await findUser(tx, userId);
    if (!user) throw notFound(MSG.userMissing, 'USER_MISSING');
    if (user.type !== BANNED) throw badRequest(MSG.notBanned, 'NOT_BANNED');
    const type = user.typeBeforeBan ?? '사용자';
    const updated = await updateUser(tx, userId, { type, banUntil: null, typeBeforeBan: null });
    await insertBanLog(tx, { userId, action: 'unban', fromType: BANNED, toType: type, reason, by });
    return updated!;
  });
}

/** Lifts a ban whose period is over (checked when the member's session is used); logged as by 'system'. */
export async function liftExpiredBan(db: Db, user: UserRow, log: FastifyBaseLogger): Promise<UserRow> {
  if (user.type !== BANNED || !user.banUntil || user.banUntil.getTime() > Date.now()) return user;
  try {
    return await unbanUser(db, 'system', user.userId, '밴 기간 만료');
  } catch (err) {
    // Another request lifted it first; read the current row.
    log.debug({ err }, 'ban already lifted');
    return (await findUser(db, user.userId)) ?? user;
  }
}

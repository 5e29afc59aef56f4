import type { Db, Tx } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { notFound, badRequest } from '../errors';
import { MSG } from '@carddogam/contract/messages';
import { addToBalance, findPointAmount, insertPointRecord } from '../repositories/points';

export interface PointChange {
  userId: string;
  menu: string;
  activity: string;
  /** Signed: negative for reversals (a deleted review gives its points back, §9). */
  amount: number;
  title?: string;
  cardId?: string | null;
  /** The 관리자 who made a manual grant or deduction. */
  byUserId?: string | null;
}

/**
 * The only way a balance changes: a ledger row and the balance update in the caller's transaction, so
 * users.point always equals the sum of point_record. If anything later in the transaction fails, both
 * roll back together.
 */
export async function changePoints(tx: Tx, change: PointChange): Promise<number> {
  const balance = await addToBalance(tx, change.userId, change.amount);
  if (balance === undefined) throw notFound(MSG.userMissing, 'USER_MISSING');
  await insertPointRecord(tx, {
    userId: change.userId,
    menu: change.menu,
    activity: change.activity,
    title: change.title ?? '',
    cardId: change.cardId ?? null,
    amount: change.amount,
    balance,
    byUserId: change.byUserId ?? null,
  });
  return balance;
}

/**
 * Awards the amount the point settings give for (menu, activity), or amountOverride when a staff member
 * picked one inside a range (§9: an image report earns 50~200P). Returns the new balance.
 */
export async function awardPoints(
  tx: Tx,
  userId: string,
  menu: string,
  activity: string,
  amountOverride?: number,
  details: { title?: string; cardId?: string | null } = {},
): Promise<number> {
  const amount = amountOverride ?? (await findPointAmount(tx, menu, activity));
  if (amount === undefined) throw badRequest(MSG.pointSettingMissing, 'POINT_SETTING_MISSING');
  return changePoints(tx, { userId, menu, activity, amount, ...details });
}

/** changePoints in a transaction of its own, for calls that do nothing else. */
export function changePointsNow(db: Db, change: PointChange): Promise<number> {
  return runInTransaction(db, (tx) => changePoints(tx, change));
}

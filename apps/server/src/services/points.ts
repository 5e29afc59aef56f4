import type { Db, Tx } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { notFound, badRequest } from '../errors';
import { MSG } from '@carddogam/contract/messages';
import {
  addToBalance,
  findPointAmount,
  insertPointRecord,
  subtractIfCovered,
  userExists,
} from '../repositories/points';

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
 * changePoints for a spend that must not overdraw (an order in the point mall): `amount` is what it costs,
 * taken only while the balance covers it, in one conditional update (the member's row lock decides between
 * spends at the same moment). Answers the balance after it, or null when the balance is short, in which
 * case nothing was written.
 */
export async function spendPoints(tx: Tx, spend: PointChange): Promise<number | null> {
  if (!(spend.amount > 0)) throw new Error(`spendPoints takes a positive cost, not ${spend.amount}`);
  const balance = await subtractIfCovered(tx, spend.userId, spend.amount);
  if (balance === undefined) {
    if (!(await userExists(tx, spend.userId))) throw notFound(MSG.userMissing, 'USER_MISSING');
    return null;
  }
  await insertPointRecord(tx, {
    userId: spend.userId,
    menu: spend.menu,
    activity: spend.activity,
    title: spend.title ?? '',
    cardId: spend.cardId ?? null,
    amount: -spend.amount,
    balance,
    byUserId: spend.byUserId ?? null,
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

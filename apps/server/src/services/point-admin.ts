import { MANUAL_POINT_MENU } from '@carddogam/contract/calls/points';
import { POINT_ADMIN_MSG } from '@carddogam/contract/messages';
import type { Db } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { badRequest } from '../errors';
import type { SessionUser } from '../policies/policy';
import { changePoints, spendPoints } from './points';

/**
 * A 관리자's manual grant or deduction (/admin/point/list, decision 033): one ledger row titled with the
 * reason and naming the 관리자. A deduction is a spend: taken only while the balance covers it, in one
 * conditional update, so two deductions at once cannot both pass.
 */
export async function changePointsByHand(
  db: Db,
  by: SessionUser,
  input: { userId: string; amount: number; reason: string },
): Promise<number> {
  const change = { userId: input.userId, menu: MANUAL_POINT_MENU, title: input.reason, byUserId: by.userId };
  return runInTransaction(db, async (tx) => {
    if (input.amount > 0) return changePoints(tx, { ...change, activity: '지급', amount: input.amount });
    const balance = await spendPoints(tx, { ...change, activity: '차감', amount: -input.amount });
    if (balance === null) throw badRequest(POINT_ADMIN_MSG.overdraw, 'POINT_OVERDRAW');
    return balance;
  });
}

import type { z } from 'zod';
import {
  TRADE_ADMIN_MSG as M,
  type PriceAdminRow,
  type priceCorrection,
} from '@carddogam/contract/calls/trade-admin';
import type { Nation } from '@carddogam/contract/constants';
import { keptGrade } from '@carddogam/contract/trade/price-line';
import { runInTransaction } from '../db/transactions';
import { notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { refreshRankStats } from '../repositories/rank-stats';
import { logStaffAction } from '../repositories/staff-action-log';
import { deletePrice, lockPrice, readPrice, updatePrice } from '../repositories/trade-price-admin';
import type { WriteContext } from './changes';
import { firePriceAlerts, mailPriceAlerts, type PriceWriteContext } from './price-alerts';

/**
 * /admin/trade/price: a 관리자 corrects or removes one price record (an outlier, a typo) with a reason.
 * The record, the edition's ranking figures and the staff log entry commit together; then the price is
 * announced, which drops the cached statistics of every card whose group holds it.
 */

type Correction = Omit<z.output<typeof priceCorrection>, 'id' | 'reason'>;

const editionOf = (row: PriceAdminRow) => ({ cardId: row.card_id, nation: row.card_nation as Nation });
const missing = () => notFound(M.priceMissing, 'PRICE_NOT_FOUND');

export async function correctPrice(
  { db, changes, mailer, env }: PriceWriteContext,
  user: SessionUser,
  id: number,
  fix: Correction,
  reason: string,
): Promise<PriceAdminRow> {
  // A grade only for a graded card, as every price line keeps it (contract trade/price-line.ts).
  const grade = keptGrade(fix.card_state, fix);
  const { before, after, mails } = await runInTransaction(db, async (tx) => {
    const before = await lockPrice(tx, id);
    if (!before) throw missing();
    await updatePrice(tx, id, { card_price: fix.card_price, card_state: fix.card_state, ...grade });
    const after = (await readPrice(tx, id))!;
    await refreshRankStats(tx, [editionOf(after)]);
    // A corrected price or condition can cross an alert like a new record (decision 039).
    const changed = before.card_price !== after.card_price || before.card_state !== after.card_state ||
      before.grade_company !== after.grade_company || before.grade !== after.grade;
    const mails = changed ? await firePriceAlerts(tx, [id]) : [];
    await logStaffAction(tx, user.userId, {
      action: 'trade_price.update',
      targetType: 'trade_price',
      targetId: id,
      before,
      after,
      memo: reason,
    });
    return { before, after, mails };
  });
  changes.pricesChanged([editionOf(before)]);
  void mailPriceAlerts({ mailer, env }, mails);
  return after;
}

export async function removePrice(
  { db, changes }: WriteContext,
  user: SessionUser,
  id: number,
  reason: string,
): Promise<void> {
  const before = await runInTransaction(db, async (tx) => {
    const before = await deletePrice(tx, id);
    if (!before) throw missing();
    await refreshRankStats(tx, [editionOf(before)]);
    await logStaffAction(tx, user.userId, {
      action: 'trade_price.delete',
      targetType: 'trade_price',
      targetId: id,
      before,
      after: null,
      memo: reason,
    });
    return before;
  });
  changes.pricesChanged([editionOf(before)]);
}

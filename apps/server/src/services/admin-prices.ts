import { runInTransaction } from '../db/transactions';
import { notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { cardExists } from '../repositories/cards';
import { refreshRankStats } from '../repositories/rank-stats';
import { insertAdminPrice, type AdminPriceRow } from '../repositories/trade-prices';
import { firePriceAlerts, mailPriceAlerts, type PriceWriteContext } from './price-alerts';

/**
 * §2.11: a 관리자 enters one price record (post_id 0) of a card edition. The record and the edition's
 * ranking figures commit together (decision 013); then the price is announced to the caches.
 */
export async function enterAdminPrice(
  { db, changes, mailer, env }: PriceWriteContext,
  user: SessionUser,
  row: AdminPriceRow,
): Promise<number> {
  if (!(await cardExists(db, row.card_id)))
    throw notFound('해당 ID로는 등록된 카드정보가 없습니다.', 'CARD_NOT_FOUND');
  const edition = { cardId: row.card_id, nation: row.card_nation };
  const { id, mails } = await runInTransaction(db, async (tx) => {
    const inserted = await insertAdminPrice(tx, row, user.userId);
    await refreshRankStats(tx, [edition]);
    return { id: inserted, mails: await firePriceAlerts(tx, [inserted]) };
  });
  changes.pricesChanged([edition]);
  void mailPriceAlerts({ mailer, env }, mails);
  return id;
}

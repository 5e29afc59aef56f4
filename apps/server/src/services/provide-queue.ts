import type { Nation } from '@carddogam/contract/constants';
import type { DbOrTx } from '../db/client';
import { findCardEdition, findCardEn, listAbilities, listAttacks } from '../repositories/cards';
import { findInfoReport, listQueue } from '../repositories/provide';
import { presentCurrentEdition, presentInfoReport, presentQueueCommon } from '../presenters/provide';

/** The edition's stored data beside an info report (the field diff); null when it has no record. */
async function loadCurrentEdition(db: DbOrTx, cardId: string, nation: Nation) {
  const record = nation === 'en' ? await findCardEn(db, cardId) : await findCardEdition(db, nation, cardId);
  if (!record) return null;
  const [abilities, attacks] = await Promise.all([
    listAbilities(db, cardId, nation),
    listAttacks(db, cardId, nation),
  ]);
  return presentCurrentEdition(record, abilities, attacks);
}

/**
 * One page of the info report queue, each report with the card's current data. The reports of a page
 * (10 on the screen) load side by side, each with a few small keyed reads.
 */
export async function listInfoQueue(
  db: DbOrTx,
  status: Parameters<typeof listQueue>[2],
  paging: { page: number; size: number },
) {
  const { total, rows } = await listQueue(db, 'info', status, paging);
  const items = await Promise.all(
    rows.map(async (row) => {
      const [report, current] = await Promise.all([
        findInfoReport(db, row.id),
        loadCurrentEdition(db, row.card_id, row.card_nation as Nation),
      ]);
      return { ...presentQueueCommon(row), report: presentInfoReport(report!), current };
    }),
  );
  return { total, items };
}

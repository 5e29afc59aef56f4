import { sql } from 'drizzle-orm';
import type { PriceExportRow } from '@carddogam/contract/calls/watchlist';
import type { Nation } from '@carddogam/contract/constants';
import { queryRows, type DbOrTx } from '../db/client';
import { TRADE_DATE } from './watchlist';

/**
 * One card edition's price records for the statistics section's CSV (decision 039), newest trade first,
 * at most `limit` of them (trade_price_card_idx).
 */
export function listPriceHistory(
  db: DbOrTx,
  cardId: string,
  nation: Nation,
  limit: number,
): Promise<PriceExportRow[]> {
  return queryRows<PriceExportRow>(
    db,
    sql`select p.id, ${TRADE_DATE}::text as date, p.card_state, p.grade_company, p.grade::int as grade,
          p.card_price, p.state, p.card_sold::text as card_sold, p.post_id
        from trade_price p
        where p.card_id = ${cardId} and p.card_nation = ${nation}
        order by ${TRADE_DATE} desc, p.id desc
        limit ${limit}`,
  );
}

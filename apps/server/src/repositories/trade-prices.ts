import type { z } from 'zod';
import type { adminPriceRow } from '@carddogam/contract/calls/trade-stats';
import { priceLineFields } from '@carddogam/contract/trade/price-line';
import type { DbOrTx } from '../db/client';
import { tradePrice } from '../db/schema/index';

export type AdminPriceRow = z.output<typeof adminPriceRow>;

/**
 * Writes one admin-entered price (post_id 0), with the dates and grade the §4 price line rule keeps
 * (contract trade/price-line.ts).
 */
export async function insertAdminPrice(db: DbOrTx, row: AdminPriceRow, userId: string): Promise<number> {
  const kept = priceLineFields(row);
  const [inserted] = await db
    .insert(tradePrice)
    .values({
      postId: 0,
      cardId: row.card_id,
      cardNation: row.card_nation,
      cardName: row.card_name,
      cardState: row.card_state,
      gradeCompany: kept.grade_company,
      grade: kept.grade,
      cardPrice: row.card_price,
      cardCreated: kept.card_created,
      cardSold: kept.card_sold,
      state: row.state,
      userId,
    })
    .returning({ id: tradePrice.id });
  return inserted!.id;
}

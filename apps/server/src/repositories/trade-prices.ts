import type { z } from 'zod';
import type { adminPriceRow } from '@carddogam/contract/calls/trade-stats';
import type { DbOrTx } from '../db/client';
import { tradePrice } from '../db/schema/index';

export type AdminPriceRow = z.output<typeof adminPriceRow>;

/**
 * Writes one admin-entered price (post_id 0). The state keeps only its own date (§4): 등록됨 the
 * registered date, 판매완료 the sold date. Grade fields are kept only for graded cards.
 */
export async function insertAdminPrice(db: DbOrTx, row: AdminPriceRow, userId: string): Promise<number> {
  const graded = row.card_state === '등급';
  const [inserted] = await db
    .insert(tradePrice)
    .values({
      postId: 0,
      cardId: row.card_id,
      cardNation: row.card_nation,
      cardName: row.card_name,
      cardState: row.card_state,
      gradeCompany: graded ? row.grade_company : null,
      grade: graded ? row.grade : null,
      cardPrice: row.card_price,
      cardCreated: row.state === '등록됨' ? row.card_created : null,
      cardSold: row.state === '판매완료' ? row.card_sold : null,
      state: row.state,
      userId,
    })
    .returning({ id: tradePrice.id });
  return inserted!.id;
}

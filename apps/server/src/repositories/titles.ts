import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { deck, pointmallProduct, tradePost } from '../db/schema/index';

/** Title lookups and view counters of the records that have their own pages (§7.11). */

export const titledTables = {
  tradePost,
  deck,
  pointmall: pointmallProduct,
} as const;
export type TitledKind = keyof typeof titledTables;

export function findTitle(db: DbOrTx, kind: TitledKind, id: number) {
  const table = titledTables[kind];
  return db.select({ id: table.id, title: table.title }).from(table).where(eq(table.id, id)).limit(1);
}

/** A deck's title with what decides who may see it (§6: a private deck only for its writer). */
export function findDeckTitle(db: DbOrTx, id: number) {
  return db
    .select({ id: deck.id, title: deck.title, writer: deck.userId, status: deck.status })
    .from(deck)
    .where(eq(deck.id, id))
    .limit(1);
}

import { eq } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import type { DbOrTx } from '../db/client';
import { cardEn } from '../db/schema/index';
import { editionTable } from './cards';

/** The series, name and rarity of one edition of a card: the key of the trade price group (§2.13). */
export async function findGroupCard(db: DbOrTx, nation: Nation, cardId: string) {
  if (nation === 'en') {
    return db
      .select({ series: cardEn.series, name: cardEn.name, rarity: cardEn.rarity })
      .from(cardEn)
      .where(eq(cardEn.id, cardId))
      .limit(1);
  }
  const table = editionTable(nation);
  return db
    .select({ series: table.series, name: table.name, rarity: table.rarity })
    .from(table)
    .where(eq(table.cardId, cardId))
    .limit(1);
}

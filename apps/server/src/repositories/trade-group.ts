import { eq, sql } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import { queryRows, type DbOrTx } from '../db/client';
import { cardEn } from '../db/schema/index';
import { editionTable } from './cards';
import { listOverrideGroup } from './trade-group-override';

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

export interface GroupKey {
  series: string | null;
  name: string | null;
  rarity: string | null;
}

/**
 * The cards of one edition sharing series, name and rarity (a missing series or rarity matches missing).
 * Cards a 관리자 put in a hand-made group (trade_group_override) are left out: they price with their group.
 */
export async function listGroupCards(db: DbOrTx, nation: Nation, key: GroupKey): Promise<string[]> {
  if (!key.name) return [];
  const table = nation === 'en' ? sql.raw('card_en') : sql.raw(`card_${nation}`);
  const idColumn = nation === 'en' ? sql.raw('c.id') : sql.raw('c.card_id');
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select ${idColumn} as id from ${table} c
        where c.name = ${key.name}
          and c.series is not distinct from ${key.series}
          and c.rarity is not distinct from ${key.rarity}
          and not exists (
            select 1 from trade_group_override o where o.card_nation = ${nation} and o.card_id = ${idColumn}
          )
        order by ${idColumn}
        limit 500`,
  );
  return rows.map((r) => r.id);
}

export async function findSupertype(db: DbOrTx, cardId: string): Promise<Array<{ supertype: string }>> {
  return db.select({ supertype: cardEn.supertype }).from(cardEn).where(eq(cardEn.id, cardId)).limit(1);
}

/** The attack names of one edition of a card, in printed order. */
export async function listAttackNames(db: DbOrTx, nation: Nation, cardId: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select name from card_attack where card_id = ${cardId} and nation = ${nation} order by position`,
  );
  return rows.map((r) => r.name);
}

/** Of the given cards, those whose attack names in this edition are exactly the list (order included). */
export async function filterByAttackNames(
  db: DbOrTx,
  nation: Nation,
  ids: string[],
  names: string[],
): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select c.id from unnest(${sql`array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]`}) as c(id)
        left join lateral (
          select coalesce(array_agg(a.name order by a.position), '{}') as names
          from card_attack a where a.card_id = c.id and a.nation = ${nation}
        ) n on true
        where n.names = ${sql`array[${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )}]::text[]`}
        order by c.id`,
  );
  return rows.map((r) => r.id);
}

/**
 * The price group of a card in one edition (§2.13): the cards with the same series, name and rarity; for
 * Pokémon only those whose attack names are identical. Without a group (or without the card's data in
 * that edition) the group is the card alone. A card in a hand-made group (decision 037) prices with
 * exactly the cards sharing its key.
 */
export async function resolvePriceGroup(db: DbOrTx, nation: Nation, cardId: string): Promise<string[]> {
  const manual = await listOverrideGroup(db, nation, cardId);
  if (manual) return manual;
  const [key] = await findGroupCard(db, nation, cardId);
  if (!key) return [cardId];
  let ids = await listGroupCards(db, nation, key);
  const [card] = await findSupertype(db, cardId);
  if (card?.supertype === 'Pokémon' && ids.length > 1) {
    ids = await filterByAttackNames(db, nation, ids, await listAttackNames(db, nation, cardId));
  }
  return ids.includes(cardId) ? ids : [cardId];
}

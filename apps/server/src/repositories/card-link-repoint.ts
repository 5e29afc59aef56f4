import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { queryRows } from '../db/client';

/**
 * Moves a Japanese own card ('jp-…') onto its English card when a link is confirmed. Every table with a
 * card id (schema/*.ts: grep card_id) is re-pointed in one statement each. Where a unique key would
 * collide (one review per member, edition and card; one collection row per member; one deck line per
 * deck and edition; one standings line per card) the English card's row is kept and the own card's
 * dropped; view counts are added together.
 */

/** Rows that move as they are: no unique key contains their card id. */
const PLAIN_TABLES = [
  'trade_price',
  'update_log',
  'card_provide',
  'card_provide_ability',
  'card_provide_attack',
  'provide_bug',
  'provide_image',
  'point_record',
  'image_match_item',
] as const;

/** Tables whose key holds the card id, with the other key columns that say which rows would collide. */
const KEYED_TABLES: ReadonlyArray<{ table: string; key: string[] }> = [
  { table: 'card_review', key: ['text_nation', 'user_id'] },
  { table: 'collection', key: ['user_id', 'nation'] },
  { table: 'deck_card', key: ['deck_id', 'nation'] },
  { table: 'official_standing_card', key: ['standing_id'] },
];

export interface RepointCounts {
  [table: string]: number;
}

async function moved(db: DbOrTx, statement: ReturnType<typeof sql>): Promise<number> {
  return (
    (
      await queryRows<{ n: number }>(
        db,
        sql`with m as (${statement} returning 1) select count(*)::int as n from m`,
      )
    )[0]?.n ?? 0
  );
}

/** Moves the print records (card_jp, card_kr) and their attacks and abilities onto the English card. */
export async function moveEditions(db: DbOrTx, from: string, to: string): Promise<void> {
  for (const table of ['card_jp', 'card_kr']) {
    await db.execute(sql`update ${sql.identifier(table)} set card_id = ${to} where card_id = ${from}`);
  }
  for (const table of ['card_attack', 'card_ability']) {
    await db.execute(
      sql`update ${sql.identifier(table)} set card_id = ${to} where card_id = ${from} and nation in ('jp', 'kr')`,
    );
  }
}

/** Re-points everything that hangs on the own card; answers the moved rows per table. */
export async function repointCardRows(db: DbOrTx, from: string, to: string): Promise<RepointCounts> {
  const counts: RepointCounts = {};
  for (const table of PLAIN_TABLES) {
    counts[table] = await moved(
      db,
      sql`update ${sql.identifier(table)} set card_id = ${to} where card_id = ${from}`,
    );
  }
  for (const { table, key } of KEYED_TABLES) {
    const t = sql.identifier(table);
    const same = sql.join(
      key.map((c) => sql`k.${sql.identifier(c)} = ${t}.${sql.identifier(c)}`),
      sql` and `,
    );
    counts[table] = await moved(
      db,
      sql`update ${t} set card_id = ${to} where card_id = ${from}
          and not exists (select 1 from ${t} k where k.card_id = ${to} and ${same})`,
    );
    await db.execute(sql`delete from ${t} where card_id = ${from}`);
  }
  await db.execute(
    sql`insert into card_view_count (card_id, view_count)
        select ${to}, view_count from card_view_count where card_id = ${from}
        on conflict (card_id) do update set view_count = card_view_count.view_count + excluded.view_count`,
  );
  counts.business_card = await moved(
    db,
    sql`update business_card set favorite_card_id = ${to} where favorite_card_id = ${from}`,
  );
  // League decklists keep their cards as JSON [{card_id, amount}].
  counts.league_entry = await moved(
    db,
    sql`update league_entry set deck_cards = (
          select jsonb_agg(case when x->>'card_id' = ${from} then jsonb_set(x, '{card_id}', to_jsonb(${to}::text)) else x end
                           order by n)
          from jsonb_array_elements(deck_cards) with ordinality as d(x, n))
        where deck_cards @> ${JSON.stringify([{ card_id: from }])}::jsonb`,
  );
  return counts;
}

/** The own card goes; its base parts, suggestions, mirror and view count rows go with it (cascade). */
export async function removeOwnCard(db: DbOrTx, from: string): Promise<void> {
  await db.execute(sql`delete from card_rank_stats where card_id = ${from}`);
  await db.execute(sql`delete from card_search where card_id = ${from}`);
  await db.execute(sql`delete from card_en where id = ${from}`);
}

import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Nation } from '@carddogam/contract/constants';
import {
  RANK_COLUMNS,
  RANK_LIMIT,
  type RankColumn,
  type rankKeyword,
  type RankRow,
  type RankType,
} from '@carddogam/contract/calls/ranking';
import { queryRows, type DbOrTx } from '../db/client';

type RankKeyword = z.output<typeof rankKeyword>;

/** The card_rank_stats column behind each ranking column (whitelist: nothing from input reaches SQL raw). */
const COLUMN_SQL: Record<RankColumn, string> = {
  total_avg: 'r.total_avg',
  perform_avg: 'r.perform_avg',
  collect_avg: 'r.collect_avg',
  avg_price: 'r.avg_price',
  max_price: 'r.max_price',
  count: 'r.price_count',
  deck_total_count: 'r.deck_total_count',
  deck_total_amount: 'r.deck_total_amount',
  collection_total_amount: 'r.collection_total_amount',
};

/** A card appears in a ranking only when it has figures of that kind. */
const PRESENT: Record<RankType, string> = {
  rating: 'r.total_count > 0',
  trade: 'r.price_count > 0',
  usage: '(r.deck_total_count > 0 or r.collection_total_amount > 0)',
};

/**
 * The top cards of one edition by one column (§2.20), optionally within a series or a set of that
 * edition. Reads the per-card summary rows only, so it stays fast however many reviews, prices and decks
 * there are (decision 013).
 */
export async function rankCards(
  db: DbOrTx,
  type: RankType,
  nation: Nation,
  k: RankKeyword,
): Promise<RankRow[]> {
  const column =
    k.sort && RANK_COLUMNS[type].some((c) => c.key === k.sort) ? k.sort : RANK_COLUMNS[type][0].key;
  const direction = sql.raw(k.direction === 'asc' ? 'asc' : 'desc');
  const n = (name: string) => sql.raw(`s.${name}_${nation}`);
  const where: SQL[] = [sql`r.nation = ${nation}`, sql.raw(PRESENT[type])];
  if (k.set_name) where.push(sql`${n('set')} = ${k.set_name}`);
  else if (k.series) where.push(sql`${n('series')} = ${k.series}`);
  const name = nation === 'en' ? sql`s.name_en` : sql`coalesce(${n('name')}, s.name_en)`;
  return queryRows<RankRow>(
    db,
    sql`select r.card_id as id, ${name} as name, ${n('set')} as set_name, ${n('number')} as number,
        ${n('printed_total')} as "set_printedTotal", ${n('rarity')} as rarity, s.regulation_mark as "regulationMark",
        s.image_kr, s.image_en, s.image_jp,
        round(r.total_avg::numeric, 2)::float8 as total_avg, round(r.perform_avg::numeric, 2)::float8 as perform_avg,
        round(r.collect_avg::numeric, 2)::float8 as collect_avg, r.total_count,
        r.perform_count as total_perform, r.collect_count as total_collect,
        floor(r.avg_price)::int as avg_price, r.max_price, r.price_count as count,
        r.deck_total_count, r.deck_total_amount, r.collection_total_amount
      from card_rank_stats r join card_search s on s.card_id = r.card_id
      where ${sql.join(where, sql` and `)}
      order by ${sql.raw(COLUMN_SQL[column])} ${direction}, r.total_count desc, r.card_id
      limit ${RANK_LIMIT}`,
  );
}

import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * The §3 search result row, in one place for the two ways it is read: column by column (the related-card
 * lists) and as JSON text put together from the stored head of each card (card_search_row) and its live
 * ratings (the search pages, card-list.ts).
 */

/**
 * Rating averages and counts per edition of one card (its id in the given column), from the ranking
 * summary that every review write keeps current (decision 013), so sorting thousands of matches by rating
 * reads one row per card.
 */
export const ratingsOf = (cardId: 's.card_id' | 'p.card_id') => sql`
  select
    coalesce(max(total_avg) filter (where nation = 'kr'), 0)::float8 as kr_avg,
    coalesce(max(total_count) filter (where nation = 'kr'), 0)::int as kr_count,
    coalesce(max(total_avg) filter (where nation = 'en'), 0)::float8 as en_avg,
    coalesce(max(total_count) filter (where nation = 'en'), 0)::int as en_count,
    coalesce(max(total_avg) filter (where nation = 'jp'), 0)::float8 as jp_avg,
    coalesce(max(total_count) filter (where nation = 'jp'), 0)::int as jp_count
  from card_rank_stats where card_id = ${sql.raw(cardId)}`;

/** The columns of a result row that come from the card itself (card_search s). */
const CARD_COLUMNS = sql`
  s.card_id as id, s.name_kr, s.name_kr_confirmed, s.name_en, s.name_jp,
  s.rarity_kr, s.rarity_en, s.rarity_jp, s.set_kr, s.set_en, s.set_jp,
  s.number_kr, s.number_en, s.number_jp,
  s.printed_total_kr as "printedTotal_kr", s.printed_total_en as "printedTotal_en",
  s.printed_total_jp as "printedTotal_jp",
  s.release_kr::text as "releaseDate_kr", s.release_en::text as "releaseDate_en",
  s.release_jp::text as "releaseDate_jp",
  s.regulation_mark as "regulationMark", s.hp, s.supertype, s.image_kr, s.image_en, s.image_jp,
  s.name_en as en_name`;

/** An average as the row shows it: rounded to two decimals. */
const rounded = (nation: 'kr' | 'en' | 'jp') => sql.raw(`round(r.${nation}_avg::numeric, 2)::float8`);

/** The columns of a §3 search result row, from card_search s and the ratings r. */
export const ROW_COLUMNS = sql`${CARD_COLUMNS},
  ${rounded('en')} as en_total_avg, ${rounded('kr')} as kr_total_avg, ${rounded('jp')} as jp_total_avg,
  r.en_count as en_total_count, r.kr_count as kr_total_count, r.jp_count as jp_total_count`;

/**
 * Writes the stored head (card_search_row) of the given cards, or of every card, from their card_search
 * rows: the row's JSON with the card's own columns, its closing brace left off.
 */
export async function refreshSearchRowHeads(db: DbOrTx, only: SQL): Promise<void> {
  await db.execute(sql`
    insert into card_search_row (card_id, json_head)
    select s.card_id, left(row_to_json(x)::text, -1)
    from card_search s cross join lateral (select ${CARD_COLUMNS}) x
    where ${only}
    on conflict (card_id) do update set json_head = excluded.json_head`);
}

/**
 * One result row as JSON text: the card's stored head (h) and the ratings (r) and totals (page p) of this
 * search, written as row_to_json writes them (numbers by their text form, which JSON shares).
 */
export const ROW_JSON = sql`h.json_head
  || ',"en_total_avg":' || ${rounded('en')}::text || ',"kr_total_avg":' || ${rounded('kr')}::text
  || ',"jp_total_avg":' || ${rounded('jp')}::text || ',"en_total_count":' || r.en_count::text
  || ',"kr_total_count":' || r.kr_count::text || ',"jp_total_count":' || r.jp_count::text
  || ',"total_count":' || p.total_count::int::text
  || ',"total_capped":' || case when p.total_capped then 'true' else 'false' end || '}'`;

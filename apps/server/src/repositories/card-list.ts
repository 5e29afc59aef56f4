import { sql, type SQL } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import type { SearchRow } from '@carddogam/contract/calls/search';
import { queryRows, type DbOrTx } from '../db/client';
import {
  likeEscape,
  nameMatches,
  normaliseText,
  searchConditions,
  searchOrder,
  type Keyword,
} from './search-conditions';

/** The card search (§2.19, §7.3) and the related-card lists (§2.16) over card_search. */

/**
 * Rating averages and counts per edition of one card, from the ranking summary that every review write
 * keeps current (decision 013), so sorting thousands of matches by rating reads one row per card.
 */
const RATINGS = sql`
  select
    coalesce(max(total_avg) filter (where nation = 'kr'), 0)::float8 as kr_avg,
    coalesce(max(total_count) filter (where nation = 'kr'), 0)::int as kr_count,
    coalesce(max(total_avg) filter (where nation = 'en'), 0)::float8 as en_avg,
    coalesce(max(total_count) filter (where nation = 'en'), 0)::int as en_count,
    coalesce(max(total_avg) filter (where nation = 'jp'), 0)::float8 as jp_avg,
    coalesce(max(total_count) filter (where nation = 'jp'), 0)::int as jp_count
  from card_rank_stats where card_id = s.card_id`;

/** The columns of a §3 search result row, from card_search s and the ratings r. */
const ROW_COLUMNS = sql`
  s.card_id as id, s.name_kr, s.name_kr_confirmed, s.name_en, s.name_jp,
  s.rarity_kr, s.rarity_en, s.rarity_jp, s.set_kr, s.set_en, s.set_jp,
  s.number_kr, s.number_en, s.number_jp,
  s.printed_total_kr as "printedTotal_kr", s.printed_total_en as "printedTotal_en",
  s.printed_total_jp as "printedTotal_jp",
  s.release_kr::text as "releaseDate_kr", s.release_en::text as "releaseDate_en",
  s.release_jp::text as "releaseDate_jp",
  s.regulation_mark as "regulationMark", s.hp, s.supertype, s.image_kr, s.image_en, s.image_jp,
  round(r.en_avg::numeric, 2)::float8 as en_total_avg, round(r.kr_avg::numeric, 2)::float8 as kr_total_avg,
  round(r.jp_avg::numeric, 2)::float8 as jp_total_avg,
  r.en_count as en_total_count, r.kr_count as kr_total_count, r.jp_count as jp_total_count,
  s.name_en as en_name`;

export interface SearchScope {
  /** Only cards in this member's collection (the collection search of §7.3). */
  collectionOf?: string;
}

/**
 * The search as one statement. The filter runs in a MATERIALIZED step without LIMIT, so the planner picks
 * index scans for the filter itself instead of walking the sort order hoping to find a page early (the
 * total count needs every match anyway). That step keeps only the sort keys, under the alias s so that
 * searchOrder() applies to it; only the page's rows are then widened and rated.
 */
export function searchQuery(nation: Nation, k: Keyword, scope: SearchScope = {}): SQL {
  const where = searchConditions(k);
  if (scope.collectionOf) {
    where.push(
      sql`s.card_id in (select c.card_id from collection c where c.user_id = ${scope.collectionOf})`,
    );
  }
  const whereSql = where.length ? sql.join(where, sql` and `) : sql`true`;
  const order = searchOrder(k.sort, nation);
  const byRating = k.sort === 'rating_desc' || k.sort === 'rating_asc';
  // Ratings are needed for every match only when sorting by them; otherwise only for the page's rows.
  const ratingJoin = byRating ? sql`cross join lateral (${RATINGS}) r` : sql``;
  const offset = (k.page - 1) * k.page_size;
  return sql`
    with matched as materialized (
      select s.card_id, s.hp, s.release_kr, s.release_en, s.release_jp,
             s.number_sort_kr, s.number_sort_en, s.number_sort_jp
      from card_search s where ${whereSql}
    ),
    page as (
      select card_id, total_count, row_number() over () as rn from (
        select s.card_id, count(*) over () as total_count
        from matched s ${ratingJoin}
        order by ${order}
        limit ${k.page_size} offset ${offset}
      ) ordered
    )
    select ${ROW_COLUMNS}, page.total_count::int as total_count
    from page join card_search s on s.card_id = page.card_id
    cross join lateral (${RATINGS}) r
    order by page.rn`;
}

export function searchCards(
  db: DbOrTx,
  nation: Nation,
  k: Keyword,
  scope: SearchScope = {},
): Promise<SearchRow[]> {
  return queryRows<SearchRow>(db, searchQuery(nation, k, scope));
}

/** Cards whose English name is exactly the text (same-name and evolution lists), newest first. */
export async function listRelated(
  db: DbOrTx,
  englishName: string,
  options: { excludeId?: string; limit: number },
): Promise<Array<SearchRow>> {
  const exclude: SQL = options.excludeId ? sql`and s.card_id <> ${options.excludeId}` : sql``;
  return queryRows<SearchRow>(
    db,
    sql`
      select ${ROW_COLUMNS}, count(*) over ()::int as total_count
      from card_search s cross join lateral (${RATINGS}) r
      where s.name_en = ${englishName} ${exclude}
      order by coalesce(s.release_en, s.release_jp, s.release_kr) desc nulls last, s.card_id
      limit ${options.limit}`,
  );
}

/** Names in any edition that start with the text, case-insensitively (§2.19 autocomplete). */
export async function autocompleteNames(db: DbOrTx, text: string, limit = 10): Promise<string[]> {
  const q = normaliseText(text);
  const rows = await queryRows<{ name: string }>(
    db,
    sql`
      select name from (
        select distinct n as name, length(n) as len
        from (
          select s.name_en, s.name_kr, s.name_jp from card_search s
          where ${nameMatches(text)} limit 2000
        ) m, unnest(array[m.name_en, m.name_kr, m.name_jp]) n
        where lower(regexp_replace(n, '\\s+', '', 'g')) like ${`${likeEscape(q)}%`}
      ) names
      order by len, name
      limit ${limit}`,
  );
  return rows.map((r) => r.name);
}

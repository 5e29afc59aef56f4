import { sql, type SQL } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import type { SearchRow } from '@carddogam/contract/calls/search';
import { queryRows, type DbOrTx } from '../db/client';
import { queryRowsPrepared } from '../db/prepared';
import {
  likeEscape,
  nameMatches,
  normaliseText,
  searchConditions,
  searchOrder,
  type ConditionForm,
  type Keyword,
  type SearchPlanHints,
} from './search-conditions';
import { hpRangeIsSelective } from './hp-shares';
import { ratingsOf, ROW_COLUMNS, ROW_JSON } from './search-row';

/** The card search (§2.19, §7.3) and the related-card lists (§2.16) over card_search. */

export interface SearchScope {
  /** Only cards in this member's collection (the collection search of §7.3). */
  collectionOf?: string;
}

/** The pager lists ten pages at a time (§2.19). */
const PAGER_BLOCK = 10;

/**
 * How far a search counts its matches: to the end of the current block of ten pages, plus one to know that
 * more follow. Past that the answer says total_capped, as the boards do (decision 026): counting every
 * match of a common word read thousands of rows for a number nobody pages to.
 */
export function searchCountCap(page: number, size: number): number {
  return Math.ceil(page / PAGER_BLOCK) * PAGER_BLOCK * size + 1;
}

/**
 * How many rows of the sort order the walk reads per card the page needs. Where matches are denser than
 * one in 40 among the newest cards, walking finds the page sooner than sorting every match; sparser ones
 * (a filter on old cards) are sorted instead.
 */
export const WALK_ROWS_PER_CARD = 40;

/** The columns every sort needs, so that the matches can be sorted without reading card_search again. */
const SORT_COLUMNS = sql`s.card_id, s.hp, s.release_kr, s.release_en, s.release_jp,
  s.number_sort_kr, s.number_sort_en, s.number_sort_jp`;

/**
 * The search as one statement, in three ways of which the matches decide one (decision 031):
 * - `matched` reads the matches up to the count cap, in any order (a text match through its GiST index,
 *   which stops there: the 'capped' form of searchConditions). Fewer than the cap are all of them:
 *   they are sorted, paged and counted exactly.
 * - More than that, in the default sort, the sort order's index is walked from the top and each row tested
 *   (`walked`), which stops at the page's last card; the total is the cap, with total_capped.
 * - When the walk does not fill the page within its budget, or another sort is asked for, every match is
 *   sorted, with its exact count.
 * The filters run in MATERIALIZED steps without ORDER BY, so no plan can walk the sort order hoping to
 * find a page early; only `walked` walks it, within its budget. Each step keeps only the sort keys, under
 * the alias s so that searchOrder() applies to it; only the page's rows are then rated and written as JSON,
 * each from its card's stored head (search-row.ts). Every value is a parameter, so the statement's text,
 * and its prepared plan, depends only on the filters and sort used; and the plan is made without the
 * values (db/prepared.ts).
 */
export function searchQuery(
  nation: Nation,
  k: Keyword,
  scope: SearchScope = {},
  hints: SearchPlanHints = {},
): SQL {
  const conditions = (form: ConditionForm) => {
    const where = searchConditions(k, hints, form);
    if (scope.collectionOf) {
      where.push(
        sql`s.card_id in (select c.card_id from collection c where c.user_id = ${scope.collectionOf})`,
      );
    }
    return where.length ? sql.join(where, sql` and `) : sql`true`;
  };
  const whereSql = conditions('full');
  const order = searchOrder(k.sort, nation);
  const byRating = k.sort === 'rating_desc' || k.sort === 'rating_asc';
  // Ratings are needed for every match only when sorting by them; otherwise only for the page's rows.
  const ratingJoin = byRating ? sql`cross join lateral (${ratingsOf('s.card_id')}) r` : sql``;
  const offset = (k.page - 1) * k.page_size;
  const wanted = offset + k.page_size;
  const cap = searchCountCap(k.page, k.page_size);
  const few = sql`(select count(*) from matched) < ${cap}`;
  const many = sql`(select count(*) from matched) >= ${cap}`;
  const walkable = k.sort === 'release_desc';
  const walkFilled = sql`(select count(*) from walked) = ${wanted}`;

  const sortedPage = (source: SQL, gate: SQL) => sql`
    select card_id, total_count, false as total_capped, row_number() over () as rn from (
      select s.card_id, count(*) over () as total_count
      from ${source} s ${ratingJoin}
      where ${gate}
      order by ${order}
      limit ${k.page_size} offset ${offset}
    ) ordered`;

  return sql`
    with matched as materialized (
      select ${SORT_COLUMNS} from card_search s where ${conditions('capped')} limit ${cap}
    ),
    all_matched as materialized (
      select ${SORT_COLUMNS} from card_search s where ${whereSql}
    ),
    ${
      walkable
        ? sql`walked as materialized (
      select card_id, row_number() over () as rn from (
        select w.card_id from (
          select s.card_id, (${whereSql}) as hit from card_search s
          order by ${order} limit ${wanted * WALK_ROWS_PER_CARD}
        ) w where w.hit limit ${wanted}
      ) hits
    ),`
        : sql``
    }
    page as (
      ${sortedPage(sql`matched`, few)}
      union all
      ${
        walkable
          ? sql`select card_id, ${cap}::bigint, true, rn - ${offset} from walked
      where ${many} and ${walkFilled} and rn > ${offset}
      union all
      ${sortedPage(sql`all_matched`, sql`${many} and not ${walkFilled}`)}`
          : sortedPage(sql`all_matched`, many)
      }
    )
    select coalesce('[' || string_agg(${ROW_JSON}, ',' order by p.rn) || ']', '[]') as json
    from page p cross join lateral (
      -- By key, one row each: LIMIT keeps this a nested loop even where a generic plan thinks the page
      -- holds thousands of rows (its LIMIT is a parameter) and would rather hash all of card_search_row.
      select h.json_head from card_search_row h where h.card_id = p.card_id limit 1
    ) h cross join lateral (${ratingsOf('p.card_id')}) r`;
}

/**
 * One page of a search as the JSON text of its rows (§3 "Search result row"), with the total (or the cap,
 * see searchQuery) on every row. The database writes the JSON: turning 24 rows of 36 columns into objects
 * and back into text cost the server process about 0.4 ms a search, several times a bare request.
 */
export async function searchCardsJson(
  db: DbOrTx,
  nation: Nation,
  k: Keyword,
  scope: SearchScope = {},
): Promise<string> {
  const hints = { hpIndexed: await hpRangeIsSelective(db, k.hp_min, k.hp_max) };
  const [answer] = await queryRowsPrepared<{ json: string }>(
    db,
    'card_search',
    searchQuery(nation, k, scope, hints),
  );
  return answer!.json;
}

/** A page of a search found elsewhere (the in-memory copy, search-copy/site-page.ts): its cards in order. */
export interface FoundPage {
  ids: string[];
  /** The number of matches, or the count cap when `capped`. */
  total: number;
  capped: boolean;
}

/**
 * The JSON text of a found page's rows, written as searchQuery() writes its page: each card's stored head
 * with its live ratings and the page's total.
 */
export async function searchRowsJson(db: DbOrTx, page: FoundPage): Promise<string> {
  if (page.ids.length === 0) return '[]';
  const [answer] = await queryRowsPrepared<{ json: string }>(
    db,
    'card_search_rows',
    sql`select coalesce('[' || string_agg(${ROW_JSON}, ',' order by p.rn) || ']', '[]') as json
      from (
        select u.card_id, u.rn, ${page.total}::bigint as total_count, ${page.capped}::boolean as total_capped
        from unnest(${sql.param(page.ids)}::text[]) with ordinality u(card_id, rn)
      ) p cross join lateral (
        select h.json_head from card_search_row h where h.card_id = p.card_id limit 1
      ) h cross join lateral (${ratingsOf('p.card_id')}) r`,
  );
  return answer!.json;
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
      select ${ROW_COLUMNS}, count(*) over ()::int as total_count, false as total_capped
      from card_search s cross join lateral (${ratingsOf('s.card_id')}) r
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

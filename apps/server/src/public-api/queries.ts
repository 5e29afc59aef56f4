import { sql, type SQL } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import { queryRows, type DbOrTx } from '../db/client';
import { searchConditions, type Keyword } from '../repositories/search-conditions';

/**
 * The few reads the public API needs beyond the site's repositories: the keyset-paged search, a set by
 * its code, and how a card's Korean and Japanese records were linked.
 */

export interface SearchRowOut {
  id: string;
  supertype: string;
  subtypes: string[];
  types: string[];
  hp: number | null;
  regulation_mark: string | null;
  name_kr: string | null;
  name_kr_confirmed: boolean;
  name_en: string;
  name_jp: string | null;
  has_kr: boolean;
  has_jp: boolean;
  set_en: string | null;
  set_kr: string | null;
  set_jp: string | null;
  number_en: string | null;
  number_kr: string | null;
  number_jp: string | null;
  rarity_en: string | null;
  rarity_kr: string | null;
  rarity_jp: string | null;
  release_en: string | null;
  release_kr: string | null;
  release_jp: string | null;
  image_en: string | null;
  image_kr: string | null;
  image_jp: string | null;
}

/** The columns of a SearchRowOut, read from card_search s (also by the in-memory copy, search-index.ts). */
export const SEARCH_ROW_COLUMNS = sql.raw(`s.card_id as id, s.supertype, s.subtypes, s.types, s.hp,
        s.regulation_mark, s.name_kr, s.name_kr_confirmed, s.name_en, s.name_jp,
        s.available_kr is not null as has_kr, s.available_jp is not null as has_jp,
        s.set_en, s.set_kr, s.set_jp, s.number_en, s.number_kr, s.number_jp,
        s.rarity_en, s.rarity_kr, s.rarity_jp,
        s.release_en::text as release_en, s.release_kr::text as release_kr, s.release_jp::text as release_jp,
        s.image_en, s.image_kr, s.image_jp`);

/**
 * One page of a search in card id order, starting after `afterId`: the same conditions as /card/list
 * (searchConditions), with a unique sort key so that pages never overlap. Reads one row more than the
 * page to know whether another page follows.
 *
 * Planned with its values, so the HP range is written as the plain column: the planner then knows how
 * many cards a range holds. (`s.hp + 0`, the generic plans' way round the HP index, hid that: a range
 * holding half the Pokémon was estimated at 110 rows and sorted whole, 20 ms, where walking the card ids
 * finds a page in 0.2 ms.) A rarity is read in card id order from its own index (rarity, card_id): its
 * cards cluster in a few sets, which a walk of every card id met only near the end.
 */
export function searchPageQuery(k: Keyword, afterId: string | null, limit: number): SQL {
  const where = searchConditions(k);
  if (afterId !== null) where.push(sql`s.card_id > ${afterId}`);
  const whereSql = where.length ? sql.join(where, sql` and `) : sql`true`;
  return sql`select ${SEARCH_ROW_COLUMNS}
      from card_search s
      where ${whereSql}
      order by s.card_id
      limit ${limit + 1}`;
}

export function searchPage(
  db: DbOrTx,
  k: Keyword,
  afterId: string | null,
  limit: number,
): Promise<SearchRowOut[]> {
  return queryRows<SearchRowOut>(db, searchPageQuery(k, afterId, limit));
}

/** The name of a set given its edition and code; sets are keyed by name elsewhere (card_kr.set_name …). */
export async function findSetName(db: DbOrTx, nation: Nation, code: string): Promise<string | undefined> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select name from card_set where nation = ${nation} and code = ${code} limit 1`,
  );
  return row?.name;
}

export interface EditionLinkFacts {
  nation: 'kr' | 'jp';
  imported: boolean;
  edited: boolean;
  /** The score of the confirmed link proposal that moved this print onto the card, if one did. */
  proposal_score: number | null;
}

/** How the card's Korean and Japanese records came to it: imported, confirmed from a proposal, or typed. */
export function editionLinks(db: DbOrTx, cardId: string): Promise<EditionLinkFacts[]> {
  return queryRows<EditionLinkFacts>(
    db,
    sql`select e.nation, e.source_id is not null as imported, e.writer is not null as edited,
        (select max(p.score)::float8 from card_link_proposal p
          where p.to_card_id = ${cardId} and p.status = '확정' and e.nation = 'jp') as proposal_score
      from (
        select 'kr' as nation, source_id, writer from card_kr where card_id = ${cardId}
        union all
        select 'jp', source_id, writer from card_jp where card_id = ${cardId}
      ) e`,
  );
}

/**
 * The next `limit` card ids after `afterId` in id order, deleted cards left out: the bulk export walks the
 * catalogue with these pages (the primary key's order, so each page is an index range scan).
 */
export async function cardIdsAfter(db: DbOrTx, afterId: string, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from card_en where deleted_at is null and id > ${afterId} order by id limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

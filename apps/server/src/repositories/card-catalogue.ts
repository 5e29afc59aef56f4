import { sql, type SQL } from 'drizzle-orm';
import type { CatalogueRow } from '@carddogam/contract/calls/card-admin-catalogue';
import { queryRows, type DbOrTx } from '../db/client';
import { seoulDateTime } from '../db/seoul-time';
import { nameMatches } from './search-conditions';

/**
 * The whole catalogue for /admin/card/card_en. Live cards are read from card_search (one row per card,
 * indexed for every sort offered); deleted cards have left card_search, so that list reads card_en.
 */

export interface CatalogueQuery {
  page: number;
  size: number;
  text: string;
  set_id: string;
  supertype: string;
  has_kr: 'any' | 'yes' | 'no';
  has_jp: 'any' | 'yes' | 'no';
  own_only: boolean;
  deleted: boolean;
  sort: 'id' | 'name' | 'release' | 'modified';
  dir: 'asc' | 'desc';
}

const presence = (column: SQL, wanted: 'any' | 'yes' | 'no'): SQL | null =>
  wanted === 'any' ? null : wanted === 'yes' ? sql`${column} is not null` : sql`${column} is null`;

/** The conditions on card_search `s`, shared by the page and its count. */
function liveConditions(q: CatalogueQuery): SQL {
  const where: Array<SQL | null> = [
    q.text ? sql`(s.card_id = ${q.text} or ${nameMatches(q.text)})` : null,
    q.set_id ? sql`s.card_id in (select id from card_en where set_id = ${q.set_id})` : null,
    q.supertype ? sql`s.supertype = ${q.supertype}` : null,
    presence(sql`s.available_kr`, q.has_kr),
    presence(sql`s.available_jp`, q.has_jp),
    q.own_only ? sql`not s.available_en` : null,
  ];
  const kept = where.filter((w): w is SQL => w !== null);
  return kept.length === 0 ? sql`true` : sql.join(kept, sql` and `);
}

/**
 * The orders of the sorts; the release order is that of card_search_order_en_idx, so the default page is
 * read from the top of that index rather than sorted.
 */
function liveOrder(q: CatalogueQuery): SQL {
  const desc = q.dir === 'desc';
  switch (q.sort) {
    case 'id':
      return desc ? sql`s.card_id desc` : sql`s.card_id`;
    case 'name':
      return desc ? sql`s.name_en desc, s.card_id desc` : sql`s.name_en, s.card_id`;
    case 'modified':
      return desc
        ? sql`s.last_modified_datetime desc, s.card_id desc`
        : sql`s.last_modified_datetime, s.card_id`;
    default:
      return desc
        ? sql`coalesce(s.release_en, s.release_jp) desc nulls last,
              coalesce(s.number_sort_en, s.number_sort_jp) nulls last, s.card_id`
        : sql`coalesce(s.release_en, s.release_jp) nulls first,
              coalesce(s.number_sort_en, s.number_sort_jp) desc nulls first, s.card_id desc`;
  }
}

async function liveCards(db: DbOrTx, q: CatalogueQuery): Promise<{ total: number; rows: CatalogueRow[] }> {
  const where = liveConditions(q);
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from card_search s where ${where}`,
  );
  const rows = await queryRows<CatalogueRow>(
    db,
    sql`select s.card_id as id, s.name_en, s.name_kr, s.name_jp, s.supertype, s.set_en as set_name,
        coalesce(s.number_en, '') as number, to_char(coalesce(s.release_en, s.release_jp), 'YYYY-MM-DD') as release,
        s.available_kr is not null as has_kr, s.available_jp is not null as has_jp,
        s.available_en as is_available, ${seoulDateTime(sql`s.last_modified_datetime`)} as last_modified,
        null::text as deleted_at
      from card_search s
      where ${where}
      order by ${liveOrder(q)}
      limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return { total: count?.total ?? 0, rows };
}

/** Deleted cards are few (and leave for good after the undo window's worth of care), newest first. */
async function deletedCards(db: DbOrTx, q: CatalogueQuery): Promise<{ total: number; rows: CatalogueRow[] }> {
  const text = q.text ? `%${q.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`e.deleted_at is not null
    and (${text}::text is null or e.id = ${q.text} or e.name ilike ${text} or k.name ilike ${text} or j.name ilike ${text})
    and (${q.set_id} = '' or e.set_id = ${q.set_id})
    and (${q.supertype} = '' or e.supertype = ${q.supertype})`;
  const rows = await queryRows<CatalogueRow & { full_count: number }>(
    db,
    sql`select e.id, e.name as name_en, k.name as name_kr, j.name as name_jp, e.supertype, e.set_name,
        e.number, to_char(e.set_release, 'YYYY-MM-DD') as release,
        k.card_id is not null as has_kr, j.card_id is not null as has_jp, e.is_available,
        ${seoulDateTime(sql`e.last_modified_datetime`)} as last_modified,
        ${seoulDateTime(sql`e.deleted_at`)} as deleted_at, count(*) over ()::int as full_count
      from card_en e
      left join card_kr k on k.card_id = e.id
      left join card_jp j on j.card_id = e.id
      where ${where}
      order by e.deleted_at desc, e.id
      limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return { total: rows[0]?.full_count ?? 0, rows: rows.map(({ full_count: _, ...row }) => row) };
}

export function listCatalogue(
  db: DbOrTx,
  q: CatalogueQuery,
): Promise<{ total: number; rows: CatalogueRow[] }> {
  return q.deleted ? deletedCards(db, q) : liveCards(db, q);
}

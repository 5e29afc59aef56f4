import { sql } from 'drizzle-orm';
import {
  UNDO_DAYS,
  type DeleteCandidate,
  type DeletedCardRow,
} from '@carddogam/contract/calls/card-admin-catalogue';
import { queryRows, type DbOrTx } from '../db/client';
import { seoulDateTime } from '../db/seoul-time';
import { nameMatches } from './search-conditions';

/** Soft deletes of cards (/admin/card/delete): the card row stays, with who deleted it and when. */

const FIND_LIMIT = 20;
const undoInterval = sql.raw(`interval '${UNDO_DAYS} days'`);

/** What hangs on a card, counted by the card_id indexes of each table. */
const impact = sql`json_build_object(
  'reviews', (select count(*) from card_review where card_id = e.id),
  'price_records', (select count(*) from trade_price where card_id = e.id and post_id = 0),
  'trade_lines', (select count(*) from trade_price where card_id = e.id and post_id <> 0),
  'deck_entries', (select count(*) from deck_card where card_id = e.id),
  'collection_entries', (select count(*) from collection where card_id = e.id),
  'edit_history', (select count(*) from update_log where card_id = e.id))`;

/** Cards by exact id (deleted or not) or by name (live cards, through the search's name index). */
export async function findDeleteCandidates(db: DbOrTx, query: string): Promise<DeleteCandidate[]> {
  return queryRows<DeleteCandidate>(
    db,
    sql`select e.id, e.name as name_en, k.name as name_kr, e.set_name, e.number,
        ${seoulDateTime(sql`e.deleted_at`)} as deleted_at, ${impact} as impact
      from card_en e
      left join card_kr k on k.card_id = e.id
      where e.id = ${query}
         or e.id in (select s.card_id from card_search s where ${nameMatches(query)}
                     order by s.card_id limit ${FIND_LIMIT})
      order by e.id = ${query} desc, e.id
      limit ${FIND_LIMIT}`,
  );
}

export interface CardSnapshot {
  id: string;
  name: string;
  set_name: string | null;
  number: string;
  deleted_at: string | null;
  within_undo_window: boolean;
}

/** The card row, locked so that a delete and an undo of one card run one after the other. */
export async function lockCard(db: DbOrTx, id: string): Promise<CardSnapshot | undefined> {
  const [row] = await queryRows<CardSnapshot>(
    db,
    sql`select id, name, set_name, number, deleted_at::text as deleted_at,
        coalesce(deleted_at > now() - ${undoInterval}, false) as within_undo_window
      from card_en where id = ${id} for update`,
  );
  return row;
}

export async function markDeleted(db: DbOrTx, id: string, userId: string): Promise<void> {
  await db.execute(sql`update card_en set deleted_at = now(), deleted_by = ${userId} where id = ${id}`);
}

export async function clearDeleted(db: DbOrTx, id: string): Promise<void> {
  await db.execute(sql`update card_en set deleted_at = null, deleted_by = null where id = ${id}`);
}

export async function listDeletedCards(
  db: DbOrTx,
  page: number,
  size: number,
): Promise<{ total: number; rows: DeletedCardRow[] }> {
  const rows = await queryRows<DeletedCardRow & { full_count: number }>(
    db,
    sql`select e.id, e.name as name_en, k.name as name_kr, ${seoulDateTime(sql`e.deleted_at`)} as deleted_at,
        e.deleted_by, u.nickname as deleted_by_nickname,
        ${seoulDateTime(sql`(e.deleted_at + ${undoInterval})`)} as undo_until,
        e.deleted_at > now() - ${undoInterval} as can_undo,
        count(*) over ()::int as full_count
      from card_en e
      left join card_kr k on k.card_id = e.id
      left join users u on u.user_id = e.deleted_by
      where e.deleted_at is not null
      order by e.deleted_at desc, e.id
      limit ${size} offset ${(page - 1) * size}`,
  );
  return { total: rows[0]?.full_count ?? 0, rows: rows.map(({ full_count: _, ...row }) => row) };
}

/** The card as it is, all three editions, for the staff action log of a delete. */
export async function cardRecordSnapshot(db: DbOrTx, id: string): Promise<unknown> {
  const [row] = await queryRows<{ card: unknown }>(
    db,
    sql`select json_build_object(
        'en', (select to_jsonb(e) - 'dump' from card_en e where e.id = ${id}),
        'kr', (select to_jsonb(k) from card_kr k where k.card_id = ${id}),
        'jp', (select to_jsonb(j) from card_jp j where j.card_id = ${id})) as card`,
  );
  return row?.card ?? null;
}

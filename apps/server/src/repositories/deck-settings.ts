import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { queryRows } from '../db/client';
import { arrayParam } from '../db/array-param';
import { deckNotice, deckSeason, deckTagItem } from '../db/schema/index';

/** Deck notices, tags and seasons (/admin/deck/notice, tag, season). */

type OrderedTable = 'deck_notice' | 'deck_tag_item';

/**
 * The given ids take the places 1, 2, …; the rows not given follow in their old order; one statement.
 * The table name comes from the fixed list above, never from input.
 */
export async function reorderRows(db: DbOrTx, table: OrderedTable, ids: readonly number[]) {
  const t = sql.raw(table);
  await db.execute(sql`with given as (
      select g.id, g.place from unnest(${arrayParam(ids, 'int')}) with ordinality as g(id, place)),
    placed as (
      select r.id, row_number() over (order by g.place nulls last, r.sort_order, r.id) as place
      from ${t} r left join given g on g.id = r.id)
    update ${t} r set sort_order = placed.place from placed where placed.id = r.id`);
}

/** The next place at the end of a list, so a new row shows last. */
async function nextPlace(db: DbOrTx, table: OrderedTable): Promise<number> {
  const [row] = await queryRows<{ place: number }>(
    db,
    sql`select coalesce(max(sort_order), 0)::int + 1 as place from ${sql.raw(table)}`,
  );
  return row?.place ?? 1;
}

export function listNotices(db: DbOrTx, shownOnly: boolean) {
  return db
    .select()
    .from(deckNotice)
    .where(shownOnly ? eq(deckNotice.isShow, true) : undefined)
    .orderBy(asc(deckNotice.sortOrder), desc(deckNotice.id));
}

export async function findNotice(db: DbOrTx, id: number) {
  const [row] = await db.select().from(deckNotice).where(eq(deckNotice.id, id));
  return row;
}

export interface NoticeValues {
  title: string;
  content: string;
  isShow: boolean;
}

export async function insertNotice(db: DbOrTx, values: NoticeValues) {
  const sortOrder = await nextPlace(db, 'deck_notice');
  const [row] = await db
    .insert(deckNotice)
    .values({ ...values, sortOrder })
    .returning();
  return row!;
}

export async function updateNotice(db: DbOrTx, id: number, values: NoticeValues) {
  const [row] = await db.update(deckNotice).set(values).where(eq(deckNotice.id, id)).returning();
  return row;
}

export async function deleteNotice(db: DbOrTx, id: number) {
  const [row] = await db.delete(deckNotice).where(eq(deckNotice.id, id)).returning();
  return row;
}

export function listTags(db: DbOrTx, shownOnly: boolean) {
  return db
    .select()
    .from(deckTagItem)
    .where(shownOnly ? eq(deckTagItem.isShow, true) : undefined)
    .orderBy(asc(deckTagItem.sortOrder), asc(deckTagItem.id));
}

export async function findTag(db: DbOrTx, id: number) {
  const [row] = await db.select().from(deckTagItem).where(eq(deckTagItem.id, id));
  return row;
}

export async function insertTag(db: DbOrTx, name: string, isShow: boolean) {
  const sortOrder = await nextPlace(db, 'deck_tag_item');
  const [row] = await db.insert(deckTagItem).values({ name, isShow, sortOrder }).returning();
  return row!;
}

export async function updateTag(db: DbOrTx, id: number, name: string, isShow: boolean) {
  const [row] = await db.update(deckTagItem).set({ name, isShow }).where(eq(deckTagItem.id, id)).returning();
  return row;
}

export async function deleteTag(db: DbOrTx, id: number) {
  const [row] = await db.delete(deckTagItem).where(eq(deckTagItem.id, id)).returning();
  return row;
}

export function listSeasons(db: DbOrTx, shownOnly: boolean) {
  return db
    .select()
    .from(deckSeason)
    .where(shownOnly ? eq(deckSeason.isShow, true) : undefined)
    .orderBy(desc(deckSeason.startsOn), desc(deckSeason.id));
}

export async function findSeason(db: DbOrTx, id: number) {
  const [row] = await db.select().from(deckSeason).where(eq(deckSeason.id, id));
  return row;
}

export interface SeasonValues {
  name: string;
  startsOn: string;
  endsOn: string | null;
  isShow: boolean;
}

export async function insertSeason(db: DbOrTx, values: SeasonValues) {
  const [row] = await db.insert(deckSeason).values(values).returning();
  return row!;
}

export async function updateSeason(db: DbOrTx, id: number, values: SeasonValues) {
  const [row] = await db.update(deckSeason).set(values).where(eq(deckSeason.id, id)).returning();
  return row;
}

export async function deleteSeason(db: DbOrTx, id: number) {
  const [row] = await db.delete(deckSeason).where(eq(deckSeason.id, id)).returning();
  return row;
}

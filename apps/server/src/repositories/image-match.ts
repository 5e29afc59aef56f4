import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import type { DbOrTx } from '../db/client';
import { queryRows } from '../db/client';
import { imageMatchItem } from '../db/schema/index';

/** Image matching batches (image_match_item) and the card lookups by file name. */

export type ImageMatchItem = typeof imageMatchItem.$inferSelect;
export type NewImageMatchItem = typeof imageMatchItem.$inferInsert;

const editionTable = (nation: Nation) => sql.identifier(nation === 'en' ? 'card_en' : `card_${nation}`);
const editionKey = (nation: Nation) => sql.identifier(nation === 'en' ? 'id' : 'card_id');

/** The card ids a file name's candidates name: by card id, then by the print's source id (kr/jp). */
export async function cardsById(db: DbOrTx, nation: Nation, ids: string[]): Promise<string[]> {
  const json = JSON.stringify(ids);
  const bySource =
    nation === 'en'
      ? sql``
      : sql`union select p.card_id from ${editionTable(nation)} p
            where p.source_id in (select jsonb_array_elements_text(${json}::jsonb))`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select e.id from card_en e where e.id in (select jsonb_array_elements_text(${json}::jsonb))
          and e.deleted_at is null
        ${bySource}`,
  );
  return rows.map((r) => r.id);
}

/** English cards of a set code and number (card_en_set_id_idx). */
export async function cardsBySetNumber(db: DbOrTx, setId: string, number: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from card_en where set_id = ${setId} and number = ${number} and deleted_at is null`,
  );
  return rows.map((r) => r.id);
}

/** Whether the card has a record of the edition (the base record always exists for 'en'). */
export async function hasEdition(db: DbOrTx, nation: Nation, cardId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from ${editionTable(nation)} where ${editionKey(nation)} = ${cardId}
        ${nation === 'en' ? sql`and deleted_at is null` : sql``}`,
  );
  return rows.length > 0;
}

export async function insertItems(db: DbOrTx, items: NewImageMatchItem[]): Promise<void> {
  if (items.length > 0) await db.insert(imageMatchItem).values(items);
}

export interface BatchRow extends ImageMatchItem {
  cardName: string | null;
  currentImage: string | null;
  currentImageUrl: string | null;
}

/** A batch's rows with the matched card's name and the edition's current picture. */
export async function listBatch(db: DbOrTx, batchId: string): Promise<BatchRow[]> {
  return queryRows<BatchRow>(
    db,
    sql`select i.id, i.batch_id as "batchId", i.user_id as "userId", i.nation, i.file_name as "fileName",
          i.stored_path as "storedPath", i.card_id as "cardId", i.matched_by as "matchedBy", i.status, i.error,
          i.created,
          coalesce(case i.nation when 'kr' then k.name when 'jp' then j.name end, e.name) as "cardName",
          case i.nation when 'kr' then k.image when 'jp' then j.image else e.image end as "currentImage",
          case i.nation when 'kr' then k.image_url when 'jp' then j.image_url else e.image_url end as "currentImageUrl"
        from image_match_item i
        left join card_en e on e.id = i.card_id
        left join card_kr k on k.card_id = i.card_id
        left join card_jp j on j.card_id = i.card_id
        where i.batch_id = ${batchId}
        order by i.id`,
  );
}

export async function findItem(db: DbOrTx, id: number): Promise<ImageMatchItem | undefined> {
  const [row] = await db.select().from(imageMatchItem).where(eq(imageMatchItem.id, id));
  return row;
}

export async function lockItem(db: DbOrTx, id: number): Promise<ImageMatchItem | undefined> {
  const [row] = await db.select().from(imageMatchItem).where(eq(imageMatchItem.id, id)).for('update');
  return row;
}

export async function updateItem(db: DbOrTx, id: number, set: Partial<NewImageMatchItem>): Promise<void> {
  await db.update(imageMatchItem).set(set).where(eq(imageMatchItem.id, id));
}

/** The batch's rows ready to apply (matched, waiting), locked so two 적용 cannot store one row twice. */
export async function lockApplicable(db: DbOrTx, batchId: string, ids?: number[]): Promise<ImageMatchItem[]> {
  return db
    .select()
    .from(imageMatchItem)
    .where(
      and(
        eq(imageMatchItem.batchId, batchId),
        eq(imageMatchItem.status, '대기'),
        sql`${imageMatchItem.cardId} is not null and ${imageMatchItem.storedPath} is not null`,
        ids ? inArray(imageMatchItem.id, ids) : undefined,
      ),
    )
    .orderBy(imageMatchItem.id)
    .for('update');
}

export async function markApplied(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0)
    await db.update(imageMatchItem).set({ status: '적용' }).where(inArray(imageMatchItem.id, ids));
}

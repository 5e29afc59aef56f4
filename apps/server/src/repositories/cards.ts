import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import { PgTransaction, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { gatherReads, type GatheredReads } from '../db/gathered-reads';
import {
  cardAbility,
  cardAttack,
  cardEn,
  cardJp,
  cardKr,
  cardKrNameSuggestion,
  cardResistance,
  cardViewCount,
  cardWeakness,
} from '../db/schema/index';

/** Reads of the card tables (§7.1). Writes live with the services that own them. */

/**
 * A card_en row as every reader but the dump's needs it: all columns but `dump`, the source's JSON record
 * (about a kilobyte, parsed on every read), which only findDump() reads.
 */
export type CardEnRow = Omit<typeof cardEn.$inferSelect, 'dump'> & MirroredImage;
export type CardEditionRow = typeof cardKr.$inferSelect & MirroredImage;

interface MirroredImage {
  /** Our copy of the edition's picture while it is a copy of the record's current address (decision 029). */
  mirroredImage: string | null;
}

export const editionTable = (nation: 'kr' | 'jp') => (nation === 'kr' ? cardKr : cardJp);

const { dump: _dump, ...cardEnColumns } = getTableColumns(cardEn);

/**
 * The by-id card reads behind every card page and §7.1 call, prepared once per database handle: the query
 * is built once, and PostgreSQL parses and plans it once per connection instead of on every read.
 */
const preparedReads = new WeakMap<DbOrTx, ReturnType<typeof prepareReads>>();

/** The address of our copy of an edition's picture, read with the record: no second query per read. */
function mirroredImage(nation: Nation, cardId: AnyPgColumn, imageUrl: AnyPgColumn) {
  return sql<string | null>`(select m.address from card_image_mirror m
    where m.card_id = ${cardId} and m.nation = ${sql.raw(`'${nation}'`)} and m.source_url = ${imageUrl})`;
}

function prepareReads(db: DbOrTx) {
  // One statement for any number of ids: a list parameter keeps the text, and so the plan, the same.
  const ids = sql.placeholder('ids');
  const edition = (table: typeof cardKr | typeof cardJp, nation: 'kr' | 'jp') =>
    db
      .select({
        ...getTableColumns(table),
        mirroredImage: mirroredImage(nation, table.cardId, table.imageUrl),
      })
      .from(table)
      .where(sql`${table.cardId} = any(${ids}::text[])`)
      .prepare(`card_${nation}_by_ids`);
  return {
    en: db
      .select({ ...cardEnColumns, mirroredImage: mirroredImage('en', cardEn.id, cardEn.imageUrl) })
      .from(cardEn)
      .where(sql`${cardEn.id} = any(${ids}::text[])`)
      .prepare('card_en_by_ids'),
    kr: edition(cardKr, 'kr'),
    jp: edition(cardJp, 'jp'),
  };
}

function readsOf(db: DbOrTx) {
  let reads = preparedReads.get(db);
  if (!reads) {
    reads = prepareReads(db);
    preparedReads.set(db, reads);
  }
  return reads;
}

/**
 * The by-id reads of each database handle, gathered into batches (db/gathered-reads.ts): fifty card
 * pages opened at once cost a few statements, not fifty.
 */
const batchedReads = new WeakMap<
  DbOrTx,
  { en: GatheredReads<CardEnRow>; kr: GatheredReads<CardEditionRow>; jp: GatheredReads<CardEditionRow> }
>();

function batchedReadsOf(db: DbOrTx) {
  let batched = batchedReads.get(db);
  if (!batched) {
    const reads = readsOf(db);
    batched = {
      en: gatherReads(
        (ids) => reads.en.execute({ ids }) as Promise<CardEnRow[]>,
        (row) => row.id,
      ),
      kr: gatherReads(
        (ids) => reads.kr.execute({ ids }) as Promise<CardEditionRow[]>,
        (row) => row.cardId,
      ),
      jp: gatherReads(
        (ids) => reads.jp.execute({ ids }) as Promise<CardEditionRow[]>,
        (row) => row.cardId,
      ),
    };
    batchedReads.set(db, batched);
  }
  return batched;
}

/**
 * A transaction's reads come one after another on its one connection, so nothing would join them: they run
 * at once rather than wait a turn of the event loop while the transaction holds its locks.
 */
const inTransaction = (db: DbOrTx) => db instanceof PgTransaction;

export async function findCardEn(db: DbOrTx, id: string): Promise<CardEnRow | undefined> {
  if (inTransaction(db)) return ((await readsOf(db).en.execute({ ids: [id] })) as CardEnRow[])[0];
  return batchedReadsOf(db).en.load(id);
}

export async function findCardEdition(
  db: DbOrTx,
  nation: 'kr' | 'jp',
  id: string,
): Promise<CardEditionRow | undefined> {
  if (inTransaction(db)) return ((await readsOf(db)[nation].execute({ ids: [id] })) as CardEditionRow[])[0];
  return batchedReadsOf(db)[nation].load(id);
}

export async function cardExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: cardEn.id }).from(cardEn).where(eq(cardEn.id, id)).limit(1);
  return rows.length > 0;
}

export async function findDump(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ dump: cardEn.dump, isAvailable: cardEn.isAvailable })
    .from(cardEn)
    .where(eq(cardEn.id, id))
    .limit(1);
  return row;
}

export function listAbilities(db: DbOrTx, cardId: string, nation: Nation) {
  return db
    .select({ type: cardAbility.type, name: cardAbility.name, text: cardAbility.text })
    .from(cardAbility)
    .where(and(eq(cardAbility.cardId, cardId), eq(cardAbility.nation, nation)))
    .orderBy(asc(cardAbility.position), asc(cardAbility.id));
}

export function listAttacks(db: DbOrTx, cardId: string, nation: Nation) {
  return db
    .select({
      name: cardAttack.name,
      cost: cardAttack.cost,
      convertedEnergyCost: cardAttack.convertedEnergyCost,
      damage: cardAttack.damage,
      text: cardAttack.text,
    })
    .from(cardAttack)
    .where(and(eq(cardAttack.cardId, cardId), eq(cardAttack.nation, nation)))
    .orderBy(asc(cardAttack.position), asc(cardAttack.id));
}

export function listWeaknesses(db: DbOrTx, cardId: string) {
  return db
    .select({ type: cardWeakness.type, value: cardWeakness.value })
    .from(cardWeakness)
    .where(eq(cardWeakness.cardId, cardId))
    .orderBy(asc(cardWeakness.position));
}

export function listResistances(db: DbOrTx, cardId: string) {
  return db
    .select({ type: cardResistance.type, value: cardResistance.value })
    .from(cardResistance)
    .where(eq(cardResistance.cardId, cardId))
    .orderBy(asc(cardResistance.position));
}

export async function getViewCount(db: DbOrTx, cardId: string): Promise<number> {
  const [row] = await db
    .select({ viewCount: cardViewCount.viewCount })
    .from(cardViewCount)
    .where(eq(cardViewCount.cardId, cardId));
  return row?.viewCount ?? 0;
}

/** Adds one view; the caller has checked that the card exists. */
export async function increaseViewCount(db: DbOrTx, cardId: string): Promise<number> {
  const [row] = await db
    .insert(cardViewCount)
    .values({ cardId, viewCount: 1 })
    .onConflictDoUpdate({
      target: cardViewCount.cardId,
      set: { viewCount: sql`${cardViewCount.viewCount} + 1` },
    })
    .returning({ viewCount: cardViewCount.viewCount });
  return row?.viewCount ?? 0;
}

/** The writer of an edition record; en cards count as written by 관리자 (§6), so they have none here. */
export async function findWriter(
  db: DbOrTx,
  cardId: string,
  nation: Nation,
): Promise<string | null | undefined> {
  if (nation === 'en') {
    const [row] = await db.select({ writer: cardEn.writer }).from(cardEn).where(eq(cardEn.id, cardId));
    return row ? row.writer : undefined;
  }
  const row = await findCardEdition(db, nation, cardId);
  return row ? row.writer : undefined;
}

/** The unconfirmed Korean name made at import (decision 006), if any. */
export async function findNameSuggestion(db: DbOrTx, cardId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: cardKrNameSuggestion.name })
    .from(cardKrNameSuggestion)
    .where(eq(cardKrNameSuggestion.cardId, cardId));
  return row?.name;
}

import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DictionaryKind } from '@carddogam/contract/calls/translate-admin';
import { queryRows, type DbOrTx } from '../db/client';
import { rarityMap, translationEntry } from '../db/schema/index';
import { seoulDateTime } from '../db/seoul-time';
import { likeEscape } from './search-conditions';

/**
 * The translation dictionaries (translation_entry for card and attack/ability names, rarity_map for
 * rarities) with the number of cards each entry would fill. Counts are worked out for the page shown
 * only, through the name indexes, never for the whole dictionary.
 */

export interface EntryRow {
  id: number;
  en: string;
  kr: string;
  jp: string | null;
  source: string;
  writer: string | null;
  updated: string;
  fills: number;
}

export type EntryFields = { en: string; kr: string; jp: string | null };

/** Cards with an English name and no Korean name, by the entry's English name (any case). */
const cardNameFills = (en: SQL) => sql`(select count(*)::int from card_en e
  where lower(e.name) = lower(${en}) and e.source <> 'tcgdex' and e.deleted_at is null
    and not exists (select 1 from card_kr k where k.card_id = e.id and btrim(coalesce(k.name, '')) <> ''))`;

/** English attacks and abilities of this name whose card has no Korean part at that place. */
const partNameFills = (en: SQL) => sql`(
  (select count(*)::int from card_attack a where lower(a.name) = lower(${en}) and a.nation = 'en'
    and not exists (select 1 from card_attack b
      where b.card_id = a.card_id and b.nation = 'kr' and b.position = a.position))
  + (select count(*)::int from card_ability a where lower(a.name) = lower(${en}) and a.nation = 'en'
    and not exists (select 1 from card_ability b
      where b.card_id = a.card_id and b.nation = 'kr' and b.position = a.position)))`;

const SORT_COLUMNS = {
  en: { inner: sql`lower(t.en)`, outer: sql`lower(p.en)` },
  kr: { inner: sql`t.kr`, outer: sql`p.kr` },
  updated: { inner: sql`t.updated`, outer: sql`p.updated_at` },
} as const;

function textFilter(text: string, columns: SQL[]): SQL {
  if (!text) return sql`true`;
  const pattern = `%${likeEscape(text)}%`;
  return sql`(${sql.join(
    columns.map((c) => sql`${c} ilike ${pattern}`),
    sql` or `,
  )})`;
}

export async function listEntries(
  db: DbOrTx,
  kind: DictionaryKind,
  filter: { text: string; sort: keyof typeof SORT_COLUMNS; order: 'asc' | 'desc' },
  page: { page: number; size: number },
): Promise<{ total: number; rows: EntryRow[] }> {
  const where = sql`t.kind = ${kind} and ${textFilter(filter.text, [sql`t.en`, sql`t.kr`, sql`t.jp`])}`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from translation_entry t where ${where}`,
  );
  const direction = filter.order === 'desc' ? sql`desc` : sql`asc`;
  const fills = (kind === 'card_name' ? cardNameFills : partNameFills)(sql`p.en`);
  const rows = await queryRows<EntryRow>(
    db,
    sql`select p.*, ${fills} as fills from (
          select t.id, t.en, t.kr, t.jp, t.source, t.writer, ${seoulDateTime(sql`t.updated`)} as updated,
            t.updated as updated_at
          from translation_entry t where ${where}
          order by ${SORT_COLUMNS[filter.sort].inner} ${direction}, t.id
          limit ${page.size} offset ${(page.page - 1) * page.size}) p
        order by ${SORT_COLUMNS[filter.sort].outer} ${direction}, p.id`,
  );
  return { total: count?.n ?? 0, rows };
}

export async function findEntry(db: DbOrTx, id: number) {
  const [row] = await db.select().from(translationEntry).where(eq(translationEntry.id, id));
  return row;
}

export async function insertEntry(
  db: DbOrTx,
  kind: DictionaryKind,
  fields: EntryFields,
  writer: string,
): Promise<number> {
  const [row] = await db
    .insert(translationEntry)
    .values({ kind, ...fields, source: 'staff', writer })
    .returning({ id: translationEntry.id });
  return row!.id;
}

/** A changed entry becomes staff's own: seeding never touches it again. */
export async function updateEntry(
  db: DbOrTx,
  kind: DictionaryKind,
  id: number,
  fields: EntryFields,
  writer: string,
): Promise<boolean> {
  const changed = await db
    .update(translationEntry)
    .set({ ...fields, source: 'staff', writer, updated: sql`now()` })
    .where(and(eq(translationEntry.id, id), eq(translationEntry.kind, kind)))
    .returning({ id: translationEntry.id });
  return changed.length > 0;
}

export async function deleteEntry(db: DbOrTx, id: number) {
  const [row] = await db.delete(translationEntry).where(eq(translationEntry.id, id)).returning();
  return row;
}

export interface RarityRow {
  id: number;
  en: string;
  kr: string | null;
  jp: string | null;
  fills: number;
}

/**
 * Rarities with the cards of each that have no Korean rarity. rarity_map holds a few dozen rows, and
 * card_en has no rarity index; the counts of the page come from one grouped pass over the cards of
 * the rarities shown.
 */
export async function listRarities(
  db: DbOrTx,
  text: string,
  page: { page: number; size: number },
): Promise<{ total: number; rows: RarityRow[] }> {
  const where = textFilter(text, [sql`r.en`, sql`r.kr`, sql`r.jp`]);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from rarity_map r where ${where}`,
  );
  const rows = await queryRows<RarityRow>(
    db,
    sql`with shown as (
          select r.id, r.en, r.kr, r.jp from rarity_map r where ${where}
          order by r.id limit ${page.size} offset ${(page.page - 1) * page.size}),
        lacking as (
          select e.rarity, count(*)::int as n from card_en e
          left join card_kr k on k.card_id = e.id
          where e.rarity in (select en from shown) and e.deleted_at is null
            and btrim(coalesce(k.rarity, '')) = ''
          group by e.rarity)
        select s.id, s.en, s.kr, s.jp, coalesce(l.n, 0) as fills
        from shown s left join lacking l on l.rarity = s.en order by s.id`,
  );
  return { total: count?.n ?? 0, rows };
}

export async function findRarity(db: DbOrTx, id: number) {
  const [row] = await db.select().from(rarityMap).where(eq(rarityMap.id, id));
  return row;
}

export async function insertRarity(db: DbOrTx, fields: EntryFields): Promise<number> {
  const [row] = await db.insert(rarityMap).values(fields).returning({ id: rarityMap.id });
  return row!.id;
}

export async function updateRarity(db: DbOrTx, id: number, fields: EntryFields): Promise<boolean> {
  const changed = await db
    .update(rarityMap)
    .set(fields)
    .where(eq(rarityMap.id, id))
    .returning({ id: rarityMap.id });
  return changed.length > 0;
}

export async function deleteRarity(db: DbOrTx, id: number) {
  const [row] = await db.delete(rarityMap).where(eq(rarityMap.id, id)).returning();
  return row;
}

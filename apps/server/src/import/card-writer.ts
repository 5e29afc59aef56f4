import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import {
  cardAbility,
  cardAttack,
  cardEn,
  cardJp,
  cardKr,
  cardKrNameSuggestion,
  cardResistance,
  cardWeakness,
} from '../db/schema/index';
import type { CardParts } from './en';
import type { AsiaEditionRow } from './asia';
import { insertJsonRows } from './json-rows';

/** What one write did to each record it was given. */
export interface WriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Records a staff member has edited since (writer set): the import never overwrites them. */
  keptStaffEdits: number;
}
export const emptyCounts = (): WriteCounts => ({ inserted: 0, updated: 0, unchanged: 0, keptStaffEdits: 0 });
export function addCounts(into: WriteCounts, more: WriteCounts): void {
  into.inserted += more.inserted;
  into.updated += more.updated;
  into.unchanged += more.unchanged;
  into.keptStaffEdits += more.keptStaffEdits;
}

/**
 * `column = any(ids)` with the whole list in one JSON parameter. Drizzle's inArray binds one parameter per
 * id, and binding the catalogue's ids one by one for every lookup and delete was a noticeable part of the
 * first import.
 */
function inList(column: AnyPgColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(array(select json_array_elements_text(${JSON.stringify(ids)}::json)))`;
}

/** `set col = excluded.col` for every column except the ones the import must not touch. */
function excludedSet(table: PgTable, keep: readonly string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (keep.includes(key)) continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

type Existing = Map<string, { hash: string | null; writer: string | null }>;

/** Sorts incoming records into new, changed, unchanged and staff-edited by their source hash. */
function classify<T extends { sourceHash: string }>(
  items: Array<{ key: string; row: T }>,
  existing: Existing,
  counts: WriteCounts,
) {
  const write: Array<{ key: string; row: T }> = [];
  for (const item of items) {
    const found = existing.get(item.key);
    if (!found) {
      counts.inserted += 1;
      write.push(item);
    } else if (found.writer) {
      counts.keptStaffEdits += 1;
    } else if (found.hash === item.row.sourceHash) {
      counts.unchanged += 1;
    } else {
      counts.updated += 1;
      write.push(item);
    }
  }
  return write;
}

/** Replaces the parts (abilities, attacks; and for base records weaknesses, resistances) of the cards. */
async function replaceParts(
  tx: Tx,
  nation: 'en' | 'kr' | 'jp',
  cards: Array<{ cardId: string; parts: CardParts; withTypeParts: boolean }>,
): Promise<void> {
  if (cards.length === 0) return;
  const ids = cards.map((c) => c.cardId);
  await tx.delete(cardAbility).where(and(inList(cardAbility.cardId, ids), eq(cardAbility.nation, nation)));
  await tx.delete(cardAttack).where(and(inList(cardAttack.cardId, ids), eq(cardAttack.nation, nation)));
  const abilities = cards.flatMap((c) =>
    c.parts.abilities.map((a, position) => ({ cardId: c.cardId, nation, position, ...a })),
  );
  const attacks = cards.flatMap((c) =>
    c.parts.attacks.map((a, position) => ({ cardId: c.cardId, nation, position, ...a })),
  );
  await insertJsonRows(tx, cardAbility, abilities);
  await insertJsonRows(tx, cardAttack, attacks);

  const typed = cards.filter((c) => c.withTypeParts);
  if (typed.length === 0) return;
  const typedIds = typed.map((c) => c.cardId);
  await tx.delete(cardWeakness).where(inList(cardWeakness.cardId, typedIds));
  await tx.delete(cardResistance).where(inList(cardResistance.cardId, typedIds));
  const weaknesses = typed.flatMap((c) =>
    c.parts.weaknesses.map((w, position) => ({ cardId: c.cardId, position, ...w })),
  );
  const resistances = typed.flatMap((c) =>
    c.parts.resistances.map((r, position) => ({ cardId: c.cardId, position, ...r })),
  );
  await insertJsonRows(tx, cardWeakness, weaknesses);
  await insertJsonRows(tx, cardResistance, resistances);
}

export interface BaseCardInput {
  row: typeof cardEn.$inferInsert & { id: string; sourceHash: string };
  parts: CardParts;
  /** The edition whose abilities and attacks these parts are: 'en', or the print's own for asia-only cards. */
  partsNation: 'en' | 'kr' | 'jp';
}

/** Writes base records (card_en) and their parts; returns the ids that were written. */
export async function writeBaseCards(tx: Tx, cards: BaseCardInput[], counts: WriteCounts): Promise<string[]> {
  if (cards.length === 0) return [];
  const found = await tx
    .select({ id: cardEn.id, hash: cardEn.sourceHash, writer: cardEn.writer })
    .from(cardEn)
    .where(
      inList(
        cardEn.id,
        cards.map((c) => c.row.id),
      ),
    );
  const existing: Existing = new Map(found.map((f) => [f.id, { hash: f.hash, writer: f.writer }]));
  const byId = new Map(cards.map((c) => [c.row.id, c]));
  const write = classify(
    cards.map((c) => ({ key: c.row.id, row: c.row })),
    existing,
    counts,
  );
  if (write.length === 0) return [];
  const set = {
    ...excludedSet(cardEn, ['id', 'image', 'writer', 'isPreCard', 'created']),
    lastModifiedDatetime: sql`now()`,
  };
  await insertJsonRows(
    tx,
    cardEn,
    write.map((w) => w.row),
    { onConflict: { target: 'id', set } },
  );
  const written = write.map((w) => byId.get(w.key)!);
  for (const nation of ['en', 'kr', 'jp'] as const) {
    const ofNation = written.filter((c) => c.partsNation === nation);
    await replaceParts(
      tx,
      nation,
      ofNation.map((c) => ({ cardId: c.row.id, parts: c.parts, withTypeParts: true })),
    );
  }
  return write.map((w) => w.key);
}

export interface EditionInput {
  cardId: string;
  row: AsiaEditionRow;
  parts: CardParts;
}

/** Writes kr or jp edition records and their parts; returns the card ids that were written. */
export async function writeEditions(
  tx: Tx,
  nation: 'kr' | 'jp',
  editions: EditionInput[],
  counts: WriteCounts,
): Promise<string[]> {
  if (editions.length === 0) return [];
  const table = nation === 'kr' ? cardKr : cardJp;
  const found = await tx
    .select({ cardId: table.cardId, sourceId: table.sourceId, hash: table.sourceHash, writer: table.writer })
    .from(table)
    .where(
      inList(
        table.cardId,
        editions.map((e) => e.cardId),
      ),
    );
  const existing: Existing = new Map(found.map((f) => [f.cardId, { hash: f.hash, writer: f.writer }]));
  const write = classify(
    editions.map((e) => ({ key: e.cardId, row: e.row })),
    existing,
    counts,
  );
  if (write.length === 0) return [];
  // A print that moved to another card since the last import (a new certain match) leaves its old record.
  const sourceIds = write.map((w) => w.row.sourceId);
  const moved = await tx
    .select({ cardId: table.cardId, sourceId: table.sourceId })
    .from(table)
    .where(and(inList(table.sourceId, sourceIds), sql`${table.writer} is null`));
  const target = new Map(write.map((w) => [w.row.sourceId, w.key]));
  const stale = moved.filter((m) => m.sourceId && target.get(m.sourceId) !== m.cardId).map((m) => m.cardId);
  if (stale.length > 0) await tx.delete(table).where(inList(table.cardId, stale));

  const set = {
    ...excludedSet(table, ['cardId', 'image', 'writer']),
    lastModifiedDatetime: sql`now()`,
  };
  await insertJsonRows(
    tx,
    table,
    write.map((w) => ({ cardId: w.key, ...w.row })),
    { onConflict: { target: 'cardId', set } },
  );
  const byId = new Map(editions.map((e) => [e.cardId, e]));
  await replaceParts(
    tx,
    nation,
    write.map((w) => ({ cardId: w.key, parts: byId.get(w.key)!.parts, withTypeParts: false })),
  );
  return [...write.map((w) => w.key), ...stale];
}

/**
 * Writes Korean name suggestions; returns the card ids whose suggestion changed. The source says where a
 * name came from: 'species' (the species and energy tables) or 'dictionary' (other prints, decision 021).
 */
export async function writeSuggestions(
  tx: Tx,
  suggestions: Array<{ cardId: string; name: string }>,
  source: 'species' | 'dictionary' = 'species',
): Promise<string[]> {
  if (suggestions.length === 0) return [];
  const found = await tx
    .select({
      cardId: cardKrNameSuggestion.cardId,
      name: cardKrNameSuggestion.name,
      source: cardKrNameSuggestion.source,
      confirmed: cardKrNameSuggestion.confirmed,
    })
    .from(cardKrNameSuggestion)
    .where(
      inList(
        cardKrNameSuggestion.cardId,
        suggestions.map((s) => s.cardId),
      ),
    );
  const current = new Map(found.map((f) => [f.cardId, f]));
  // A name staff confirmed, or one the staff's own dictionary proposed (source 'translate'), is theirs:
  // an import never replaces it.
  const changed = suggestions.filter((s) => {
    const now = current.get(s.cardId);
    if (now && (now.confirmed || now.source === 'translate')) return false;
    return now?.name !== s.name || now.source !== source;
  });
  await insertJsonRows(
    tx,
    cardKrNameSuggestion,
    changed.map((s) => ({ cardId: s.cardId, name: s.name, source })),
    { onConflict: { target: 'cardId', set: { name: sql`excluded.name`, source: sql`excluded.source` } } },
  );
  return changed.map((s) => s.cardId);
}

import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { cardEn, deckArchetype } from '../db/schema/index';

/** Deck archetypes (/admin/league/deck_name; decision 034). */

export type ArchetypeRow = typeof deckArchetype.$inferSelect;
export type ArchetypeInsert = Omit<typeof deckArchetype.$inferInsert, 'id' | 'created'>;

export const listArchetypes = (db: DbOrTx) =>
  db.select().from(deckArchetype).orderBy(desc(deckArchetype.priority), deckArchetype.nameKr);

export async function insertArchetype(db: DbOrTx, values: ArchetypeInsert): Promise<number> {
  const [row] = await db.insert(deckArchetype).values(values).returning({ id: deckArchetype.id });
  return row!.id;
}

/** Answers the row as it was before (its old key card retags too), undefined when there is none. */
export async function updateArchetype(
  tx: Tx,
  id: number,
  values: ArchetypeInsert,
): Promise<ArchetypeRow | undefined> {
  const [old] = await tx.select().from(deckArchetype).where(eq(deckArchetype.id, id)).for('update');
  if (!old) return undefined;
  await tx.update(deckArchetype).set(values).where(eq(deckArchetype.id, id));
  return old;
}

export async function deleteArchetype(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(deckArchetype)
    .where(eq(deckArchetype.id, id))
    .returning({ id: deckArchetype.id });
  return rows.length > 0;
}

/** The English card name as the catalogue spells it, matched without regard to case; undefined when none. */
export async function findEnglishCardName(db: DbOrTx, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: cardEn.name })
    .from(cardEn)
    .where(sql`lower(${cardEn.name}) = lower(${name})`)
    .limit(1);
  return row?.name;
}

export async function archetypeExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: deckArchetype.id })
    .from(deckArchetype)
    .where(eq(deckArchetype.id, id))
    .limit(1);
  return rows.length > 0;
}

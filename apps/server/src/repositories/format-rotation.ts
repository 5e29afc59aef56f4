import { and, desc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { formatRotation } from '../db/schema/index';

/** The standard rotation (/admin/deck/renewal): which regulation marks the format allows from which date. */

export const STANDARD = 'standard';

export type RotationRow = typeof formatRotation.$inferSelect;

export function listRotations(db: DbOrTx) {
  return db
    .select()
    .from(formatRotation)
    .where(eq(formatRotation.format, STANDARD))
    .orderBy(desc(formatRotation.effectiveFrom));
}

/** The row with the latest date not after `today` (a 'YYYY-MM-DD' Korean date); undefined before any. */
export async function findRotationInForce(db: DbOrTx, today: string): Promise<RotationRow | undefined> {
  const [row] = await db
    .select()
    .from(formatRotation)
    .where(and(eq(formatRotation.format, STANDARD), lte(formatRotation.effectiveFrom, today)))
    .orderBy(desc(formatRotation.effectiveFrom))
    .limit(1);
  return row;
}

export async function findRotation(db: DbOrTx, id: number) {
  const [row] = await db.select().from(formatRotation).where(eq(formatRotation.id, id));
  return row;
}

export interface RotationValues {
  effectiveFrom: string;
  legalMarks: string[];
  memo: string;
}

export async function insertRotation(db: DbOrTx, values: RotationValues) {
  const [row] = await db
    .insert(formatRotation)
    .values({ ...values, format: STANDARD })
    .returning();
  return row!;
}

export async function updateRotation(db: DbOrTx, id: number, values: RotationValues) {
  const [row] = await db.update(formatRotation).set(values).where(eq(formatRotation.id, id)).returning();
  return row;
}

export async function deleteRotation(db: DbOrTx, id: number) {
  const [row] = await db.delete(formatRotation).where(eq(formatRotation.id, id)).returning();
  return row;
}

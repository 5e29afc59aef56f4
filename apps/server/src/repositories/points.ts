import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { pointRecord, pointSetting, users } from '../db/schema/index';

export type PointRecordRow = typeof pointRecord.$inferSelect;
export type PointSettingRow = typeof pointSetting.$inferSelect;

export async function findPointAmount(
  db: DbOrTx,
  menu: string,
  activity: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ amount: pointSetting.amount })
    .from(pointSetting)
    .where(and(eq(pointSetting.menu, menu), eq(pointSetting.activity, activity)))
    .limit(1);
  return row?.amount;
}

export function listPointSettings(db: DbOrTx): Promise<PointSettingRow[]> {
  return db.select().from(pointSetting).orderBy(pointSetting.menu, pointSetting.activity);
}

export async function savePointSetting(
  db: DbOrTx,
  menu: string,
  activity: string,
  amount: number,
): Promise<PointSettingRow> {
  const [row] = await db
    .insert(pointSetting)
    .values({ menu, activity, amount })
    .onConflictDoUpdate({ target: [pointSetting.menu, pointSetting.activity], set: { amount } })
    .returning();
  return row!;
}

export async function deletePointSetting(db: DbOrTx, id: number): Promise<number> {
  const rows = await db
    .delete(pointSetting)
    .where(eq(pointSetting.id, id))
    .returning({ id: pointSetting.id });
  return rows.length;
}

export async function insertPointRecord(
  db: DbOrTx,
  row: typeof pointRecord.$inferInsert,
): Promise<PointRecordRow> {
  const [inserted] = await db.insert(pointRecord).values(row).returning();
  return inserted!;
}

/** Adds to the balance atomically (row lock) and returns the new balance, or undefined for no member. */
export async function addToBalance(db: DbOrTx, userId: string, amount: number): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ point: sql`${users.point} + ${amount}` })
    .where(eq(users.userId, userId))
    .returning({ point: users.point });
  return row?.point;
}

/**
 * Takes `amount` (> 0) from the balance only while the balance covers it, in one statement (row lock),
 * and returns the new balance, or undefined when the balance is short or there is no such member.
 */
export async function subtractIfCovered(
  db: DbOrTx,
  userId: string,
  amount: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ point: sql`${users.point} - ${amount}` })
    .where(and(eq(users.userId, userId), gte(users.point, amount)))
    .returning({ point: users.point });
  return row?.point;
}

export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.select({ userId: users.userId }).from(users).where(eq(users.userId, userId)).limit(1);
  return rows.length > 0;
}

export async function listPointRecords(
  db: DbOrTx,
  filter: { userId?: string; page: number; size: number },
): Promise<{ total: number; rows: PointRecordRow[] }> {
  const where = filter.userId ? eq(pointRecord.userId, filter.userId) : undefined;
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(pointRecord)
    .where(where);
  const rows = await db
    .select()
    .from(pointRecord)
    .where(where)
    .orderBy(desc(pointRecord.created), desc(pointRecord.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  return { total: count?.total ?? 0, rows };
}

/** The ledger sum of a member, to check the balance against. */
export async function ledgerSum(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${pointRecord.amount}), 0)::int` })
    .from(pointRecord)
    .where(eq(pointRecord.userId, userId));
  return row?.sum ?? 0;
}

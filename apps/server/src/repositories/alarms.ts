import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { alarm } from '../db/schema/index';

export type AlarmRow = typeof alarm.$inferSelect;

/** A member's alarms are the rows whose target is their user id (staff alarms use 'admin'). */
export async function listAlarms(
  db: DbOrTx,
  userId: string,
  page: { page: number; size: number },
): Promise<{ total: number; unread: number; rows: AlarmRow[] }> {
  const [count] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`count(*) filter (where not ${alarm.isRead})::int`,
    })
    .from(alarm)
    .where(eq(alarm.target, userId));
  const rows = await db
    .select()
    .from(alarm)
    .where(eq(alarm.target, userId))
    .orderBy(desc(alarm.created), desc(alarm.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return { total: count?.total ?? 0, unread: count?.unread ?? 0, rows };
}

export async function countUnreadAlarms(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alarm)
    .where(and(eq(alarm.target, userId), eq(alarm.isRead, false)));
  return row?.n ?? 0;
}

/** Marks one alarm (or all) of the member read; another member's alarm id simply matches nothing. */
export async function markAlarmsRead(db: DbOrTx, userId: string, id?: number): Promise<number> {
  const where = id === undefined ? eq(alarm.target, userId) : and(eq(alarm.target, userId), eq(alarm.id, id));
  const rows = await db
    .update(alarm)
    .set({ isRead: true })
    .where(and(where, eq(alarm.isRead, false)))
    .returning({ id: alarm.id });
  return rows.length;
}

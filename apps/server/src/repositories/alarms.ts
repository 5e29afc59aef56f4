import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { alarm } from '../db/schema/index';

export type AlarmRow = typeof alarm.$inferSelect;
type AlarmContent = Omit<typeof alarm.$inferInsert, 'audience' | 'target'>;

/** Who reads an alarm: every staff member, or one member. */
export type AlarmReader = { audience: 'staff' } | { audience: 'member'; userId: string };

export const STAFF_READER: AlarmReader = { audience: 'staff' };
export const memberReader = (userId: string): AlarmReader => ({ audience: 'member', userId });

function readerCondition(reader: AlarmReader): SQL {
  return reader.audience === 'staff'
    ? and(eq(alarm.audience, 'staff'), isNull(alarm.target))!
    : and(eq(alarm.audience, 'member'), eq(alarm.target, reader.userId))!;
}

/** A staff alarm (§2.6–§2.8, §2.12): reports and edits, read by every staff member. */
export async function insertStaffAlarm(db: DbOrTx, row: AlarmContent): Promise<void> {
  await db.insert(alarm).values({ ...row, audience: 'staff', target: null });
}

/** An alarm for one member, shown in /mypage/alarm. */
export async function insertMemberAlarm(db: DbOrTx, userId: string, row: AlarmContent): Promise<void> {
  await db.insert(alarm).values({ ...row, audience: 'member', target: userId });
}

export async function listAlarms(
  db: DbOrTx,
  reader: AlarmReader,
  page: { page: number; size: number },
): Promise<{ total: number; unread: number; rows: AlarmRow[] }> {
  const where = readerCondition(reader);
  const [count] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`count(*) filter (where not ${alarm.isRead})::int`,
    })
    .from(alarm)
    .where(where);
  const rows = await db
    .select()
    .from(alarm)
    .where(where)
    // Unread first: what still needs the reader's attention stays on the first page.
    .orderBy(asc(alarm.isRead), desc(alarm.created), desc(alarm.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return { total: count?.total ?? 0, unread: count?.unread ?? 0, rows };
}

export async function countUnreadAlarms(db: DbOrTx, reader: AlarmReader): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alarm)
    .where(and(readerCondition(reader), eq(alarm.isRead, false)));
  return row?.n ?? 0;
}

/** Marks one alarm (or all) of the reader read; someone else's alarm id simply matches nothing. */
export async function markAlarmsRead(db: DbOrTx, reader: AlarmReader, id?: number): Promise<number> {
  const mine = readerCondition(reader);
  const where = id === undefined ? mine : and(mine, eq(alarm.id, id));
  const rows = await db
    .update(alarm)
    .set({ isRead: true })
    .where(and(where, eq(alarm.isRead, false)))
    .returning({ id: alarm.id });
  return rows.length;
}

/** Marks the reader's alarms that point at a link read: opening the target reads its alarm too. */
export async function markAlarmsReadByLink(db: DbOrTx, reader: AlarmReader, link: string): Promise<void> {
  await db
    .update(alarm)
    .set({ isRead: true })
    .where(and(readerCondition(reader), eq(alarm.link, link), eq(alarm.isRead, false)));
}

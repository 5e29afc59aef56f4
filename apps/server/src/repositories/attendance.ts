import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import { SEOUL_TIME_ZONE } from '@carddogam/contract/dates';
import { queryRows, type DbOrTx } from '../db/client';
import { attendance, attendanceDay, users } from '../db/schema/index';

/** A check-in with the member's public fields, for the day's list and the member's own line. */
export interface AttendanceRow {
  rank: number;
  created: Date;
  greeting: string;
  points: number;
  streak: number;
  userId: string;
  nickname: string;
  type: string;
  grade: number;
  collectionShow: boolean;
}

export interface SeoulDays {
  /** 'YYYY-MM-DD' in Korean time. */
  today: string;
  yesterday: string;
  year: number;
  month: number;
}

/** The Korean calendar day of an instant, worked out by the database (never the UTC date). */
export async function seoulDaysAt(db: DbOrTx, now: Date): Promise<SeoulDays> {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${sql.raw(`'${SEOUL_TIME_ZONE}'`)})::date`;
  const [row] = await queryRows<SeoulDays>(
    db,
    sql`select ${local}::text as today, (${local} - 1)::text as yesterday,
        extract(year from ${local})::int as year, extract(month from ${local})::int as month`,
  );
  return row!;
}

/**
 * Locks the day's counter row, making it first if needed, and answers its count. Every check-in of the day
 * waits here for the one before it, so ranks and the per-IP count are decided one at a time.
 */
export async function lockDay(db: DbOrTx, day: string): Promise<number> {
  const [row] = await db
    .insert(attendanceDay)
    .values({ day, count: 0 })
    .onConflictDoUpdate({ target: attendanceDay.day, set: { count: sql`${attendanceDay.count}` } })
    .returning({ count: attendanceDay.count });
  return row!.count;
}

/** Counts one more check-in of the day (its row already locked) and answers the new count: the rank. */
export async function takeRank(db: DbOrTx, day: string): Promise<number> {
  const [row] = await db
    .update(attendanceDay)
    .set({ count: sql`${attendanceDay.count} + 1` })
    .where(eq(attendanceDay.day, day))
    .returning({ count: attendanceDay.count });
  return row!.count;
}

export async function hasCheckedIn(db: DbOrTx, userId: string, day: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(attendance)
    .where(and(eq(attendance.userId, userId), eq(attendance.day, day)))
    .limit(1);
  return row !== undefined;
}

/** The member's streak on a day, or 0 when they did not check in that day. */
export async function streakOn(db: DbOrTx, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ streak: attendance.streak })
    .from(attendance)
    .where(and(eq(attendance.userId, userId), eq(attendance.day, day)))
    .limit(1);
  return row?.streak ?? 0;
}

export async function countCheckInsFromIp(db: DbOrTx, day: string, ip: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(attendance)
    .where(and(eq(attendance.day, day), eq(attendance.ip, ip)));
  return row?.n ?? 0;
}

export async function insertAttendance(db: DbOrTx, values: typeof attendance.$inferInsert): Promise<void> {
  await db.insert(attendance).values(values);
}

function selectRows(db: DbOrTx) {
  return db
    .select({
      rank: attendance.rank,
      created: attendance.created,
      greeting: attendance.greeting,
      points: attendance.points,
      streak: attendance.streak,
      userId: attendance.userId,
      nickname: users.nickname,
      type: users.type,
      grade: users.grade,
      collectionShow: users.collectionShow,
    })
    .from(attendance)
    .innerJoin(users, eq(users.userId, attendance.userId));
}

/** One page of a day's check-ins, 1등 first. */
export async function listDay(
  db: DbOrTx,
  day: string,
  page: { page: number; size: number },
): Promise<{ total: number; rows: AttendanceRow[] }> {
  const [total] = await db.select({ n: count() }).from(attendance).where(eq(attendance.day, day));
  const rows = await selectRows(db)
    .where(eq(attendance.day, day))
    .orderBy(asc(attendance.rank))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return { total: total?.n ?? 0, rows };
}

export async function findOwnRow(
  db: DbOrTx,
  userId: string,
  day: string,
): Promise<AttendanceRow | undefined> {
  const [row] = await selectRows(db)
    .where(and(eq(attendance.userId, userId), eq(attendance.day, day)))
    .limit(1);
  return row;
}

/** The days of one month the member checked in, oldest first. */
export async function checkedDaysOfMonth(
  db: DbOrTx,
  userId: string,
  year: number,
  month: number,
): Promise<string[]> {
  const first = sql`make_date(${year}::int, ${month}::int, 1)`;
  const rows = await db
    .select({ day: attendance.day })
    .from(attendance)
    .where(
      and(
        eq(attendance.userId, userId),
        gte(attendance.day, sql`${first}`),
        lt(attendance.day, sql`(${first} + interval '1 month')::date`),
      ),
    )
    .orderBy(asc(attendance.day));
  return rows.map((row) => row.day);
}

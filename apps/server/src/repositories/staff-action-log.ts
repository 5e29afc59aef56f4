import { and, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { staffActionLog, users } from '../db/schema/index';
import { seoulDayStart } from '../db/seoul-time';

/**
 * The staff action log (decision 036): one row per back-office write, written in the write's own
 * transaction so a rolled-back write leaves no entry and a committed one always has its entry.
 */

export interface StaffAction {
  /** A dotted name: 'card_set.update', 'translate.apply', 'card.delete' … */
  action: string;
  targetType: string;
  targetId?: string | number;
  /** The record before the write (null for a creation) and after it (null for a deletion). */
  before?: unknown;
  after?: unknown;
  memo?: string;
}

export async function logStaffAction(db: DbOrTx, userId: string, entry: StaffAction): Promise<void> {
  await logStaffActions(db, userId, [entry]);
}

/** Many entries of one write (a bulk confirm, a sheet import), in inserts of up to 1,000 rows. */
export async function logStaffActions(
  db: DbOrTx,
  userId: string,
  entries: readonly StaffAction[],
): Promise<void> {
  // 1,000 rows an insert keeps the bound parameters well under PostgreSQL's 65,535.
  for (let start = 0; start < entries.length; start += 1000) {
    await db.insert(staffActionLog).values(entries.slice(start, start + 1000).map(toRow(userId)));
  }
}

const toRow = (userId: string) => (e: StaffAction) => ({
  userId,
  action: e.action,
  targetType: e.targetType,
  targetId: e.targetId === undefined ? '' : String(e.targetId),
  before: e.before ?? null,
  after: e.after ?? null,
  memo: e.memo ?? '',
});

export type StaffActionRow = typeof staffActionLog.$inferSelect & { nickname: string | null };

export interface StaffActionFilter {
  /** Who did it: their id or nickname, exact ('' = everyone). */
  member: string;
  /** An action name, or the start of one ('user.' = every member write). */
  action: string;
  targetType: string;
  targetId: string;
  /** Korean calendar days 'YYYY-MM-DD', both ends included. */
  from?: string;
  to?: string;
  page: number;
  size: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** /admin/manager/log: newest first, with the nickname of who did it (null when the account is gone). */
export async function listStaffActions(
  db: DbOrTx,
  filter: StaffActionFilter,
): Promise<{ total: number; rows: StaffActionRow[] }> {
  const conditions: SQL[] = [];
  if (filter.member) {
    // A nickname names one member; an id is compared without case like at login.
    conditions.push(
      or(
        sql`lower(${staffActionLog.userId}) = lower(${filter.member})`,
        sql`${staffActionLog.userId} in (select ${users.userId} from ${users} where ${users.nickname} = ${filter.member})`,
      )!,
    );
  }
  if (filter.action) {
    conditions.push(
      filter.action.endsWith('.')
        ? like(staffActionLog.action, `${escapeLike(filter.action)}%`)
        : eq(staffActionLog.action, filter.action),
    );
  }
  if (filter.targetType) conditions.push(eq(staffActionLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(staffActionLog.targetId, filter.targetId));
  if (filter.from) conditions.push(gte(staffActionLog.created, seoulDayStart(filter.from)));
  if (filter.to)
    conditions.push(lt(staffActionLog.created, sql`${seoulDayStart(filter.to)} + interval '1 day'`));
  const where = conditions.length ? and(...conditions) : undefined;
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(staffActionLog)
    .where(where);
  const rows = await db
    .select({ entry: staffActionLog, nickname: users.nickname })
    .from(staffActionLog)
    .leftJoin(users, eq(users.userId, staffActionLog.userId))
    .where(where)
    .orderBy(desc(staffActionLog.created), desc(staffActionLog.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  return { total: count?.total ?? 0, rows: rows.map((r) => ({ ...r.entry, nickname: r.nickname })) };
}

import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { pointRecord, users } from '../db/schema/index';
import type { PointRecordRow } from './points';
import { seoulDayStart } from '../db/seoul-time';

export interface LedgerFilter {
  /** A member's id or nickname, exactly; '' for everyone. */
  member: string;
  menu: string;
  /** Korean calendar days, 'YYYY-MM-DD', both included. */
  from: string | null;
  to: string | null;
  page: number;
  size: number;
}

/** The start of a Korean calendar day as a point in time. */

/**
 * The staff's view of the ledger (/admin/point/list), newest first, with each member's nickname. A member
 * named by nickname is looked up first, so the rows are read through point_record_user_idx; the date range
 * uses point_record_created_idx and a menu point_record_menu_idx.
 */
export async function listLedgerForStaff(
  db: DbOrTx,
  filter: LedgerFilter,
): Promise<{ total: number; rows: (PointRecordRow & { nickname: string | null })[] }> {
  const conditions: SQL[] = [];
  if (filter.member) {
    const [owner] = await db
      .select({ userId: users.userId })
      .from(users)
      .where(or(eq(users.userId, filter.member), eq(users.nickname, filter.member)))
      .limit(1);
    if (!owner) return { total: 0, rows: [] };
    conditions.push(eq(pointRecord.userId, owner.userId));
  }
  if (filter.menu) conditions.push(eq(pointRecord.menu, filter.menu));
  if (filter.from) conditions.push(gte(pointRecord.created, seoulDayStart(filter.from)));
  if (filter.to)
    conditions.push(lt(pointRecord.created, sql`${seoulDayStart(filter.to)} + interval '1 day'`));
  const where = conditions.length ? and(...conditions) : undefined;

  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(pointRecord)
    .where(where);
  const rows = await db
    .select({ record: pointRecord, nickname: users.nickname })
    .from(pointRecord)
    .leftJoin(users, eq(users.userId, pointRecord.userId))
    .where(where)
    .orderBy(desc(pointRecord.created), desc(pointRecord.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  return { total: count?.total ?? 0, rows: rows.map((r) => ({ ...r.record, nickname: r.nickname })) };
}

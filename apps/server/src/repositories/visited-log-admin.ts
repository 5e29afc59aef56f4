import { and, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import { VISIT_LOG_COUNT_CAP } from '@carddogam/contract/calls/site-dashboard';
import type { DbOrTx } from '../db/client';
import { users, visitedLog } from '../db/schema/index';
import { seoulDayStart } from '../db/seoul-time';

export interface VisitLogFilter {
  /** The start of a path; '' for every path. */
  path: string;
  userId: string;
  ip: string;
  /** Seoul calendar days, 'YYYY-MM-DD', both included. */
  from: string | null;
  to: string | null;
  page: number;
  size: number;
}

export interface VisitLogRow {
  id: number;
  path: string;
  ip: string | null;
  userId: string | null;
  nickname: string | null;
  created: Date;
}

/** A LIKE pattern matching text that starts with `prefix` taken literally. */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The visitor log (/admin/main/visited_log), newest first. A member or an IP is read through
 * visited_log_user_idx or visited_log_ip_idx, a date range through visited_log_created_idx; the path
 * prefix is checked on the rows those give. The count stops at VISIT_LOG_COUNT_CAP, so a wide filter
 * on a large log costs no more than that many index entries.
 */
export async function listVisits(
  db: DbOrTx,
  filter: VisitLogFilter,
): Promise<{ total: number; capped: boolean; rows: VisitLogRow[] }> {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(visitedLog.userId, filter.userId));
  if (filter.ip) conditions.push(eq(visitedLog.ip, filter.ip));
  if (filter.path) conditions.push(like(visitedLog.path, startsWith(filter.path)));
  if (filter.from) conditions.push(gte(visitedLog.created, seoulDayStart(sql`${filter.from}::date`)));
  if (filter.to) conditions.push(lt(visitedLog.created, seoulDayStart(sql`${filter.to}::date + 1`)));
  const where = conditions.length ? and(...conditions) : undefined;

  const capped = db
    .select({ one: sql`1` })
    .from(visitedLog)
    .where(where)
    .limit(VISIT_LOG_COUNT_CAP + 1)
    .as('capped');
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  const rows = await db
    .select({
      id: visitedLog.id,
      path: visitedLog.path,
      ip: visitedLog.ip,
      userId: visitedLog.userId,
      nickname: users.nickname,
      created: visitedLog.created,
    })
    .from(visitedLog)
    .leftJoin(users, eq(users.userId, visitedLog.userId))
    .where(where)
    .orderBy(desc(visitedLog.created), desc(visitedLog.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  const n = count?.n ?? 0;
  return { total: Math.min(n, VISIT_LOG_COUNT_CAP), capped: n > VISIT_LOG_COUNT_CAP, rows };
}

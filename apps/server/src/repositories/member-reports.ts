import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MemberReportDecision } from '@carddogam/contract/calls/member-report';
import { queryRows, type DbOrTx } from '../db/client';
import { memberReport, message, tradePost, users } from '../db/schema/index';
import { seoulDateTime } from '../db/seoul-time';
import { findUserByLoginId } from './users';

export type MemberReportRow = typeof memberReport.$inferSelect;
type MemberReportInsert = typeof memberReport.$inferInsert;

/** The reported member, named by login id (any case) or by nickname. */
export async function findReportTarget(db: DbOrTx, ref: { userId?: string; nickname?: string }) {
  if (ref.userId) return findUserByLoginId(db, ref.userId);
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.nickname, ref.nickname ?? ''))
    .limit(1);
  return row;
}

export async function findMessageForReport(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ fromUserId: message.fromUserId, toUserId: message.toUserId, content: message.content })
    .from(message)
    .where(eq(message.id, id))
    .limit(1);
  return row;
}

export async function findTradePostForReport(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ userId: tradePost.userId, title: tradePost.title, content: tradePost.content })
    .from(tradePost)
    .where(eq(tradePost.id, id))
    .limit(1);
  return row;
}

/**
 * Inserts a report unless the reporter already reported the same thing (the unique index
 * member_report_once_idx decides, so two clicks at once cannot both pass). Null when it was a repeat.
 */
export async function insertMemberReport(db: DbOrTx, values: MemberReportInsert): Promise<number | null> {
  const [row] = await db
    .insert(memberReport)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: memberReport.id });
  return row?.id ?? null;
}

export interface ReportedMemberRow {
  user_id: string;
  nickname: string;
  type: string | null;
  waiting_count: number;
  total_count: number;
  latest: string;
  reasons: string[];
}

/** Reported members, their reports gathered; members with waiting reports first, then the latest report. */
export async function listReportedMembers(
  db: DbOrTx,
  opts: { filter: 'waiting' | 'all'; q?: string; page: number; size: number },
): Promise<{ total: number; rows: ReportedMemberRow[] }> {
  const search = opts.q ? sql`and u.nickname ilike ${`%${opts.q.replace(/[\\%_]/g, '\\$&')}%`}` : sql``;
  const having =
    opts.filter === 'waiting' ? sql`having count(*) filter (where r.status = '접수') > 0` : sql``;
  const rows = await queryRows<ReportedMemberRow & { full_count: number; latest_at: unknown }>(
    db,
    sql`select r.reported_user_id as user_id, coalesce(u.nickname, r.reported_user_id) as nickname, u.type,
        count(*) filter (where r.status = '접수')::int as waiting_count, count(*)::int as total_count,
        ${seoulDateTime(sql`max(r.created)`)} as latest, max(r.created) as latest_at,
        array_agg(distinct r.reason order by r.reason) as reasons, (count(*) over ())::int as full_count
      from member_report r left join users u on u.user_id = r.reported_user_id
      where true ${search}
      group by r.reported_user_id, u.nickname, u.type
      ${having}
      order by (count(*) filter (where r.status = '접수') > 0) desc, max(r.created) desc, r.reported_user_id
      limit ${opts.size} offset ${(opts.page - 1) * opts.size}`,
  );
  const total = rows[0]?.full_count ?? (opts.page > 1 ? await countReportedMembers(db, opts) : 0);
  return { total, rows: rows.map(({ full_count: _c, latest_at: _l, ...row }) => row) };
}

/** The count alone, for a page past the end (which has no row to carry it). */
async function countReportedMembers(db: DbOrTx, opts: { filter: 'waiting' | 'all'; q?: string }) {
  const page = await listReportedMembers(db, { ...opts, page: 1, size: 1 });
  return page.total;
}

export interface MemberReportWithReporter extends MemberReportRow {
  reporterNickname: string | null;
}

/** One member's reports, newest first, with each reporter's nickname. */
export async function listMemberReports(
  db: DbOrTx,
  reportedUserId: string,
  page: { page: number; size: number },
): Promise<{ total: number; rows: MemberReportWithReporter[] }> {
  const where = eq(memberReport.reportedUserId, reportedUserId);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberReport)
    .where(where);
  const rows = await db
    .select({ report: memberReport, reporterNickname: users.nickname })
    .from(memberReport)
    .leftJoin(users, eq(users.userId, memberReport.reporterUserId))
    .where(where)
    .orderBy(desc(memberReport.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return {
    total: count?.n ?? 0,
    rows: rows.map((row) => ({ ...row.report, reporterNickname: row.reporterNickname })),
  };
}

/**
 * Decides waiting reports of one member. Only rows still '접수' change, and the rows returned are the ones
 * this call changed: when two staff decide at once, the second finds nothing left, so no reporter is
 * told twice.
 */
export async function decideWaitingReports(
  db: DbOrTx,
  opts: { reportedUserId: string; ids?: number[]; decision: MemberReportDecision; by: string },
): Promise<Array<{ id: number; reporterUserId: string; reason: string }>> {
  const conditions = [eq(memberReport.reportedUserId, opts.reportedUserId), eq(memberReport.status, '접수')];
  if (opts.ids) conditions.push(inArray(memberReport.id, opts.ids));
  return db
    .update(memberReport)
    .set({ status: opts.decision, handledBy: opts.by, handledAt: new Date() })
    .where(and(...conditions))
    .returning({
      id: memberReport.id,
      reporterUserId: memberReport.reporterUserId,
      reason: memberReport.reason,
    });
}

import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { officialLeague, officialResultReport, users } from '../db/schema/index';

/** Members' reports of official events' results, kept apart until staff approve them (decision 034). */

export type ReportRow = typeof officialResultReport.$inferSelect;

export interface ReportItemRow extends ReportRow {
  nickname: string | null;
  leagueName: string | null;
  leagueDate: string | null;
}

export async function insertReport(
  tx: Tx,
  values: { userId: string; leagueId: number | null; eventText: string; standingsText: string },
): Promise<number> {
  const [row] = await tx
    .insert(officialResultReport)
    .values(values)
    .returning({ id: officialResultReport.id });
  return row!.id;
}

export async function listReports(
  db: DbOrTx,
  status: string | null,
  page: { page: number; size: number },
): Promise<{ total: number; rows: ReportItemRow[] }> {
  const where: SQL = status === null ? sql`true` : eq(officialResultReport.status, status);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(officialResultReport)
    .where(where);
  const rows = await db
    .select({
      id: officialResultReport.id,
      userId: officialResultReport.userId,
      leagueId: officialResultReport.leagueId,
      eventText: officialResultReport.eventText,
      standingsText: officialResultReport.standingsText,
      status: officialResultReport.status,
      rewardPoint: officialResultReport.rewardPoint,
      reviewedBy: officialResultReport.reviewedBy,
      reviewMemo: officialResultReport.reviewMemo,
      created: officialResultReport.created,
      reviewed: officialResultReport.reviewed,
      nickname: users.nickname,
      leagueName: officialLeague.name,
      leagueDate: officialLeague.eventDate,
    })
    .from(officialResultReport)
    .leftJoin(users, eq(users.userId, officialResultReport.userId))
    .leftJoin(officialLeague, eq(officialLeague.id, officialResultReport.leagueId))
    .where(where)
    .orderBy(desc(officialResultReport.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return { total: count?.n ?? 0, rows };
}

export async function findReport(db: DbOrTx, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(officialResultReport).where(eq(officialResultReport.id, id)).limit(1);
  return row;
}

/**
 * Marks a waiting report decided; false when another decision came first, so a report is decided (and
 * its points paid) once.
 */
export async function markReportDecided(
  tx: Tx,
  id: number,
  values: {
    status: '승인' | '거절';
    reviewedBy: string;
    rewardPoint: number | null;
    reviewMemo: string | null;
    leagueId?: number;
  },
): Promise<boolean> {
  const rows = await tx
    .update(officialResultReport)
    .set({ ...values, reviewed: sql`now()` })
    .where(and(eq(officialResultReport.id, id), eq(officialResultReport.status, '접수')))
    .returning({ id: officialResultReport.id });
  return rows.length > 0;
}

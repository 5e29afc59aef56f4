import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { boardReadPath } from '@carddogam/contract/board/seeded-boards';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from '../db/client';
import {
  board,
  boardGroup,
  boardPost,
  cardReview,
  memberReport,
  pointRecord,
  sessions,
  tradePost,
  userBanLog,
  visitedLog,
} from '../db/schema/index';
import type { BanLogRow } from './ban-log';
import type { PointRecordRow } from './points';

/** What /admin/user/normal's member detail reads: the latest few of each kind with how many there are. */

/** The latest rows of each list in the detail; the full lists live on their own screens. */
export const DETAIL_LINES = 10;
/** IPs are listed up to this many, most recently seen first. */
export const DETAIL_IPS = 50;

export interface Counted<T> {
  total: number;
  items: T[];
}
export interface ActivityLine {
  id: number;
  title: string;
  link: string;
  created: Date;
}

async function total(db: DbOrTx, table: PgTable, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

export async function pointLines(db: DbOrTx, userId: string): Promise<Counted<PointRecordRow>> {
  const where = eq(pointRecord.userId, userId);
  const items = await db
    .select()
    .from(pointRecord)
    .where(where)
    .orderBy(desc(pointRecord.created), desc(pointRecord.id))
    .limit(DETAIL_LINES);
  return { total: await total(db, pointRecord, where), items };
}

export async function postLines(db: DbOrTx, userId: string): Promise<Counted<ActivityLine>> {
  const where = and(eq(boardPost.userId, userId), isNull(boardPost.deletedAt))!;
  const rows = await db
    .select({
      id: boardPost.id,
      title: boardPost.title,
      created: boardPost.created,
      board: board.name,
      group: boardGroup.name,
    })
    .from(boardPost)
    .innerJoin(board, eq(board.id, boardPost.boardId))
    .innerJoin(boardGroup, eq(boardGroup.id, board.groupId))
    .where(where)
    .orderBy(desc(boardPost.id))
    .limit(DETAIL_LINES);
  const items = rows.map((r) => ({
    id: r.id,
    title: r.title,
    link: boardReadPath({ group: r.group, name: r.board }, r.id),
    created: r.created,
  }));
  return { total: await total(db, boardPost, where), items };
}

export async function tradePostLines(db: DbOrTx, userId: string): Promise<Counted<ActivityLine>> {
  const where = eq(tradePost.userId, userId);
  const rows = await db
    .select({ id: tradePost.id, title: tradePost.title, created: tradePost.created })
    .from(tradePost)
    .where(where)
    .orderBy(desc(tradePost.created), desc(tradePost.id))
    .limit(DETAIL_LINES);
  const items = rows.map((r) => ({ ...r, link: `/trade/post/read?id=${r.id}` }));
  return { total: await total(db, tradePost, where), items };
}

export async function reviewLines(db: DbOrTx, userId: string): Promise<Counted<ActivityLine>> {
  const where = eq(cardReview.userId, userId);
  const rows = await db
    .select({
      id: cardReview.id,
      cardId: cardReview.cardId,
      content: cardReview.content,
      created: cardReview.created,
    })
    .from(cardReview)
    .where(where)
    .orderBy(desc(cardReview.created), desc(cardReview.id))
    .limit(DETAIL_LINES);
  const items = rows.map((r) => ({
    id: r.id,
    // A review has no title: the card and the start of the text stand for it.
    title: `${r.cardId} · ${r.content.slice(0, 40)}`,
    link: `/card/detail?id=${encodeURIComponent(r.cardId)}`,
    created: r.created,
  }));
  return { total: await total(db, cardReview, where), items };
}

export type ReportLine = typeof memberReport.$inferSelect;

export async function reportLines(db: DbOrTx, userId: string): Promise<Counted<ReportLine>> {
  const where = eq(memberReport.reportedUserId, userId);
  const items = await db
    .select()
    .from(memberReport)
    .where(where)
    .orderBy(desc(memberReport.created), desc(memberReport.id))
    .limit(DETAIL_LINES);
  return { total: await total(db, memberReport, where), items };
}

export async function banLines(db: DbOrTx, userId: string): Promise<Counted<BanLogRow>> {
  const where = eq(userBanLog.userId, userId);
  const items = await db
    .select()
    .from(userBanLog)
    .where(where)
    .orderBy(desc(userBanLog.created), desc(userBanLog.id))
    .limit(DETAIL_LINES);
  return { total: await total(db, userBanLog, where), items };
}

export interface IpLine {
  ip: string;
  seen_in: Array<'session' | 'visit'>;
  last_seen: Date;
}

/**
 * The distinct IPs a member used: those their login sessions were made from and those of their page
 * visits, each with where it was seen and when last. Both reads go through the (user_id, …) indexes.
 */
export async function ipLines(db: DbOrTx, userId: string): Promise<IpLine[]> {
  const rows = await queryRows<{ ip: string; seen_in: string[]; last_seen: string | Date }>(
    db,
    sql`
    select ip, array_agg(distinct source order by source) as seen_in, max(seen) as last_seen
      from (
        select ${sessions.ip} as ip, 'session'::text as source, ${sessions.created} as seen
          from ${sessions} where ${sessions.userId} = ${userId} and ${sessions.ip} is not null
        union all
        select ${visitedLog.ip}, 'visit'::text, max(${visitedLog.created})
          from ${visitedLog} where ${visitedLog.userId} = ${userId} and ${visitedLog.ip} is not null
         group by ${visitedLog.ip}
      ) seen
     group by ip
     order by max(seen) desc, ip
     limit ${DETAIL_IPS}
  `,
  );
  return rows.map((r) => ({
    ip: r.ip,
    seen_in: r.seen_in as IpLine['seen_in'],
    last_seen: new Date(r.last_seen),
  }));
}

import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InquiryCategory, InquiryStatus } from '@carddogam/contract/calls/contact';
import type { DbOrTx } from '../db/client';
import { inquiry, users } from '../db/schema/index';
import { likeEscape } from './search-conditions';

/** An inquiry with its asker's and answerer's nicknames (null for a guest or a member who left). */
export interface InquiryRow {
  id: number;
  userId: string | null;
  nickname: string | null;
  guestEmail: string | null;
  guestTokenHash: string | null;
  category: InquiryCategory;
  title: string;
  content: string;
  images: string[];
  status: InquiryStatus;
  answer: string | null;
  answeredBy: string | null;
  answeredByNickname: string | null;
  answeredAt: Date | null;
  created: Date;
}

export type NewInquiry = Pick<
  typeof inquiry.$inferInsert,
  'userId' | 'guestEmail' | 'guestTokenHash' | 'category' | 'title' | 'content' | 'images' | 'ip'
>;

const asker = alias(users, 'asker');
const answerer = alias(users, 'answerer');

function selectInquiries(db: DbOrTx) {
  return db
    .select({
      id: inquiry.id,
      userId: inquiry.userId,
      nickname: asker.nickname,
      guestEmail: inquiry.guestEmail,
      guestTokenHash: inquiry.guestTokenHash,
      category: sql<InquiryCategory>`${inquiry.category}`,
      title: inquiry.title,
      content: inquiry.content,
      images: inquiry.images,
      status: inquiry.status,
      answer: inquiry.answer,
      answeredBy: inquiry.answeredBy,
      answeredByNickname: answerer.nickname,
      answeredAt: inquiry.answeredAt,
      created: inquiry.created,
    })
    .from(inquiry)
    .leftJoin(asker, eq(asker.userId, inquiry.userId))
    .leftJoin(answerer, eq(answerer.userId, inquiry.answeredBy));
}

export async function insertInquiry(db: DbOrTx, row: NewInquiry): Promise<number> {
  const [created] = await db.insert(inquiry).values(row).returning({ id: inquiry.id });
  return created!.id;
}

export async function findInquiry(db: DbOrTx, id: number): Promise<InquiryRow | undefined> {
  const [row] = await selectInquiries(db).where(eq(inquiry.id, id));
  return row;
}

/** A member's own inquiries, newest first (walks inquiry_user_idx). */
export async function listOwnInquiries(
  db: DbOrTx,
  userId: string,
  page: { page: number; size: number },
): Promise<{ total: number; rows: InquiryRow[] }> {
  const where = eq(inquiry.userId, userId);
  const [total] = await db.select({ n: count() }).from(inquiry).where(where);
  const rows = await selectInquiries(db)
    .where(where)
    .orderBy(desc(inquiry.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return { total: total?.n ?? 0, rows };
}

export interface StaffFilter {
  status: InquiryStatus | null;
  category: InquiryCategory | null;
  q: string;
  page: number;
  size: number;
}

function staffCondition(filter: StaffFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(inquiry.status, filter.status));
  if (filter.category) parts.push(eq(inquiry.category, filter.category));
  if (filter.q) {
    const pattern = `%${likeEscape(filter.q)}%`;
    parts.push(
      or(
        ilike(inquiry.title, pattern),
        ilike(inquiry.content, pattern),
        ilike(asker.nickname, pattern),
        ilike(inquiry.guestEmail, pattern),
      )!,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

/** The staff list with its filters, newest first, and how many inquiries wait for an answer in all. */
export async function listInquiriesForStaff(
  db: DbOrTx,
  filter: StaffFilter,
): Promise<{ total: number; waiting: number; rows: InquiryRow[] }> {
  const where = staffCondition(filter);
  const [total] = await db
    .select({ n: count() })
    .from(inquiry)
    .leftJoin(asker, eq(asker.userId, inquiry.userId))
    .where(where);
  const [waiting] = await db.select({ n: count() }).from(inquiry).where(eq(inquiry.status, '접수'));
  const rows = await selectInquiries(db)
    .where(where)
    .orderBy(desc(inquiry.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  return { total: total?.n ?? 0, waiting: waiting?.n ?? 0, rows };
}

/**
 * Records the answer only while the inquiry still waits for one, in one statement: of two staff members
 * answering at the same moment, one gets the row back and the other gets nothing, so one alarm is raised.
 */
export async function answerWaitingInquiry(
  db: DbOrTx,
  id: number,
  answer: string,
  staffUserId: string,
): Promise<{ userId: string | null; guestEmail: string | null; title: string } | undefined> {
  const [row] = await db
    .update(inquiry)
    .set({ status: '답변완료', answer, answeredBy: staffUserId, answeredAt: sql`now()` })
    .where(and(eq(inquiry.id, id), eq(inquiry.status, '접수')))
    .returning({ userId: inquiry.userId, guestEmail: inquiry.guestEmail, title: inquiry.title });
  return row;
}

import { and, desc, eq, ilike, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MessageBox } from '@carddogam/contract/calls/message';
import { SEOUL_TIME_ZONE } from '@carddogam/contract/dates';
import type { DbOrTx } from '../db/client';
import { message, messageBlock, tradePost, users } from '../db/schema/index';

/** A message with both members' nicknames and the title of the trade post it is about. */
export interface MessageRow {
  id: number;
  fromUserId: string;
  fromNickname: string;
  toUserId: string;
  toNickname: string;
  content: string;
  tradePostId: number | null;
  tradePostTitle: string | null;
  readAt: Date | null;
  senderDeleted: boolean;
  recipientDeleted: boolean;
  created: Date;
}

const sender = alias(users, 'sender');
const recipient = alias(users, 'recipient');

/** Rows of one side's box: the copies that side has not deleted. */
function boxCondition(box: MessageBox, userId: string): SQL {
  return box === 'inbox'
    ? and(eq(message.toUserId, userId), eq(message.recipientDeleted, false))!
    : and(eq(message.fromUserId, userId), eq(message.senderDeleted, false))!;
}

function selectMessages(db: DbOrTx, contentChars?: number) {
  return db
    .select({
      id: message.id,
      fromUserId: message.fromUserId,
      // A member who left keeps their messages readable under a neutral name.
      fromNickname: sql<string>`coalesce(${sender.nickname}, '(탈퇴 회원)')`,
      toUserId: message.toUserId,
      toNickname: sql<string>`coalesce(${recipient.nickname}, '(탈퇴 회원)')`,
      content: contentChars ? sql<string>`left(${message.content}, ${contentChars})` : message.content,
      tradePostId: message.tradePostId,
      tradePostTitle: tradePost.title,
      readAt: message.readAt,
      senderDeleted: message.senderDeleted,
      recipientDeleted: message.recipientDeleted,
      created: message.created,
    })
    .from(message)
    .leftJoin(sender, eq(sender.userId, message.fromUserId))
    .leftJoin(recipient, eq(recipient.userId, message.toUserId))
    .leftJoin(tradePost, eq(tradePost.id, message.tradePostId));
}

export async function listMessages(
  db: DbOrTx,
  box: MessageBox,
  userId: string,
  page: { page: number; size: number },
): Promise<{ total: number; rows: MessageRow[] }> {
  const where = boxCondition(box, userId);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(message)
    .where(where);
  const rows = await selectMessages(db, 100)
    .where(where)
    .orderBy(desc(message.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return { total: count?.n ?? 0, rows };
}

/** The message if the member still has a copy of it, and in which box. */
export async function findOwnMessage(
  db: DbOrTx,
  id: number,
  userId: string,
): Promise<(MessageRow & { box: MessageBox }) | undefined> {
  const [row] = await selectMessages(db).where(eq(message.id, id)).limit(1);
  if (!row) return undefined;
  // A message to oneself cannot exist (§6), so a row is in at most one of the member's boxes.
  if (row.toUserId === userId && !row.recipientDeleted) return { ...row, box: 'inbox' };
  if (row.fromUserId === userId && !row.senderDeleted) return { ...row, box: 'outbox' };
  return undefined;
}

/** Sets the read receipt once and answers it; a second opening keeps (and answers) the first time. */
export async function markMessageRead(db: DbOrTx, id: number, recipientId: string): Promise<Date | null> {
  const [row] = await db
    .update(message)
    .set({ readAt: sql`coalesce(${message.readAt}, now())` })
    .where(and(eq(message.id, id), eq(message.toUserId, recipientId)))
    .returning({ readAt: message.readAt });
  return row?.readAt ?? null;
}

export async function countUnreadMessages(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(message)
    .where(and(eq(message.toUserId, userId), isNull(message.readAt), eq(message.recipientDeleted, false)));
  return row?.n ?? 0;
}

export async function insertMessage(
  db: DbOrTx,
  values: { fromUserId: string; toUserId: string; content: string; tradePostId: number | null },
): Promise<number> {
  const [row] = await db.insert(message).values(values).returning({ id: message.id });
  return row!.id;
}

/** Messages the member sent since midnight, Korean time (the new-member daily limit). */
export async function countSentToday(db: DbOrTx, userId: string): Promise<number> {
  const zone = sql.raw(`'${SEOUL_TIME_ZONE}'`);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(message)
    .where(
      and(
        eq(message.fromUserId, userId),
        sql`${message.created} >= date_trunc('day', now() at time zone ${zone}) at time zone ${zone}`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Deletes the member's copies of the given messages; a row both sides have deleted goes for good. Ids that
 * are not in the member's box match nothing.
 */
export async function deleteOwnCopies(
  db: DbOrTx,
  box: MessageBox,
  userId: string,
  ids: number[],
): Promise<number> {
  const flag = box === 'inbox' ? { recipientDeleted: true } : { senderDeleted: true };
  const rows = await db
    .update(message)
    .set(flag)
    .where(and(boxCondition(box, userId), inArray(message.id, ids)))
    .returning({ id: message.id });
  if (rows.length > 0) {
    await db.delete(message).where(
      and(
        inArray(
          message.id,
          rows.map((r) => r.id),
        ),
        eq(message.senderDeleted, true),
        eq(message.recipientDeleted, true),
      ),
    );
  }
  return rows.length;
}

/** Removes messages older than the retention period; answers how many went. */
export async function deleteMessagesBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db.delete(message).where(lt(message.created, before)).returning({ id: message.id });
  return rows.length;
}

export async function isBlocked(db: DbOrTx, userId: string, blockedUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(messageBlock)
    .where(and(eq(messageBlock.userId, userId), eq(messageBlock.blockedUserId, blockedUserId)));
  return row !== undefined;
}

export async function insertBlock(db: DbOrTx, userId: string, blockedUserId: string): Promise<void> {
  await db.insert(messageBlock).values({ userId, blockedUserId }).onConflictDoNothing();
}

export async function deleteBlock(db: DbOrTx, userId: string, blockedUserId: string): Promise<void> {
  await db
    .delete(messageBlock)
    .where(and(eq(messageBlock.userId, userId), eq(messageBlock.blockedUserId, blockedUserId)));
}

export async function listBlocks(db: DbOrTx, userId: string) {
  return db
    .select({
      userId: messageBlock.blockedUserId,
      nickname: sql<string>`coalesce(${users.nickname}, '(탈퇴 회원)')`,
      created: messageBlock.created,
    })
    .from(messageBlock)
    .leftJoin(users, eq(users.userId, messageBlock.blockedUserId))
    .where(eq(messageBlock.userId, userId))
    .orderBy(desc(messageBlock.created));
}

/** Members whose nickname starts with the typed text (LIKE wildcards in it are taken literally). */
export async function findNicknamesStartingWith(db: DbOrTx, prefix: string, limit = 10) {
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({ userId: users.userId, nickname: users.nickname })
    .from(users)
    .where(ilike(users.nickname, `${escaped}%`))
    .orderBy(users.nickname)
    .limit(limit);
}

export async function findUserByNickname(db: DbOrTx, nickname: string) {
  const [row] = await db.select().from(users).where(eq(users.nickname, nickname)).limit(1);
  return row;
}

/** Takes the sender's row lock: sends by one member are counted one at a time (the daily limit). */
export async function lockUser(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`select 1 from ${users} where ${users.userId} = ${userId} for update`);
}

export async function findTradePostTitle(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ title: tradePost.title }).from(tradePost).where(eq(tradePost.id, id));
  return row?.title;
}

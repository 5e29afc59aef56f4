import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { boardComment } from '../db/schema/index';
import { seoulDateTime } from '../db/seoul-time';
import { COMMENT_WRITER_COLUMNS, type WriterRow } from './board-writer';

/**
 * Comments of board posts, one level of replies (decision 026). Counts on the post (comment_count) and on
 * the parent comment (reply_count) change by `x = x ± 1` in the writing transaction, after the post row is
 * locked (board-posts lockLivePost), so they stay exact under any number of writers.
 */

export type CommentRow = typeof boardComment.$inferSelect;
export type CommentHead = Pick<
  CommentRow,
  'id' | 'postId' | 'parentId' | 'userId' | 'replyCount' | 'blinded' | 'pointsAwarded' | 'deletedAt'
>;

const headColumns = {
  id: boardComment.id,
  postId: boardComment.postId,
  parentId: boardComment.parentId,
  userId: boardComment.userId,
  replyCount: boardComment.replyCount,
  blinded: boardComment.blinded,
  pointsAwarded: boardComment.pointsAwarded,
  deletedAt: boardComment.deletedAt,
};

export async function findLiveComment(db: DbOrTx, id: number): Promise<CommentHead | undefined> {
  const [row] = await db
    .select(headColumns)
    .from(boardComment)
    .where(and(eq(boardComment.id, id), isNull(boardComment.deletedAt)))
    .limit(1);
  return row;
}

/** Locks a live comment (after its post: see the lock order above). */
export async function lockLiveComment(tx: Tx, id: number): Promise<CommentHead | undefined> {
  const [row] = await tx
    .select(headColumns)
    .from(boardComment)
    .where(and(eq(boardComment.id, id), isNull(boardComment.deletedAt)))
    .for('update')
    .limit(1);
  return row;
}

export async function insertComment(tx: Tx, values: typeof boardComment.$inferInsert): Promise<number> {
  const [row] = await tx.insert(boardComment).values(values).returning({ id: boardComment.id });
  return row!.id;
}

export async function updateCommentContent(tx: Tx, id: number, content: string): Promise<void> {
  await tx.update(boardComment).set({ content, updated: new Date() }).where(eq(boardComment.id, id));
}

export async function softDeleteComment(tx: Tx, id: number, by: string): Promise<void> {
  await tx.update(boardComment).set({ deletedAt: new Date(), deletedBy: by }).where(eq(boardComment.id, id));
}

export async function changeReplyCount(tx: Tx, id: number, delta: 1 | -1): Promise<void> {
  await tx
    .update(boardComment)
    .set({ replyCount: sql`${boardComment.replyCount} + ${delta}` })
    .where(eq(boardComment.id, id));
}

export interface CommentListRow extends WriterRow {
  id: number;
  post_id: number;
  parent_id: number | null;
  content: string;
  deleted: boolean;
  blinded: boolean;
  reply_count: number;
  created: string;
  updated: string | null;
}

/**
 * A post's comments in thread order: each top-level comment followed by its replies. A deleted comment
 * stays (as a placeholder) only while it has live replies.
 */
/** The comments a post's list shows: live ones, and deleted ones kept for their replies. */
const listed = (postId: number) => sql`c.post_id = ${postId} and (c.deleted_at is null or c.reply_count > 0)`;

/** One page of a post's comments, each reply right after the comment it answers. */
export function listComments(db: DbOrTx, postId: number, limit: number, offset: number) {
  return queryRows<CommentListRow>(
    db,
    sql`select c.id, c.post_id, c.parent_id, c.content, c.deleted_at is not null as deleted, c.blinded,
        c.reply_count, ${seoulDateTime(sql`c.created`)} as created,
        case when c.updated is null then null else ${seoulDateTime(sql`c.updated`)} end as updated,
        ${COMMENT_WRITER_COLUMNS}
      from board_comment c left join users u on u.user_id = c.user_id
      where ${listed(postId)}
      order by coalesce(c.parent_id, c.id), c.id
      limit ${limit} offset ${offset}`,
  );
}

/** How many rows the post's comment list has (for its pager). */
export async function countListedComments(db: DbOrTx, postId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from board_comment c where ${listed(postId)}`,
  );
  return row?.n ?? 0;
}

/** The comments the member has reported on a post. */
export async function reportedCommentIds(db: DbOrTx, postId: number, userId: string): Promise<Set<number>> {
  const rows = await queryRows<{ comment_id: number }>(
    db,
    sql`select comment_id from board_report
      where post_id = ${postId} and user_id = ${userId} and comment_id is not null`,
  );
  return new Set(rows.map((r) => r.comment_id));
}

export interface ProfileCommentRow {
  id: number;
  post_id: number;
  board_group: string;
  board_name: string;
  post_title: string;
  post_blinded: boolean;
  content: string;
  blinded: boolean;
  created: string;
}

/** A member's live comments on live posts of the given boards, newest first. */
export async function listCommentsByWriter(
  db: DbOrTx,
  userId: string,
  boardIds: number[],
  limit: number,
  offset: number,
): Promise<{ total: number; rows: ProfileCommentRow[] }> {
  if (boardIds.length === 0) return { total: 0, rows: [] };
  const ids = sql`array[${sql.join(
    boardIds.map((b) => sql`${b}`),
    sql`, `,
  )}]::int[]`;
  const where = sql`c.user_id = ${userId} and c.deleted_at is null and p.deleted_at is null
    and p.board_id = any(${ids})`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from board_comment c join board_post p on p.id = c.post_id where ${where}`,
  );
  const rows = await queryRows<ProfileCommentRow>(
    db,
    sql`select c.id, c.post_id, g.name as board_group, b.name as board_name, p.title as post_title,
        p.blinded as post_blinded, c.content, c.blinded, ${seoulDateTime(sql`c.created`)} as created
      from board_comment c
      join board_post p on p.id = c.post_id
      join board b on b.id = p.board_id
      join board_group g on g.id = b.group_id
      where ${where}
      order by c.id desc limit ${limit} offset ${offset}`,
  );
  return { total: count?.n ?? 0, rows };
}

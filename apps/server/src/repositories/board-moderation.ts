import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { boardComment, boardDbRequest, boardPost, boardReport, boardVote } from '../db/schema/index';
import { seoulDateTime } from '../db/seoul-time';
import { ITEM_COLUMNS, ITEM_JOINS, SEARCH_COUNT_CAP, type PostItemRow } from './board-posts';
import { COMMENT_WRITER_COLUMNS, type WriterRow } from './board-writer';

/** Votes, reports, blinding and the back-office lists of the boards (decision 026). */

/** Records a member's vote; false when they had already voted on the post. */
export async function insertVote(tx: Tx, postId: number, userId: string, value: 1 | -1): Promise<boolean> {
  const rows = await tx
    .insert(boardVote)
    .values({ postId, userId, value })
    .onConflictDoNothing()
    .returning({ postId: boardVote.postId });
  return rows.length > 0;
}

/** Adds the vote to the post's counts; 추천 reaching the board's threshold makes the post 베스트. */
export async function countVote(tx: Tx, postId: number, value: 1 | -1, bestVotes: number) {
  const up = value === 1 ? 1 : 0;
  const [row] = await tx
    .update(boardPost)
    .set({
      voteUp: sql`${boardPost.voteUp} + ${up}`,
      voteDown: sql`${boardPost.voteDown} + ${1 - up}`,
      isBest: sql`${boardPost.isBest} or (${bestVotes} > 0 and ${boardPost.voteUp} + ${up} >= ${bestVotes})`,
    })
    .where(eq(boardPost.id, postId))
    .returning({ voteUp: boardPost.voteUp, voteDown: boardPost.voteDown, isBest: boardPost.isBest });
  return row!;
}

export interface ReportInput {
  postId: number;
  commentId: number | null;
  userId: string;
  reason: string;
  detail: string;
  weight: number;
}

/** Records a report; false when this member had already reported that post or comment. */
export async function insertReport(tx: Tx, report: ReportInput): Promise<boolean> {
  const rows = await tx
    .insert(boardReport)
    .values(report)
    .onConflictDoNothing()
    .returning({ id: boardReport.id });
  return rows.length > 0;
}

/** Adds a weighted report to a post and blinds it once the total reaches the threshold. */
export async function countPostReport(tx: Tx, postId: number, weight: number, threshold: number) {
  const [row] = await tx
    .update(boardPost)
    .set({
      reportCount: sql`${boardPost.reportCount} + 1`,
      reportScore: sql`${boardPost.reportScore} + ${weight}`,
      blinded: sql`${boardPost.blinded} or ${boardPost.reportScore} + ${weight} >= ${threshold}`,
    })
    .where(eq(boardPost.id, postId))
    .returning({ blinded: boardPost.blinded });
  return row!.blinded;
}

export async function countCommentReport(tx: Tx, commentId: number, weight: number, threshold: number) {
  const [row] = await tx
    .update(boardComment)
    .set({
      reportCount: sql`${boardComment.reportCount} + 1`,
      reportScore: sql`${boardComment.reportScore} + ${weight}`,
      blinded: sql`${boardComment.blinded} or ${boardComment.reportScore} + ${weight} >= ${threshold}`,
    })
    .where(eq(boardComment.id, commentId))
    .returning({ blinded: boardComment.blinded });
  return row!.blinded;
}

/**
 * A moderator's blind or unblind. Unblinding clears the report total and the review request, so the
 * post needs a fresh set of reports to be blinded again (the members who reported cannot report twice).
 */
export async function setPostBlinded(tx: Tx, postId: number, blinded: boolean): Promise<void> {
  await tx
    .update(boardPost)
    .set(blinded ? { blinded } : { blinded, reportScore: 0, reviewRequested: false })
    .where(eq(boardPost.id, postId));
}

export async function setCommentBlinded(tx: Tx, commentId: number, blinded: boolean): Promise<void> {
  await tx
    .update(boardComment)
    .set(blinded ? { blinded } : { blinded, reportScore: 0 })
    .where(eq(boardComment.id, commentId));
}

export async function movePost(tx: Tx, postId: number, boardId: number, category: string | null) {
  await tx.update(boardPost).set({ boardId, category }).where(eq(boardPost.id, postId));
}

export async function changeCommentCount(tx: Tx, postId: number, delta: 1 | -1): Promise<number> {
  const [row] = await tx
    .update(boardPost)
    .set({ commentCount: sql`${boardPost.commentCount} + ${delta}` })
    .where(eq(boardPost.id, postId))
    .returning({ commentCount: boardPost.commentCount });
  return row!.commentCount;
}

/** The back office's post list: every board or one, newest first, with a search and a state filter. */
export async function listPostsForStaff(
  db: DbOrTx,
  filter: { boardId?: number | null; match?: SQL; state: '전체' | '블라인드' | '검토요청' },
  limit: number,
  offset: number,
): Promise<{ total: number; rows: PostItemRow[] }> {
  const parts = [sql`p.deleted_at is null`];
  if (filter.boardId) parts.push(sql`p.board_id = ${filter.boardId}`);
  if (filter.state === '블라인드') parts.push(sql`p.blinded`);
  if (filter.state === '검토요청') parts.push(sql`p.blinded and p.review_requested`);
  if (filter.match) parts.push(filter.match);
  const where = sql.join(parts, sql` and `);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from board_post p where ${where} limit ${SEARCH_COUNT_CAP}) m`,
  );
  // Blinded posts whose writer asked for a review come first in the blinded list.
  const order = filter.state === '전체' ? sql`p.id desc` : sql`p.review_requested desc, p.id desc`;
  const rows = await queryRows<PostItemRow>(
    db,
    sql`select ${ITEM_COLUMNS}
      from (select p.id from board_post p where ${where} order by ${order} limit ${limit} offset ${offset}) page
      join board_post p on p.id = page.id ${ITEM_JOINS}
      order by ${order}`,
  );
  return { total: count?.n ?? 0, rows };
}

export interface StaffCommentRow extends WriterRow {
  id: number;
  post_id: number;
  parent_id: number | null;
  board_group: string;
  board_name: string;
  post_title: string;
  content: string;
  blinded: boolean;
  report_count: number;
  created: string;
}

export async function listCommentsForStaff(
  db: DbOrTx,
  filter: { keyword: string; blindedOnly: boolean },
  limit: number,
  offset: number,
): Promise<{ total: number; rows: StaffCommentRow[] }> {
  const parts = [sql`c.deleted_at is null`];
  if (filter.blindedOnly) parts.push(sql`c.blinded`);
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    parts.push(sql`(c.content ilike ${like} or c.user_id in
      (select user_id from users where nickname = ${filter.keyword} or user_id = ${filter.keyword}))`);
  }
  const where = sql.join(parts, sql` and `);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from board_comment c where ${where} limit ${SEARCH_COUNT_CAP}) m`,
  );
  const rows = await queryRows<StaffCommentRow>(
    db,
    sql`select c.id, c.post_id, c.parent_id, g.name as board_group, b.name as board_name, p.title as post_title,
        c.content, c.blinded, c.report_count, ${seoulDateTime(sql`c.created`)} as created,
        ${COMMENT_WRITER_COLUMNS}
      from (select c.id from board_comment c where ${where} order by c.id desc limit ${limit} offset ${offset}) page
      join board_comment c on c.id = page.id
      join board_post p on p.id = c.post_id
      join board b on b.id = p.board_id
      join board_group g on g.id = b.group_id
      left join users u on u.user_id = c.user_id
      order by c.id desc`,
  );
  return { total: count?.n ?? 0, rows };
}

export interface DbRequestRow extends PostItemRow {
  status: string;
  reply: string;
  replied_by: string | null;
  status_updated: string | null;
}

/** The posts of the DB요청 boards with their handling, oldest open request first. */
export async function listDbRequests(
  db: DbOrTx,
  status: string | null,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: DbRequestRow[] }> {
  const where = sql`b.kind = 'DB요청' and p.deleted_at is null
    ${status ? sql`and coalesce(r.status, '접수') = ${status}` : sql``}`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from board_post p join board b on b.id = p.board_id
      left join board_db_request r on r.post_id = p.id where ${where}`,
  );
  const rows = await queryRows<DbRequestRow>(
    db,
    sql`select ${ITEM_COLUMNS}, coalesce(r.status, '접수') as status, coalesce(r.reply, '') as reply,
        r.replied_by, case when r.updated is null then null else ${seoulDateTime(sql`r.updated`)} end as status_updated
      from board_post p ${ITEM_JOINS}
      where ${where}
      order by case coalesce(r.status, '접수') when '완료' then 1 else 0 end, p.id desc
      limit ${limit} offset ${offset}`,
  );
  return { total: count?.n ?? 0, rows };
}

export async function saveDbRequest(
  tx: Tx,
  postId: number,
  values: { status: string; reply: string; repliedBy: string },
): Promise<void> {
  await tx
    .insert(boardDbRequest)
    .values({ postId, ...values, updated: new Date() })
    .onConflictDoUpdate({ target: boardDbRequest.postId, set: { ...values, updated: new Date() } });
}

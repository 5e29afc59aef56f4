import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { BOARD_NEW_HOURS } from '@carddogam/contract/calls/board';
import { SYSTEM_WRITER_ID, SYSTEM_WRITER_NICKNAME } from '@carddogam/contract/board/seeded-boards';
import { queryRows, type Db, type DbOrTx, type Tx } from '../db/client';
import { boardDbRequest, boardPost, boardPostView } from '../db/schema/index';
import { TALLY_ALL } from './board-tally';
import { type WriterRow } from './board-writer';
import { seoulDateTime } from '../db/seoul-time';

/**
 * Board posts: the list pages, reads, writes and the per-day view log (decision 026). Lists never count
 * rows: the page count comes from board_tally. A page is read in two steps — the ids of the page from the
 * (board, id) index alone, then those rows with their writer — so page 1,000 costs an index walk, not a
 * thousand pages of joins.
 */

export type BoardPostRow = typeof boardPost.$inferSelect;
export type BoardPostInsert = typeof boardPost.$inferInsert;

/** A list row before the presenter (which hides blinded titles). */
export interface PostItemRow extends WriterRow {
  id: number;
  board_id: number;
  board_group: string;
  board_name: string;
  category: string | null;
  title: string;
  comment_count: number;
  view_count: number;
  vote_up: number;
  vote_down: number;
  has_image: boolean;
  is_notice: boolean;
  is_best: boolean;
  blinded: boolean;
  report_count: number;
  report_score: number;
  review_requested: boolean;
  is_new: boolean;
  created: string;
  db_request_status: string | null;
}

/** The columns of PostItemRow over `board_post p` joined by ITEM_JOINS. */
export const ITEM_COLUMNS = sql`p.id, p.board_id, g.name as board_group, b.name as board_name, p.category,
  p.title, p.comment_count, p.view_count, p.vote_up, p.vote_down, p.has_image, p.is_notice, p.is_best,
  p.blinded, p.report_count, p.report_score, p.review_requested,
  p.created > now() - make_interval(hours => ${BOARD_NEW_HOURS}) as is_new,
  ${seoulDateTime(sql`p.created`)} as created, p.user_id,
  coalesce(u.nickname, case when p.user_id = ${SYSTEM_WRITER_ID} then ${SYSTEM_WRITER_NICKNAME}
    else p.user_id end) as nickname,
  coalesce(u.type, case when p.user_id = ${SYSTEM_WRITER_ID} then '관리자' else '사용자' end) as type,
  coalesce(u.grade, 0)::int as grade, u.profile_image, coalesce(u.collection_show, false) as collection_show,
  case when b.kind = 'DB요청' then coalesce(r.status, '접수') end as db_request_status`;

export const ITEM_JOINS = sql`join board b on b.id = p.board_id
  join board_group g on g.id = b.group_id
  left join users u on u.user_id = p.user_id
  left join board_db_request r on r.post_id = p.id`;

/** Live posts of one board, with the optional 말머리 and 베스트 filters (all served by partial indexes). */
export interface PostFilter {
  boardId: number;
  category?: string | null;
  best?: boolean;
  /** A search condition over `p` (see the *Match helpers). */
  match?: SQL;
}

function whereOf(filter: PostFilter): SQL {
  const parts = [sql`p.board_id = ${filter.boardId}`, sql`p.deleted_at is null`];
  if (filter.category) parts.push(sql`p.category = ${filter.category}`);
  if (filter.best) parts.push(sql`p.is_best`);
  if (filter.match) parts.push(filter.match);
  return sql.join(parts, sql` and `);
}

/** How many notices a list pins on top. */
const PINNED_NOTICES = 10;

/** A list page as one statement answers it: the board's counts, the page's rows and the notices. */
export interface ListedPage {
  /** The board's live posts ('all' tally). */
  allCount: number;
  /** The posts of the bucket the filter lists (the 'all', 'best' or 말머리 tally). */
  bucketCount: number;
  rows: PostItemRow[];
  notices: PostItemRow[];
}

/**
 * One page, newest first, the board's notices and its counts, in one statement: the page's ids from the
 * board's index and the notices' ids from theirs, then the rows of both (a notice on the page comes
 * twice); the counts come from board_tally. The counts sit in a one-row table the rows are joined to, so
 * a page past the end still answers them.
 */
export async function listPageAndNotices(
  db: DbOrTx,
  filter: PostFilter,
  bucket: string,
  limit: number,
  offset: number,
): Promise<ListedPage> {
  const tally = (name: string) =>
    sql`coalesce((select t.count from board_tally t
      where t.board_id = ${filter.boardId} and t.bucket = ${name}), 0)::int`;
  const found = await queryRows<
    PostItemRow & { all_count: number; bucket_count: number; pinned: boolean | null }
  >(
    db,
    sql`select counts.all_count, counts.bucket_count, listed.*
      from (select ${tally(TALLY_ALL)} as all_count, ${tally(bucket)} as bucket_count) counts
      left join lateral (
        select ids.pinned, ${ITEM_COLUMNS}
        from (
          (select p.id, false as pinned from board_post p where ${whereOf(filter)}
            order by p.id desc limit ${limit} offset ${offset})
          union all
          (select p.id, true from board_post p
            where p.board_id = ${filter.boardId} and p.is_notice and p.deleted_at is null
            order by p.id desc limit ${PINNED_NOTICES})
        ) ids
        join board_post p on p.id = ids.id
        ${ITEM_JOINS}
      ) listed on true
      order by listed.pinned desc, listed.id desc`,
  );
  const posts = found.filter((row) => row.id !== null);
  return {
    allCount: found[0]?.all_count ?? 0,
    bucketCount: found[0]?.bucket_count ?? 0,
    rows: posts.filter((row) => !row.pinned),
    notices: posts.filter((row) => row.pinned),
  };
}

/** Staff lists count their matches up to this many (100 pages of 20); past it nobody pages. */
export const SEARCH_COUNT_CAP = 2_000;

/** The pager shows page numbers in blocks of ten (1–10, 11–20 …). */
export const PAGER_BLOCK = 10;

/**
 * How far the matches of a search are counted for `page`: to the end of the pager's block of ten pages,
 * plus one to know whether more follow. Counting every match of a common word would read thousands of
 * rows for a number nobody needs; past the block the pager only needs to know that there is a next one.
 */
export function searchCountCap(page: number, size: number): number {
  return Math.ceil(page / PAGER_BLOCK) * PAGER_BLOCK * size + 1;
}

/**
 * The matches up to `cap`, newest first: for a common word the walk down the board's index stops after
 * `cap` matches, and for a rare one the planner takes the search index instead.
 */
export async function countPosts(db: DbOrTx, filter: PostFilter, cap: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from board_post p where ${whereOf(filter)}
      order by p.id desc limit ${cap}) matches`,
  );
  return row?.n ?? 0;
}

/** Whitespace-free lower case, the form text_grams() works on (decision 003). */
function normalised(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The bigrams of the query (or its one character): a title must hold them all to possibly match. */
function queryGrams(q: string): string[] {
  const chars = [...q];
  if (chars.length <= 1) return chars;
  return [...new Set(chars.slice(1).map((c, i) => chars[i] + c))];
}

/**
 * A partial title match, also of one or two Korean syllables: the GIN index on title_grams finds the
 * titles holding every bigram of the query (decision 003). For one or two characters that is the answer
 * itself; for longer queries the bigrams may be scattered, so a LIKE over the same normalised form checks
 * the exact substring.
 */
export function titleMatch(keyword: string): SQL {
  const q = normalised(keyword);
  const grams = sql`p.title_grams @> array[${sql.join(
    queryGrams(q).map((g) => sql`${g}`),
    sql`, `,
  )}]::text[]`;
  if ([...q].length <= 2) return grams;
  return sql`(${grams} and lower(regexp_replace(p.title, '\\s+', '', 'g')) like ${`%${likeEscape(q)}%`})`;
}

/**
 * A substring of the text copy. The trigram index serves queries of three characters or more; a shorter
 * one is written so that the index is not used (it would hand back nearly every post of the site), and the
 * board is walked newest first until the page is full.
 */
export function contentMatch(keyword: string): SQL {
  if ([...keyword].length < 3) return sql`strpos(lower(p.content_text), ${keyword.toLowerCase()}) > 0`;
  return sql`p.content_text ilike ${`%${likeEscape(keyword)}%`}`;
}

/**
 * Runs the reads of a search planned as for data held in memory (random_page_cost 1.1, the usual setting
 * for SSDs, instead of PostgreSQL's default 4 for spinning disks). With the default the planner looks for
 * a common word by walking the primary key of every board's posts rather than the board's own index, and
 * reads twenty times the rows (docs/board-query-plans.md). Scoped to this transaction only.
 */
export function asSearch<T>(db: Db, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local random_page_cost = 1.1`);
    return read(tx);
  });
}

/** 글쓴이: the exact nickname, as Korean boards search by the name shown (or the login id). */
export function writerMatch(keyword: string): SQL {
  return sql`p.user_id in (select user_id from users where nickname = ${keyword} or user_id = ${keyword})`;
}

/** What permission checks and writes need of a post. */
export type PostHead = Pick<
  BoardPostRow,
  | 'id'
  | 'boardId'
  | 'category'
  | 'title'
  | 'userId'
  | 'isNotice'
  | 'isBest'
  | 'blinded'
  | 'reviewRequested'
  | 'commentCount'
  | 'pointsAwarded'
  | 'deletedAt'
>;

const headColumns = {
  id: boardPost.id,
  boardId: boardPost.boardId,
  category: boardPost.category,
  title: boardPost.title,
  userId: boardPost.userId,
  isNotice: boardPost.isNotice,
  isBest: boardPost.isBest,
  blinded: boardPost.blinded,
  reviewRequested: boardPost.reviewRequested,
  commentCount: boardPost.commentCount,
  pointsAwarded: boardPost.pointsAwarded,
  deletedAt: boardPost.deletedAt,
};

/** A live post's head, or undefined for an unknown or deleted post. */
export async function findLivePost(db: DbOrTx, id: number): Promise<PostHead | undefined> {
  const [row] = await db
    .select(headColumns)
    .from(boardPost)
    .where(and(eq(boardPost.id, id), isNull(boardPost.deletedAt)))
    .limit(1);
  return row;
}

/**
 * Locks a live post's row and answers its head. Every write that concerns a post takes this lock first
 * (decision 026): comments, votes, reports and edits of one post then run one after another, and no two
 * writes can wait on each other's rows in opposite orders.
 */
export async function lockLivePost(tx: Tx, id: number): Promise<PostHead | undefined> {
  const [row] = await tx
    .select(headColumns)
    .from(boardPost)
    .where(and(eq(boardPost.id, id), isNull(boardPost.deletedAt)))
    .for('update')
    .limit(1);
  return row;
}

export interface PostDetailRow extends PostItemRow {
  content: string;
  updated: string | null;
}

export async function readPostDetail(db: DbOrTx, id: number): Promise<PostDetailRow | undefined> {
  const [row] = await queryRows<PostDetailRow>(
    db,
    sql`select ${ITEM_COLUMNS}, p.content,
        case when p.updated is null then null else ${seoulDateTime(sql`p.updated`)} end as updated
      from board_post p ${ITEM_JOINS}
      where p.id = ${id} and p.deleted_at is null`,
  );
  return row;
}

/** The newer (prev) and older (next) live post of the same board, for the read page's links. */
export async function neighbours(db: DbOrTx, boardId: number, id: number) {
  const [row] = await queryRows<{
    prev_id: number | null;
    prev_title: string | null;
    prev_blinded: boolean | null;
    next_id: number | null;
    next_title: string | null;
    next_blinded: boolean | null;
  }>(
    db,
    sql`select n.id as prev_id, n.title as prev_title, n.blinded as prev_blinded,
        o.id as next_id, o.title as next_title, o.blinded as next_blinded
      from (select 1) one
      left join lateral (select id, title, blinded from board_post
        where board_id = ${boardId} and deleted_at is null and id > ${id} order by id limit 1) n on true
      left join lateral (select id, title, blinded from board_post
        where board_id = ${boardId} and deleted_at is null and id < ${id} order by id desc limit 1) o on true`,
  );
  return row!;
}

export async function insertPost(tx: Tx, values: BoardPostInsert): Promise<number> {
  const [row] = await tx.insert(boardPost).values(values).returning({ id: boardPost.id });
  return row!.id;
}

export async function updatePost(tx: Tx, id: number, patch: Partial<BoardPostInsert>): Promise<void> {
  await tx.update(boardPost).set(patch).where(eq(boardPost.id, id));
}

export async function softDeletePost(tx: Tx, id: number, by: string): Promise<void> {
  await tx.update(boardPost).set({ deletedAt: new Date(), deletedBy: by }).where(eq(boardPost.id, id));
}

export async function insertDbRequest(tx: Tx, postId: number): Promise<void> {
  await tx.insert(boardDbRequest).values({ postId }).onConflictDoNothing();
}

/**
 * Counts a view when this viewer has not viewed the post on `day` (UTC, §2.1); earlier days' rows of the
 * post are dropped on the way. Answers the view count.
 */
export async function countView(tx: Tx, postId: number, viewer: string, day: string): Promise<number> {
  await tx.execute(sql`delete from board_post_view where post_id = ${postId} and day < ${day}::date`);
  const fresh = await tx
    .insert(boardPostView)
    .values({ postId, viewer, day })
    .onConflictDoNothing()
    .returning({ postId: boardPostView.postId });
  const [row] = fresh.length
    ? await tx
        .update(boardPost)
        .set({ viewCount: sql`${boardPost.viewCount} + 1` })
        .where(eq(boardPost.id, postId))
        .returning({ viewCount: boardPost.viewCount })
    : await tx.select({ viewCount: boardPost.viewCount }).from(boardPost).where(eq(boardPost.id, postId));
  return row?.viewCount ?? 0;
}

/** A member's live posts in the given boards, newest first (/mypage/profile). */
export async function listPostsByWriter(
  db: DbOrTx,
  userId: string,
  boardIds: number[],
  limit: number,
  offset: number,
): Promise<{ total: number; rows: PostItemRow[] }> {
  if (boardIds.length === 0) return { total: 0, rows: [] };
  const ids = sql`array[${sql.join(
    boardIds.map((b) => sql`${b}`),
    sql`, `,
  )}]::int[]`;
  const where = sql`p.user_id = ${userId} and p.deleted_at is null and p.board_id = any(${ids})`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from board_post p where ${where}`,
  );
  const rows = await queryRows<PostItemRow>(
    db,
    sql`select ${ITEM_COLUMNS} from board_post p ${ITEM_JOINS}
      where ${where} order by p.id desc limit ${limit} offset ${offset}`,
  );
  return { total: count?.n ?? 0, rows };
}

/** The latest live posts of each given board (the home page), `perBoard` each. */
export function latestPerBoard(db: DbOrTx, boardIds: number[], perBoard: number, bestOnly = false) {
  if (boardIds.length === 0) return Promise.resolve([] as PostItemRow[]);
  const ids = sql`array[${sql.join(
    boardIds.map((b) => sql`${b}`),
    sql`, `,
  )}]::int[]`;
  return queryRows<PostItemRow>(
    db,
    sql`select ${ITEM_COLUMNS}
      from unnest(${ids}) as wanted(board_id)
      cross join lateral (select id from board_post
        where board_id = wanted.board_id and deleted_at is null ${bestOnly ? sql`and is_best` : sql``}
        order by id desc limit ${perBoard}) page
      join board_post p on p.id = page.id
      ${ITEM_JOINS}
      order by p.id desc`,
  );
}

/** Boards by their newest live post, most recent first (the home page's busiest boards). */
export function boardsByLatestPost(db: DbOrTx, boardIds: number[]) {
  if (boardIds.length === 0) return Promise.resolve([] as Array<{ board_id: number; last_id: number }>);
  const ids = sql`array[${sql.join(
    boardIds.map((b) => sql`${b}`),
    sql`, `,
  )}]::int[]`;
  return queryRows<{ board_id: number; last_id: number }>(
    db,
    sql`select wanted.board_id, last.id as last_id
      from unnest(${ids}) as wanted(board_id)
      cross join lateral (select id from board_post
        where board_id = wanted.board_id and deleted_at is null order by id desc limit 1) last
      order by last.id desc`,
  );
}

/** Whether the member has voted on and reported the post. */
export async function myMarks(db: DbOrTx, postId: number, userId: string) {
  const [row] = await queryRows<{ vote: number | null; reported: boolean }>(
    db,
    sql`select (select value from board_vote where post_id = ${postId} and user_id = ${userId})::int as vote,
        exists (select 1 from board_report where post_id = ${postId} and comment_id is null
          and user_id = ${userId}) as reported`,
  );
  return row!;
}

export async function findDbRequest(db: DbOrTx, postId: number) {
  const [row] = await queryRows<{ status: string; reply: string; updated: string | null }>(
    db,
    sql`select status, reply, case when updated is null then null else ${seoulDateTime(sql`updated`)} end as updated
      from board_db_request where post_id = ${postId}`,
  );
  return row;
}

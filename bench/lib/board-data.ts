import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openDatabase, queryRows } from '../../apps/server/src/db/client';
import { insertUser } from '../../apps/server/src/repositories/users';
import { ensureBoards } from '../../apps/server/src/services/board-seed';
import { POSTGRES_URL } from './databases';

/**
 * The community of the board benchmark on PostgreSQL: 20 boards (the seeded ones and copies of
 * 자유게시판), 1,000,000 posts spread over them with 말머리 and Korean titles, 5,000,000 comments, and one
 * post with exactly 300 comments. Written once with set-based SQL and kept between runs.
 */
export const BOARD_BENCH_DB = 'carddogam_bench_boards';
export const BENCH_BOARD = '자유게시판';
export const BENCH_CATEGORY = '정보';
const POSTS = 1_000_000;
const COMMENTS = 5_000_000;
const WRITERS = 200;

export function boardBenchUrl(): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${BOARD_BENCH_DB}`;
  return url.toString();
}

/** Prepares the data when missing; answers the id of the post with 300 comments. */
export async function prepareBoardData(): Promise<number> {
  if (!(await isComplete())) await recreateDatabase();
  const database = await openDatabase({ url: boardBenchUrl(), poolSize: 2 });
  try {
    await migrateDatabase(database);
    const db = database.db;
    await ensureBoards(db);
    const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from board_comment`);
    if (n < COMMENTS) await writeCommunity(db);
    const [hot] = await queryRows<{ post_id: number }>(
      db,
      sql`select post_id from board_comment group by post_id having count(*) = 300 limit 1`,
    );
    return hot!.post_id;
  } finally {
    await database.close();
  }
}

async function isComplete(): Promise<boolean> {
  const client = new pg.Client({ connectionString: boardBenchUrl() });
  try {
    await client.connect();
    // The comments are written last but one: an earlier run that stopped half-way has fewer.
    const comments = await client.query('select count(*)::int as n from board_comment');
    return comments.rows[0].n >= COMMENTS;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function recreateDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BOARD_BENCH_DB}`);
  await admin.query(`CREATE DATABASE ${BOARD_BENCH_DB}`);
  await admin.end();
}

async function writeCommunity(db: Parameters<typeof ensureBoards>[0]): Promise<void> {
  console.log('Writing 1,000,000 posts and 5,000,000 comments (once; a few minutes)…');
  for (let i = 0; i < WRITERS; i += 1)
    await insertUser(db, {
      userId: `boardbench_${i}`,
      nickname: `게시판부하${i}`,
      email: `boardbench_${i}@example.com`,
      passwordHash: 'not-a-login-account',
      type: '사용자',
      emailCertified: true,
    });
  // Twenty boards: copies of 자유게시판 up to the count, and 말머리 on every general board.
  await db.execute(sql`insert into board (group_id, name, sort, kind, categories, gate_list, gate_read,
      gate_write, gate_comment, rows_per_page, best_votes, images_allowed, blind_threshold)
    select b.group_id, '부하 게시판 ' || i, 100 + i, b.kind, b.categories, b.gate_list, b.gate_read,
      b.gate_write, b.gate_comment, b.rows_per_page, b.best_votes, b.images_allowed, b.blind_threshold
    from board b, generate_series(1, 20 - (select count(*)::int from board)) i
    where b.name = ${BENCH_BOARD}`);
  await db.execute(sql`update board set categories = array['잡담', '질문', ${BENCH_CATEGORY}]
    where kind = '일반'`);
  await db.execute(sql`insert into board_post (board_id, category, title, content, content_text, user_id,
      vote_up, is_best, created)
    select ids[1 + i % 20], (array['잡담', '질문', ${BENCH_CATEGORY}])[1 + (i / 20) % 3],
      (array['리자몽', '피카츄', '뮤츠', '루기아', '이브이'])[1 + i % 5] || ' '
        || (array['덱 추천', '시세 질문', '거래 후기', '대회 결과', '카드 정리'])[1 + (i / 5) % 5] || ' ' || i,
      '<p>본문 ' || i || '</p>', '본문 ' || i, 'boardbench_' || (i % ${WRITERS}),
      (i % 97 = 0)::int * 12, i % 97 = 0,
      now() - (${POSTS} - i) * interval '20 second'
    from generate_series(1, ${POSTS}) i,
      (select array_agg(id order by id) as ids from board) boards`);
  // 300 comments on one post; the rest spread over the newest 200,000 posts.
  await db.execute(sql`with hot as (select max(id) - 10 as id from board_post)
    insert into board_comment (post_id, user_id, content, created)
    select hot.id, 'boardbench_' || (i % ${WRITERS}), '댓글 ' || i, now() - (300 - i) * interval '1 minute'
    from hot, generate_series(1, 300) i`);
  await db.execute(sql`with span as (select max(id) as top from board_post)
    insert into board_comment (post_id, user_id, content, created)
    select span.top - 200000 + (i::bigint * 7919) % 199980, 'boardbench_' || (i % ${WRITERS}), '댓글 ' || i, now()
    from span, generate_series(1, ${COMMENTS - 300}) i`);
  await db.execute(sql`update board_post p set comment_count = c.n
    from (select post_id, count(*)::int as n from board_comment group by post_id) c where c.post_id = p.id`);
  // The pager's per-board counts, as the write services would have kept them.
  await db.execute(sql`delete from board_tally`);
  await db.execute(sql`insert into board_tally (board_id, bucket, count)
    select board_id, 'all', count(*)::int from board_post where deleted_at is null group by board_id
    union all select board_id, 'best', count(*)::int from board_post
      where deleted_at is null and is_best group by board_id
    union all select board_id, 'cat:' || category, count(*)::int from board_post
      where deleted_at is null and category is not null group by board_id, category`);
  await db.execute(sql`vacuum analyze board_post`);
  await db.execute(sql`vacuum analyze board_comment`);
}

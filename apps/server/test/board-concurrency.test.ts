import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { boardCalls as calls } from '@carddogam/contract/calls/board';
import { createTestApp, type TestApp } from './helpers/app';
import { boardMemberFor, type BoardTestMember } from './helpers/board-members';
import { createBoard } from './helpers/boards';
import { queryRows } from '../src/db/client';
import { ledgerSum } from '../src/repositories/points';

/**
 * Board counters under many writers at once (decision 026): the post's comment count, a comment's reply
 * count, votes, the 베스트 flag and the per-board post counts must equal a recount of the rows, and every
 * balance its ledger. The races only show on PostgreSQL (scripts/test-postgres.sh), where the pool runs
 * transactions side by side; on PGlite the same test checks the arithmetic.
 */
describe('board counters under concurrent writes', () => {
  let t: TestApp;
  let boardId = 0;
  let members: BoardTestMember[] = [];

  const statusOf = async (path: string, params: unknown, headers: Record<string, string>) =>
    (await t.post(path, { params }, headers)).status;

  beforeAll(async () => {
    t = await createTestApp({}, { poolSize: 12 });
    boardId = await createBoard(t.services.db, { group: '커뮤니티', name: '동시성 게시판', bestVotes: 15 });
    members = await Promise.all(Array.from({ length: 20 }, () => boardMemberFor(t)));
  });
  afterAll(() => t.close());

  const recount = async (postId: number) => {
    const [row] = await queryRows<Record<string, number>>(
      t.services.db,
      sql`select p.comment_count, p.vote_up, p.vote_down,
          (select count(*)::int from board_comment where post_id = p.id and deleted_at is null) as comments,
          (select count(*)::int from board_vote where post_id = p.id and value = 1) as ups,
          (select count(*)::int from board_vote where post_id = p.id and value = -1) as downs
        from board_post p where p.id = ${postId}`,
    );
    return row!;
  };

  it('keeps the comment count exact after 100 comments written at once, and after 40 deleted at once', async () => {
    const writer = members[0]!;
    const { id: postId } = await t.call(
      calls.insert,
      { board_id: boardId, title: '동시 댓글', content: '<p>본문</p>' },
      writer.headers,
    );
    const { id: parentId } = await t.call(
      calls.commentInsert,
      { post_id: postId, content: '부모 댓글' },
      writer.headers,
    );
    const commenters = members.slice(1);
    const written = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const by = commenters[i % commenters.length]!;
        const res = await t.post(
          calls.commentInsert.path,
          {
            params: { post_id: postId, content: `동시 댓글 ${i}`, parent_id: i % 4 === 0 ? parentId : null },
          },
          by.headers,
        );
        return { status: res.status, id: (res.body as { id: number }).id, by };
      }),
    );
    expect(written.filter((w) => w.status !== 200).map((w) => w.status)).toEqual([]);
    let counts = await recount(postId);
    expect(counts.comment_count).toBe(101);
    expect(counts.comments).toBe(101);
    const [parent] = await queryRows<{ reply_count: number; replies: number }>(
      t.services.db,
      sql`select reply_count, (select count(*)::int from board_comment
        where parent_id = ${parentId} and deleted_at is null) as replies from board_comment where id = ${parentId}`,
    );
    expect(parent!.reply_count).toBe(25);
    expect(parent!.replies).toBe(25);

    const deletes = await Promise.all(
      written.slice(0, 40).map((w) => statusOf(calls.commentDelete.path, { id: w.id }, w.by.headers)),
    );
    expect(deletes.filter((s) => s !== 200)).toEqual([]);
    counts = await recount(postId);
    expect(counts.comment_count).toBe(61);
    expect(counts.comments).toBe(61);
    const [after] = await queryRows<{ reply_count: number }>(
      t.services.db,
      sql`select reply_count from board_comment where id = ${parentId}`,
    );
    expect(after!.reply_count).toBe(15);
    expect((await t.call(calls.read, { id: postId })).post.comment_count).toBe(61);
    for (const m of members) {
      const [row] = await queryRows<{ point: number }>(
        t.services.db,
        sql`select point from users where user_id = ${m.userId}`,
      );
      expect(await ledgerSum(t.services.db, m.userId)).toBe(row!.point);
    }
  });

  it('counts 19 votes sent at once, each member once, and makes the post 베스트 exactly once', async () => {
    const writer = members[0]!;
    const { id: postId } = await t.call(
      calls.insert,
      { board_id: boardId, title: '동시 추천', content: '<p>본문</p>' },
      writer.headers,
    );
    const voters = members.slice(1);
    const statuses = await Promise.all([
      ...voters.map((v, i) =>
        statusOf(calls.vote.path, { id: postId, value: i < 16 ? 'up' : 'down' }, v.headers),
      ),
      // Each voter a second time: exactly one of each pair gets through.
      ...voters.map((v) => statusOf(calls.vote.path, { id: postId, value: 'up' }, v.headers)),
    ]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const counts = await recount(postId);
    expect(counts.vote_up + counts.vote_down).toBe(19);
    expect(counts.vote_up).toBe(counts.ups);
    expect(counts.vote_down).toBe(counts.downs);
    const best = await t.call(calls.list, { board_name: '동시성 게시판', tab: '베스트' });
    expect(best.total).toBe(best.rows.length);
    expect(best.rows.map((r) => r.id)).toEqual(counts.vote_up >= 15 ? [postId] : []);
  });

  it('keeps the board post count equal to its live posts after 30 posts and 10 deletes at once', async () => {
    const created = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const by = members[i % members.length]!;
        const res = await t.post(
          calls.insert.path,
          { params: { board_id: boardId, title: `동시 글 ${i}`, content: '<p>본문</p>' } },
          by.headers,
        );
        return { status: res.status, id: (res.body as { id: number }).id, by };
      }),
    );
    expect(created.filter((c) => c.status !== 200)).toEqual([]);
    const deleted = await Promise.all(
      created.slice(0, 10).map((c) => statusOf(calls.remove.path, { id: c.id }, c.by.headers)),
    );
    expect(deleted.filter((s) => s !== 200)).toEqual([]);
    const [row] = await queryRows<{ tally: number; live: number }>(
      t.services.db,
      sql`select (select count from board_tally where board_id = ${boardId} and bucket = 'all') as tally,
          (select count(*)::int from board_post where board_id = ${boardId} and deleted_at is null) as live`,
    );
    expect(row!.tally).toBe(row!.live);
    expect((await t.call(calls.list, { board_name: '동시성 게시판' })).total).toBe(row!.live);
  });
});

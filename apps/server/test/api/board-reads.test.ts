import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_BOARD_GATES } from '@carddogam/contract/board/gates';
import { BOARD_COMMENT_PAGE_SIZE, boardCalls as calls } from '@carddogam/contract/calls/board';
import { boardAdminCalls as admin } from '@carddogam/contract/calls/board-admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { boardMemberFor, errorOf, type BoardTestMember } from '../helpers/board-members';
import { insertBoardPost } from '../helpers/boards';

/**
 * The board reads as the list, read and comment screens use them: searches counted only as far as the
 * pager needs, comments in pages, and board settings kept in memory yet changed at once by 관리자.
 */
describe('board reads', () => {
  let t: TestApp;
  let adminMember: BoardTestMember;
  let writer: BoardTestMember;
  let groupId: number;
  let boardId: number;

  const settings = (overrides: Record<string, unknown> = {}) => ({
    id: boardId,
    group_id: groupId,
    name: '검색 게시판',
    gates: OPEN_BOARD_GATES,
    rows_per_page: 5,
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    adminMember = await boardMemberFor(t, { type: '관리자' });
    writer = await boardMemberFor(t);
    groupId = (await t.call(admin.groupSave, { name: '시험', sort: 1 }, adminMember.headers)).id;
    boardId = (
      await t.call(
        admin.boardSave,
        { group_id: groupId, name: '검색 게시판', gates: OPEN_BOARD_GATES, rows_per_page: 5 },
        adminMember.headers,
      )
    ).id;
    // 60 posts match '리자'; 7 others do not.
    for (let i = 1; i <= 60; i++)
      await insertBoardPost(t.services.db, { boardId, userId: writer.userId, title: `리자몽 질문 ${i}` });
    for (let i = 1; i <= 7; i++)
      await insertBoardPost(t.services.db, { boardId, userId: writer.userId, title: `피카츄 ${i}` });
  });
  afterAll(() => t.close());

  const search = (page: number) =>
    t.call(calls.list, { board_name: '검색 게시판', page, search_type: '제목', keyword: '리자' });

  it('counts a search only to the end of the pager block, and says that more follow', async () => {
    // 5 rows a page: the block of pages 1–10 needs 50 matches, and one more tells that a next block exists.
    const first = await search(1);
    expect(first.total).toBe(51);
    expect(first.total_capped).toBe(true);
    expect(first.page_count).toBe(10);
    expect(first.rows.map((r) => r.title)).toEqual([60, 59, 58, 57, 56].map((n) => `리자몽 질문 ${n}`));

    // In the second block all 60 matches are counted, and the count is exact.
    const eleventh = await search(11);
    expect(eleventh.total).toBe(60);
    expect(eleventh.total_capped).toBe(false);
    expect(eleventh.page_count).toBe(12);
    expect(eleventh.rows.map((r) => r.title)).toEqual([10, 9, 8, 7, 6].map((n) => `리자몽 질문 ${n}`));
  });

  it('takes the total of an unsearched list from the tally, never capped', async () => {
    const list = await t.call(calls.list, { board_name: '검색 게시판', page: 1 });
    expect(list.total).toBe(67);
    expect(list.total_capped).toBe(false);
    expect(list.page_count).toBe(14);
    expect(list.board.post_count).toBe(67);
    // A page past the end has no rows but still the counts.
    const beyond = await t.call(calls.list, { board_name: '검색 게시판', page: 999 });
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(67);
    expect(beyond.page_count).toBe(14);
  });

  it('follows a board setting 관리자 changes at once, though the settings are kept in memory', async () => {
    const guest = () => t.post(calls.list.path, { params: { board_name: '검색 게시판' } });
    expect((await guest()).status).toBe(200);
    // Guests may no longer list it.
    await t.call(
      admin.boardSave,
      settings({ gates: { ...OPEN_BOARD_GATES, list: { guest: false, types: [], min_grade: 0 } } }),
      adminMember.headers,
    );
    expect((await guest()).status).toBe(401);
    // Renamed: the old name is gone and the new one answers with the new rows per page.
    await t.call(admin.boardSave, settings({ name: '질문 게시판', rows_per_page: 10 }), adminMember.headers);
    const old = await t.post(calls.list.path, { params: { board_name: '검색 게시판' } }, writer.headers);
    expect(old.status).toBe(404);
    expect(errorOf(old.body).message).toBe('존재하지 않는 게시판입니다.');
    const renamed = await t.call(calls.list, { board_name: '질문 게시판' }, writer.headers);
    expect(renamed.size).toBe(10);
    expect(renamed.board.name).toBe('질문 게시판');
  });

  it('pages the comments of a post, each reply right after its comment', async () => {
    const post = (await t.call(calls.list, { board_name: '질문 게시판' }, writer.headers)).rows[0]!;
    const ids: number[] = [];
    for (let i = 1; i <= 55; i++) {
      const { id } = await t.call(
        calls.commentInsert,
        { post_id: post.id, content: `댓글 ${i}` },
        writer.headers,
      );
      ids.push(id);
    }
    await t.call(
      calls.commentInsert,
      { post_id: post.id, parent_id: ids[0], content: '답글' },
      writer.headers,
    );

    const first = await t.call(calls.comments, { post_id: post.id, page: 1 });
    expect(first.total).toBe(56);
    expect(first.page_count).toBe(2);
    expect(first.rows).toHaveLength(BOARD_COMMENT_PAGE_SIZE);
    expect(first.rows.slice(0, 3).map((c) => c.content)).toEqual(['댓글 1', '답글', '댓글 2']);

    const second = await t.call(calls.comments, { post_id: post.id, page: 2 });
    expect(second.rows.map((c) => c.content)).toEqual([50, 51, 52, 53, 54, 55].map((n) => `댓글 ${n}`));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { boardCalls as calls } from '@carddogam/contract/calls/board';
import { boardAdminCalls as admin } from '@carddogam/contract/calls/board-admin';
import { titleCalls } from '@carddogam/contract/calls/titles';
import { OPEN_BOARD_GATES, type BoardGates } from '@carddogam/contract/board/gates';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { createTestApp, type TestApp } from './helpers/app';
import { boardMemberFor, errorOf, type BoardTestMember } from './helpers/board-members';
import { insertBoardPost } from './helpers/boards';
import { boardPost, pointRecord, pointSetting, users } from '../src/db/schema/index';
import { ledgerSum } from '../src/repositories/points';
import { ensureBoards } from '../src/services/board-seed';

describe('community boards: seed, gates, posts, lists and points', () => {
  let t: TestApp;
  const who = {} as Record<'writer' | 'other' | 'admin' | 'manager' | 'banned' | 'tester', BoardTestMember>;
  const boardId = new Map<string, number>();

  const balance = async (userId: string) =>
    (await t.services.db.select({ point: users.point }).from(users).where(eq(users.userId, userId)))[0]!
      .point;
  const postCount = async () => (await t.services.db.select({ n: count() }).from(boardPost))[0]!.n;
  const ledgerRows = async () => (await t.services.db.select({ n: count() }).from(pointRecord))[0]!.n;
  const write = (board: string, fields: Record<string, unknown> = {}) => ({
    board_id: boardId.get(board)!,
    title: '리자몽 ex 덱 질문입니다',
    content: '<p>리자몽 ex 덱에 <strong>비비용</strong>을 넣어도 될까요?</p>',
    ...fields,
  });

  beforeAll(async () => {
    t = await createTestApp();
    expect(await ensureBoards(t.services.db)).toBe(true);
    who.writer = await boardMemberFor(t);
    who.other = await boardMemberFor(t);
    who.admin = await boardMemberFor(t, { type: '관리자' });
    who.manager = await boardMemberFor(t, { type: '매니저' });
    who.banned = await boardMemberFor(t, { type: '밴 유저' });
    who.tester = await boardMemberFor(t, { type: '테스터' });
    for (const group of await t.call(calls.boards)) for (const b of group.boards) boardId.set(b.name, b.id);
  });
  afterAll(() => t.close());

  it('seeds the boards once, with the 이용가이드 post 401 the overseas-price note links to', async () => {
    expect(await ensureBoards(t.services.db)).toBe(false);
    const menu = await t.call(calls.boards);
    expect(menu.map((g) => g.name)).toEqual(['커뮤니티', '고객센터']);
    expect(menu.flatMap((g) => g.boards.map((b) => b.name))).toEqual([
      '자유게시판',
      '카드 질문',
      '덱 토론',
      '거래 후기',
      '이벤트',
      '공지사항',
      '이용가이드',
      '카드/DB 추가 요청',
    ]);
    const guide = await t.call(calls.read, { id: 401 });
    expect(guide.board).toMatchObject({ group: '고객센터', name: '이용가이드' });
    expect(guide.post.title).toBe('해외 거래 시세 안내');
    expect(await t.call(titleCalls.board, { id: 401 })).toEqual([
      { id: 401, title: '해외 거래 시세 안내', board_group: '고객센터', board_name: '이용가이드' },
    ]);
    const { id } = await t.call(calls.insert, write('자유게시판'), who.writer.headers);
    expect(id).toBeGreaterThan(401);
  });

  it('refuses 사용자 in 공지사항, notices from members, and every write of a 밴 유저', async () => {
    const notice = await t.post(calls.insert.path, { params: write('공지사항') }, who.writer.headers);
    expect(notice.status).toBe(403);
    expect(errorOf(notice.body).message).toBe(BOARD_MSG.noWrite);
    const pinned = await t.post(
      calls.insert.path,
      { params: write('자유게시판', { is_notice: true }) },
      who.writer.headers,
    );
    expect(pinned.status).toBe(403);
    expect(errorOf(pinned.body).message).toBe(BOARD_MSG.noticeModeratorOnly);
    expect(
      (
        await t.post(
          calls.insert.path,
          { params: write('공지사항', { is_notice: true }) },
          who.manager.headers,
        )
      ).status,
    ).toBe(200);

    const banned = await t.post(calls.insert.path, { params: write('자유게시판') }, who.banned.headers);
    expect(banned.status).toBe(403);
    expect(errorOf(banned.body).message).toBe(BOARD_MSG.banned);
    const { id } = await t.call(calls.insert, write('자유게시판'), who.writer.headers);
    const comment = await t.post(
      calls.commentInsert.path,
      { params: { post_id: id, content: '저도요' } },
      who.banned.headers,
    );
    expect(comment.status).toBe(403);
    expect(errorOf(comment.body).message).toBe(BOARD_MSG.banned);
    const guest = await t.post(calls.insert.path, { params: write('자유게시판') });
    expect(guest.status).toBe(401);
    expect(errorOf(guest.body).message).toBe(BOARD_MSG.loginRequired);
  });

  it('says why a banned member may not write in the words of the review refusal', async () => {
    const { canWriteInBoard } = await import('../src/policies/permissions');
    const verdict = canWriteInBoard(
      { userId: 'b', nickname: 'b', type: '밴 유저', grade: 3 },
      { gates: OPEN_BOARD_GATES },
    );
    expect(verdict).toMatchObject({ ok: false, status: 403, message: BOARD_MSG.banned });
  });

  it("follows each board's gates by user type and grade", async () => {
    const gates: BoardGates = {
      list: { guest: true, types: ['사용자', '테스터', '매니저'], min_grade: 0 },
      read: { guest: false, types: ['사용자', '테스터', '매니저'], min_grade: 3 },
      write: { guest: false, types: ['사용자'], min_grade: 5 },
      comment: { guest: false, types: ['사용자', '테스터'], min_grade: 1 },
    };
    const created = await t.call(
      admin.boardSave,
      { group_id: (await t.call(calls.boards))[0]!.id, name: '고수 게시판', gates, best_votes: 3 },
      who.admin.headers,
    );
    const g0 = await boardMemberFor(t, { grade: 0 });
    const g3 = await boardMemberFor(t, { grade: 3 });
    const g5 = await boardMemberFor(t, { grade: 5 });
    const abilities = async (headers: Record<string, string>) =>
      (await t.call(calls.setting, { board_name: '고수 게시판' }, headers)).can;
    expect(await abilities({})).toMatchObject({ list: true, read: false, write: false, comment: false });
    expect(await abilities(g0.headers)).toMatchObject({
      list: true,
      read: false,
      write: false,
      comment: false,
    });
    expect(await abilities(g3.headers)).toMatchObject({ read: true, write: false, comment: true });
    expect(await abilities(g5.headers)).toMatchObject({ read: true, write: true, comment: true });
    expect(await abilities(who.tester.headers)).toMatchObject({ read: false, write: false, comment: false });
    expect(await abilities(who.manager.headers)).toMatchObject({ read: true, write: false, moderate: true });
    expect(await abilities(who.admin.headers)).toMatchObject({ read: true, write: true, comment: true });

    const post = { board_id: created.id, title: '고수만', content: '<p>고수의 글</p>' };
    const low = await t.post(calls.insert.path, { params: post }, g3.headers);
    expect(low.status).toBe(403);
    expect(errorOf(low.body).message).toBe(BOARD_MSG.noWrite);
    const { id } = await t.call(calls.insert, post, g5.headers);
    expect((await t.post(calls.read.path, { params: { id } })).status).toBe(401);
    const unread = await t.post(calls.read.path, { params: { id } }, g0.headers);
    expect(unread.status).toBe(403);
    expect(errorOf(unread.body).message).toBe(BOARD_MSG.noRead);
    expect(await t.call(titleCalls.board, { id }, g0.headers)).toEqual([]);
    // Those who may not read the post cannot count views on it either (the answer does not reveal it).
    expect((await t.post(titleCalls.boardView.path, { params: { id } })).status).toBe(404);
    expect((await t.post(titleCalls.boardView.path, { params: { id } }, g0.headers)).status).toBe(404);
    expect(await t.call(titleCalls.boardView, { id }, g3.headers)).toEqual({ view_count: 1 });
    expect((await t.call(calls.read, { id }, g3.headers)).post.title).toBe('고수만');
    expect(
      (await t.post(calls.commentInsert.path, { params: { post_id: id, content: '좋네요' } }, g0.headers))
        .status,
    ).toBe(403);
    expect(
      (await t.post(calls.commentInsert.path, { params: { post_id: id, content: '좋네요' } }, g3.headers))
        .status,
    ).toBe(200);
  });

  it('lists newest first with notices on top, 말머리, page counts from the tally and Korean partial search', async () => {
    const { id } = await t.call(
      admin.boardSave,
      {
        group_id: (await t.call(calls.boards))[0]!.id,
        name: '목록 시험',
        gates: OPEN_BOARD_GATES,
        categories: ['잡담', '정보'],
        rows_per_page: 5,
      },
      who.admin.headers,
    );
    const titles = [
      '리자몽 ex 덱 추천',
      '피카츄 시세',
      '뮤츠 질문',
      '리자몽 V 팝니다',
      '이브이 자랑',
      '잡담입니다',
    ];
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      ids.push(
        await insertBoardPost(t.services.db, {
          boardId: id,
          userId: i % 2 ? who.writer.userId : who.other.userId,
          title: `${titles[i % titles.length]} ${i}`,
          category: i % 3 === 0 ? '정보' : '잡담',
        }),
      );
    }
    const notice = await t.call(
      calls.insert,
      { board_id: id, title: '목록 공지', content: '<p>공지</p>', is_notice: true },
      who.admin.headers,
    );
    const first = await t.call(calls.list, { board_name: '목록 시험' });
    expect(first).toMatchObject({ total: 13, page_count: 3, size: 5, page: 1 });
    expect(first.rows.map((r) => r.id)).toEqual([notice.id, ...ids.slice(-4).reverse()]);
    expect(first.notices.map((r) => r.id)).toEqual([notice.id]);
    const last = await t.call(calls.list, { board_name: '목록 시험', page: 3 });
    expect(last.rows.map((r) => r.id)).toEqual(ids.slice(0, 3).reverse());
    expect(last.notices.map((r) => r.id)).toEqual([notice.id]);

    const info = await t.call(calls.list, { board_name: '목록 시험', category: '정보' });
    expect(info.total).toBe(4);
    expect(info.rows.every((r) => r.category === '정보')).toBe(true);

    const search = async (search_type: '제목' | '내용' | '제목+내용' | '글쓴이', keyword: string) =>
      (await t.call(calls.list, { board_name: '목록 시험', search_type, keyword })).rows.map((r) => r.title);
    expect(await search('제목', '리자')).toEqual([
      '리자몽 V 팝니다 9',
      '리자몽 ex 덱 추천 6',
      '리자몽 V 팝니다 3',
      '리자몽 ex 덱 추천 0',
    ]);
    expect(await search('제목', '몽e')).toEqual(['리자몽 ex 덱 추천 6', '리자몽 ex 덱 추천 0']);
    expect(await search('제목', '츄')).toEqual(['피카츄 시세 7', '피카츄 시세 1']);
    expect(await search('제목', '100%')).toEqual([]);
    expect(await search('내용', '뮤츠 질문 8')).toEqual(['뮤츠 질문 8']);
    const byWriter = await t.call(calls.list, {
      board_name: '목록 시험',
      search_type: '글쓴이',
      keyword: who.writer.nickname,
    });
    expect(byWriter.total).toBe(6);
    expect(byWriter.rows.every((r) => r.writer.user_id === who.writer.userId)).toBe(true);
    const searched = await t.call(calls.list, { board_name: '목록 시험', keyword: '리자', page: 1 });
    expect(searched).toMatchObject({ total: 4, page_count: 1 });
  });

  it('reads a post with its neighbours and abilities, and counts a view once per viewer and day', async () => {
    const a = await t.call(calls.insert, write('덱 토론', { title: '첫째' }), who.writer.headers);
    const b = await t.call(calls.insert, write('덱 토론', { title: '둘째' }), who.writer.headers);
    const c = await t.call(calls.insert, write('덱 토론', { title: '셋째' }), who.other.headers);
    const read = await t.call(calls.read, { id: b.id }, who.writer.headers);
    expect(read.prev).toEqual({ id: c.id, title: '셋째' });
    expect(read.next).toEqual({ id: a.id, title: '첫째' });
    expect(read.can).toMatchObject({ edit: true, delete: true, vote: false, report: false, comment: true });
    expect(read.post.writer.nickname).toBe(who.writer.nickname);
    expect((await t.call(calls.read, { id: b.id }, who.other.headers)).can).toMatchObject({
      edit: false,
      vote: true,
    });
    expect(await t.call(titleCalls.boardView, { id: b.id }, who.other.headers)).toEqual({ view_count: 1 });
    expect(await t.call(titleCalls.boardView, { id: b.id }, who.other.headers)).toEqual({ view_count: 1 });
    expect(await t.call(titleCalls.boardView, { id: b.id })).toEqual({ view_count: 2 });
    expect((await t.post(titleCalls.boardView.path, { params: { id: 987654 } })).status).toBe(404);
  });

  it('awards post points from the settings or the board, and takes exactly them back on delete', async () => {
    const start = await balance(who.writer.userId);
    const { id } = await t.call(calls.insert, write('자유게시판'), who.writer.headers);
    expect(await balance(who.writer.userId)).toBe(start + 5);
    // The settings change after the post: the delete still gives back what the post earned.
    await t.services.db
      .update(pointSetting)
      .set({ amount: 9 })
      .where(eq(pointSetting.activity, '게시글 쓰기'));
    await t.call(calls.remove, { id }, who.writer.headers);
    expect(await balance(who.writer.userId)).toBe(start);
    expect(await ledgerSum(t.services.db, who.writer.userId)).toBe(start);
    await t.services.db
      .update(pointSetting)
      .set({ amount: 5 })
      .where(eq(pointSetting.activity, '게시글 쓰기'));

    // Staff boards earn nothing; a board can set its own amount.
    const before = await balance(who.admin.userId);
    await t.call(calls.insert, write('공지사항'), who.admin.headers);
    expect(await balance(who.admin.userId)).toBe(before);
  });

  it('keeps a commented post from its writer, while a moderator may still delete it', async () => {
    const start = await balance(who.writer.userId);
    const { id } = await t.call(calls.insert, write('카드 질문'), who.writer.headers);
    await t.call(calls.commentInsert, { post_id: id, content: '좋은 질문입니다' }, who.other.headers);
    const refused = await t.post(calls.remove.path, { params: { id } }, who.writer.headers);
    expect(refused.status).toBe(403);
    expect(errorOf(refused.body)).toEqual({ code: 'HAS_COMMENTS', message: BOARD_MSG.postHasComments });
    const otherBalance = await balance(who.other.userId);
    await t.call(calls.remove, { id }, who.manager.headers);
    expect(await balance(who.writer.userId)).toBe(start);
    expect(await balance(who.other.userId)).toBe(otherBalance);
    expect((await t.post(calls.read.path, { params: { id } })).status).toBe(404);
    expect(await t.call(titleCalls.board, { id })).toEqual([]);
  });

  it('answers bad input with a clear Korean 4xx and writes nothing', async () => {
    const posts = await postCount();
    const ledger = await ledgerRows();
    const points = await balance(who.writer.userId);
    const expectRefusal = async (params: unknown, status: number, message: string | RegExp) => {
      const res = await t.post(calls.insert.path, { params }, who.writer.headers);
      expect(res.status).toBe(status);
      const { message: said } = errorOf(res.body);
      if (typeof message === 'string') expect(said).toContain(message);
      else expect(said).toMatch(message);
    };
    await expectRefusal(write('자유게시판', { title: '' }), 400, BOARD_MSG.titleRequired);
    await expectRefusal(write('자유게시판', { title: '   ' }), 400, BOARD_MSG.titleRequired);
    await expectRefusal(write('자유게시판', { title: '가'.repeat(101) }), 400, BOARD_MSG.titleTooLong);
    await expectRefusal(
      write('자유게시판', { content: `<p>${'가'.repeat(40_000)}</p>` }),
      400,
      BOARD_MSG.contentTooLong,
    );
    await expectRefusal(
      write('자유게시판', { content: 'a'.repeat(1024 * 1024) }),
      413,
      '요청 데이터가 너무 큽니다.',
    );
    await expectRefusal(
      write('자유게시판', { content: '<script>alert(1)</script>' }),
      400,
      BOARD_MSG.contentRequired,
    );
    await expectRefusal(write('자유게시판', { content: '<p> <br></p>' }), 400, BOARD_MSG.contentRequired);
    await expectRefusal(write('자유게시판', { category: '없는 말머리' }), 400, BOARD_MSG.categoryInvalid);
    await expectRefusal({ ...write('자유게시판'), board_id: 999_999 }, 404, BOARD_MSG.boardNotFound);
    await expectRefusal(write('공지사항'), 403, BOARD_MSG.noWrite);
    for (const [call, params] of [
      [calls.read, { id: 999_999 }],
      [calls.update, { id: 999_999, title: '수정', content: '<p>내용</p>' }],
      [calls.remove, { id: 999_999 }],
      [calls.commentInsert, { post_id: 999_999, content: '댓글' }],
    ] as const) {
      const res = await t.post(call.path, { params }, who.writer.headers);
      expect(res.status).toBe(404);
      expect(errorOf(res.body).message).toBe(BOARD_MSG.postNotFound);
    }
    const unknownBoard = await t.post(calls.list.path, { params: { board_name: '없는 게시판' } });
    expect(unknownBoard.status).toBe(404);
    expect(errorOf(unknownBoard.body).message).toBe(BOARD_MSG.boardNotFound);
    expect(await postCount()).toBe(posts);
    expect(await ledgerRows()).toBe(ledger);
    expect(await balance(who.writer.userId)).toBe(points);

    // Script around real text: the text is kept, the script is not.
    const { id } = await t.call(
      calls.insert,
      write('자유게시판', { content: '<p onclick="steal()">안녕하세요<script>alert(1)</script></p>' }),
      who.writer.headers,
    );
    expect((await t.call(calls.read, { id })).post.content).toBe('<p>안녕하세요</p>');
  });

  it('limits accounts on their first day: one post per 2 minutes and 3 posts', async () => {
    const fresh = await boardMemberFor(t, { fresh: true });
    const post = () => t.post(calls.insert.path, { params: write('자유게시판') }, fresh.headers);
    const backdate = () =>
      t.services.db
        .update(boardPost)
        .set({ created: sql`${boardPost.created} - interval '3 minutes'` })
        .where(eq(boardPost.userId, fresh.userId));
    expect((await post()).status).toBe(200);
    const tooSoon = await post();
    expect(tooSoon.status).toBe(429);
    expect(errorOf(tooSoon.body).message).toBe(BOARD_MSG.newAccountInterval);
    await backdate();
    expect((await post()).status).toBe(200);
    await backdate();
    expect((await post()).status).toBe(200);
    await backdate();
    const fourth = await post();
    expect(fourth.status).toBe(429);
    expect(errorOf(fourth.body).message).toBe(BOARD_MSG.newAccountPosts);
  });
});

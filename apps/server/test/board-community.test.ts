import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  BOARD_IMAGE_PATTERN,
  BOARD_IMAGE_UPLOAD_PATH,
  boardCalls as calls,
} from '@carddogam/contract/calls/board';
import { boardAdminCalls as admin } from '@carddogam/contract/calls/board-admin';
import { sitemapCalls } from '@carddogam/contract/calls/sitemap';
import { titleCalls } from '@carddogam/contract/calls/titles';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { STAFF_WRITE_GATES, OPEN_BOARD_GATES } from '@carddogam/contract/board/gates';
import { cardMentionHtml } from '@carddogam/contract/board/mention';
import { createTestApp, type TestApp } from './helpers/app';
import { boardMemberFor, errorOf, type BoardTestMember } from './helpers/board-members';
import { createBoard } from './helpers/boards';
import { insertCard } from './factories/cards';
import { alarm, users } from '../src/db/schema/index';
import { refreshCardSearch } from '../src/repositories/card-search';
import { ledgerSum } from '../src/repositories/points';

describe('community boards: comments, votes, reports and moderation', () => {
  let t: TestApp;
  const who = {} as Record<
    'writer' | 'reader' | 'g5' | 'g10' | 'admin' | 'manager' | 'runner' | 'jpEditor',
    BoardTestMember
  >;
  const board = { free: 0, best3: 0, hidden: 0, requests: 0, other: 0 };

  const balance = async (userId: string) =>
    (await t.services.db.select({ point: users.point }).from(users).where(eq(users.userId, userId)))[0]!
      .point;
  const alarmsOf = (userId: string) =>
    t.services.db
      .select()
      .from(alarm)
      .where(and(eq(alarm.audience, 'member'), eq(alarm.target, userId)));
  const staffAlarms = () => t.services.db.select().from(alarm).where(eq(alarm.audience, 'staff'));
  const newPost = async (boardId: number, by: BoardTestMember = who.writer, title = '오늘의 덱 고민') =>
    (await t.call(calls.insert, { board_id: boardId, title, content: `<p>${title}</p>` }, by.headers)).id;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    who.writer = await boardMemberFor(t);
    who.reader = await boardMemberFor(t);
    who.g5 = await boardMemberFor(t, { grade: 5 });
    who.g10 = await boardMemberFor(t, { grade: 10 });
    who.admin = await boardMemberFor(t, { type: '관리자' });
    who.manager = await boardMemberFor(t, { type: '매니저' });
    who.runner = await boardMemberFor(t, { type: '운영진' });
    who.jpEditor = await boardMemberFor(t, { type: '일어알바' });
    board.free = await createBoard(db, { group: '커뮤니티', name: '자유게시판' });
    board.best3 = await createBoard(db, {
      group: '커뮤니티',
      name: '추천 게시판',
      bestVotes: 3,
      blindThreshold: 3,
    });
    board.other = await createBoard(db, { group: '커뮤니티', name: '덱 토론', categories: ['스탠다드'] });
    board.hidden = await createBoard(db, {
      group: '운영',
      name: '운영진 게시판',
      gates: {
        ...STAFF_WRITE_GATES,
        list: { guest: false, types: ['관리자', '운영진', '매니저'], min_grade: 0 },
        read: { guest: false, types: ['관리자', '운영진', '매니저'], min_grade: 0 },
      },
    });
    const group = await t.call(admin.groupSave, { name: '고객센터', sort: 2 }, who.admin.headers);
    board.requests = (
      await t.call(
        admin.boardSave,
        {
          group_id: group.id,
          name: '카드/DB 추가 요청',
          kind: 'DB요청',
          gates: OPEN_BOARD_GATES,
          categories: ['카드 추가'],
        },
        who.admin.headers,
      )
    ).id;
  });
  afterAll(() => t.close());

  it('threads replies one level deep, counts them exactly and stops edits once replied to', async () => {
    const postId = await newPost(board.free);
    const first = await t.call(
      calls.commentInsert,
      { post_id: postId, content: '첫 댓글' },
      who.reader.headers,
    );
    expect(first.comment_count).toBe(1);
    const reply = await t.call(
      calls.commentInsert,
      { post_id: postId, parent_id: first.id, content: '답글입니다' },
      who.writer.headers,
    );
    expect(reply.comment_count).toBe(2);
    const deeper = await t.post(
      calls.commentInsert.path,
      { params: { post_id: postId, parent_id: reply.id, content: '답글의 답글' } },
      who.reader.headers,
    );
    expect(deeper.status).toBe(400);
    expect(errorOf(deeper.body).message).toBe(BOARD_MSG.replyDepth);
    const edit = await t.post(
      calls.commentUpdate.path,
      { params: { id: first.id, content: '고침' } },
      who.reader.headers,
    );
    expect(edit.status).toBe(403);
    expect(errorOf(edit.body).message).toBe(BOARD_MSG.commentHasReplies);
    expect(
      (await t.post(calls.commentDelete.path, { params: { id: first.id } }, who.reader.headers)).status,
    ).toBe(403);
    const notMine = await t.post(
      calls.commentUpdate.path,
      { params: { id: reply.id, content: 'x' } },
      who.reader.headers,
    );
    expect(errorOf(notMine.body).message).toBe(BOARD_MSG.commentNotOwner);
    await t.call(calls.commentUpdate, { id: reply.id, content: '고친 답글' }, who.writer.headers);

    let list = await t.call(calls.comments, { post_id: postId }, who.reader.headers);
    expect(list.rows.map((c) => [c.parent_id, c.content])).toEqual([
      [null, '첫 댓글'],
      [first.id, '고친 답글'],
    ]);
    expect(list.rows[0]).toMatchObject({ can_edit: false, can_delete: false, reply_count: 1 });

    // A moderator deletes the parent: it stays as a placeholder while its reply lives.
    expect((await t.call(calls.commentDelete, { id: first.id }, who.manager.headers)).comment_count).toBe(1);
    list = await t.call(calls.comments, { post_id: postId });
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ deleted: true, content: BOARD_MSG.deletedComment, writer: null });
    await t.call(calls.commentDelete, { id: reply.id }, who.writer.headers);
    expect((await t.call(calls.comments, { post_id: postId })).rows).toEqual([]);
    expect((await t.call(calls.read, { id: postId })).post.comment_count).toBe(0);
    const tooLong = await t.post(
      calls.commentInsert.path,
      { params: { post_id: postId, content: '가'.repeat(1001) } },
      who.reader.headers,
    );
    expect(tooLong.status).toBe(400);
    expect(errorOf(tooLong.body).message).toContain(BOARD_MSG.commentTooLong);
  });

  it('gives comment points and takes exactly them back when the comment goes', async () => {
    const postId = await newPost(board.free);
    const start = await balance(who.reader.userId);
    const { id } = await t.call(
      calls.commentInsert,
      { post_id: postId, content: '포인트 댓글' },
      who.reader.headers,
    );
    expect(await balance(who.reader.userId)).toBe(start + 1);
    await t.call(calls.commentDelete, { id }, who.reader.headers);
    expect(await balance(who.reader.userId)).toBe(start);
    expect(await ledgerSum(t.services.db, who.reader.userId)).toBe(start);
  });

  it('takes one vote per member, never on their own post, and makes a post 베스트 at the threshold', async () => {
    const postId = await newPost(board.best3);
    const own = await t.post(calls.vote.path, { params: { id: postId, value: 'up' } }, who.writer.headers);
    expect(own.status).toBe(403);
    expect(errorOf(own.body).message).toBe(BOARD_MSG.voteOwn);
    expect(await t.call(calls.vote, { id: postId, value: 'up' }, who.reader.headers)).toEqual({
      vote_up: 1,
      vote_down: 0,
      is_best: false,
      my_vote: 'up',
    });
    const again = await t.post(
      calls.vote.path,
      { params: { id: postId, value: 'down' } },
      who.reader.headers,
    );
    expect(again.status).toBe(409);
    expect(errorOf(again.body).message).toBe(BOARD_MSG.alreadyVoted);
    expect((await t.post(calls.vote.path, { params: { id: postId, value: 'up' } })).status).toBe(401);
    await t.call(calls.vote, { id: postId, value: 'down' }, who.g5.headers);
    await t.call(calls.vote, { id: postId, value: 'up' }, who.g10.headers);
    const third = await t.call(calls.vote, { id: postId, value: 'up' }, who.manager.headers);
    expect(third).toMatchObject({ vote_up: 3, vote_down: 1, is_best: true });
    const best = await t.call(calls.list, { board_name: '추천 게시판', tab: '베스트' });
    expect(best.rows.map((r) => r.id)).toEqual([postId]);
    expect(best.total).toBe(1);
    expect((await t.call(calls.read, { id: postId }, who.reader.headers)).my_vote).toBe('up');
    expect((await t.call(calls.feed)).best.map((r) => r.id)).toContain(postId);
  });

  it('blinds a post once weighted reports reach the threshold, tells its writer and asks for review on edit', async () => {
    const postId = await newPost(board.best3, who.writer, '신고될 글');
    const report = (by: BoardTestMember, reason = '광고/도배') =>
      t.post(calls.report.path, { params: { target: 'post', id: postId, reason } }, by.headers);
    expect((await report(who.writer)).status).toBe(403);
    const noDetail = await report(who.reader, '기타');
    expect(noDetail.status).toBe(400);
    expect(errorOf(noDetail.body).message).toContain(BOARD_MSG.reportDetailRequired);
    expect((await report(who.reader)).body).toEqual({ blinded: false });
    expect(errorOf((await report(who.reader)).body).message).toBe(BOARD_MSG.alreadyReported);
    // A grade-5 member weighs 2: 1 + 2 reaches the threshold of 3.
    expect((await report(who.g5)).body).toEqual({ blinded: true });
    const told = await alarmsOf(who.writer.userId);
    expect(told.some((a) => a.kind === '게시판 - 블라인드' && a.title.includes('블라인드'))).toBe(true);

    const seen = await t.call(calls.read, { id: postId }, who.reader.headers);
    expect(seen.post).toMatchObject({ title: BOARD_MSG.blindedPost, content: '', content_hidden: true });
    expect((await t.call(titleCalls.board, { id: postId }))[0]!.title).toBe(BOARD_MSG.blindedPost);
    const listed = await t.call(calls.list, { board_name: '추천 게시판' });
    expect(listed.rows.find((r) => r.id === postId)!.title).toBe(BOARD_MSG.blindedPost);
    expect((await t.call(calls.read, { id: postId }, who.writer.headers)).post.title).toBe('신고될 글');
    expect((await t.call(calls.read, { id: postId }, who.runner.headers)).post.content).toBe(
      '<p>신고될 글</p>',
    );
    expect(
      (await t.post(calls.vote.path, { params: { id: postId, value: 'up' } }, who.g10.headers)).status,
    ).toBe(403);
    expect((await t.call(sitemapCalls.boards)).map((r) => r.id)).not.toContain(postId);

    const edited = await t.call(
      calls.update,
      { id: postId, title: '고친 글', content: '<p>문제 부분을 지웠습니다</p>' },
      who.writer.headers,
    );
    expect(edited).toEqual({ id: postId, review_requested: true });
    expect((await staffAlarms()).some((a) => a.kind === '게시판 - 검토 요청')).toBe(true);
    const queue = await t.call(admin.blindedPosts, { page: 1 }, who.runner.headers);
    expect(queue.rows[0]).toMatchObject({
      id: postId,
      review_requested: true,
      report_count: 2,
      report_score: 3,
    });

    await t.call(admin.postUnblind, { id: postId }, who.runner.headers);
    expect((await t.call(calls.read, { id: postId }, who.reader.headers)).post.title).toBe('고친 글');
    expect((await t.call(admin.blindedPosts, { page: 1 }, who.runner.headers)).total).toBe(0);
  });

  it('blinds a comment the same way and keeps its text for its writer', async () => {
    const postId = await newPost(board.best3);
    const { id } = await t.call(
      calls.commentInsert,
      { post_id: postId, content: '나쁜 댓글' },
      who.reader.headers,
    );
    // Grade 10 weighs 3: one report blinds.
    const res = await t.call(calls.report, { target: 'comment', id, reason: '욕설/비방' }, who.g10.headers);
    expect(res).toEqual({ blinded: true });
    const others = await t.call(calls.comments, { post_id: postId }, who.writer.headers);
    expect(others.rows[0]).toMatchObject({
      content: BOARD_MSG.blindedComment,
      content_hidden: true,
      blinded: true,
    });
    const own = await t.call(calls.comments, { post_id: postId }, who.reader.headers);
    expect(own.rows[0]!.content).toBe('나쁜 댓글');
    expect(
      (await t.call(admin.comments, { page: 1, blinded_only: true }, who.manager.headers)).rows.map(
        (c) => c.id,
      ),
    ).toEqual([id]);
    await t.call(admin.commentUnblind, { id }, who.manager.headers);
    expect((await t.call(calls.comments, { post_id: postId }, who.writer.headers)).rows[0]!.content).toBe(
      '나쁜 댓글',
    );
  });

  it('lets moderators move, blind and delete posts, and keeps the counts of both boards', async () => {
    const postId = await newPost(board.free);
    const before = {
      free: (await t.call(calls.setting, { board_name: '자유게시판' })).post_count,
      other: (await t.call(calls.setting, { board_name: '덱 토론' })).post_count,
    };
    expect(
      (
        await t.post(
          admin.postMove.path,
          { params: { ids: [postId], board_id: board.other } },
          who.jpEditor.headers,
        )
      ).status,
    ).toBe(403);
    expect(
      await t.call(admin.postMove, { ids: [postId], board_id: board.other }, who.runner.headers),
    ).toEqual({ moved: 1 });
    expect((await t.call(calls.setting, { board_name: '자유게시판' })).post_count).toBe(before.free - 1);
    expect((await t.call(calls.setting, { board_name: '덱 토론' })).post_count).toBe(before.other + 1);
    expect((await t.call(calls.read, { id: postId })).board.name).toBe('덱 토론');

    await t.call(admin.postBlind, { id: postId }, who.manager.headers);
    expect((await t.call(calls.read, { id: postId })).post.content_hidden).toBe(true);
    const start = await balance(who.writer.userId);
    await t.call(admin.postDelete, { id: postId }, who.manager.headers);
    expect(await balance(who.writer.userId)).toBe(start - 5);
    expect((await t.call(calls.setting, { board_name: '덱 토론' })).post_count).toBe(before.other);
    expect((await alarmsOf(who.writer.userId)).some((a) => a.kind === '게시판 - 삭제')).toBe(true);
  });

  it('keeps board settings for 관리자 and refuses to drop a board that has posts', async () => {
    const group = (await t.call(admin.categories, undefined, who.manager.headers)).find(
      (g) => g.name === '커뮤니티',
    )!;
    const save = { group_id: group.id, name: '새 게시판', gates: OPEN_BOARD_GATES };
    expect((await t.post(admin.boardSave.path, { params: save }, who.manager.headers)).status).toBe(403);
    const { id } = await t.call(admin.boardSave, save, who.admin.headers);
    const dup = await t.post(admin.boardSave.path, { params: save }, who.admin.headers);
    expect(dup.status).toBe(409);
    expect(errorOf(dup.body).message).toBe(BOARD_MSG.boardNameTaken);
    await newPost(id);
    const drop = await t.post(admin.boardDelete.path, { params: { id } }, who.admin.headers);
    expect(errorOf(drop.body).message).toBe(BOARD_MSG.boardHasPosts);
    const groupDrop = await t.post(admin.groupDelete.path, { params: { id: group.id } }, who.admin.headers);
    expect(errorOf(groupDrop.body).message).toBe(BOARD_MSG.groupHasBoards);
    const empty = await t.call(admin.boardSave, { ...save, name: '빈 게시판' }, who.admin.headers);
    expect(await t.call(admin.boardDelete, { id: empty.id }, who.admin.headers)).toEqual({ id: empty.id });
  });

  it('tracks 카드/DB 추가 요청 posts from 접수 to 완료 with a staff reply', async () => {
    const postId = await newPost(board.requests, who.writer, '리자몽 ex SAR 추가해주세요');
    expect((await t.call(calls.read, { id: postId })).db_request).toMatchObject({
      status: '접수',
      reply: '',
    });
    const open = await t.call(admin.dbRequests, { page: 1, status: '접수' }, who.runner.headers);
    expect(open.rows.map((r) => r.id)).toContain(postId);
    await t.call(
      admin.dbRequestUpdate,
      { post_id: postId, status: '완료', reply: '추가했습니다.' },
      who.runner.headers,
    );
    expect((await t.call(calls.read, { id: postId })).db_request).toMatchObject({
      status: '완료',
      reply: '추가했습니다.',
    });
    expect((await t.call(calls.list, { board_name: '카드/DB 추가 요청' })).rows[0]!.db_request_status).toBe(
      '완료',
    );
    expect((await alarmsOf(who.writer.userId)).some((a) => a.kind === '게시판 - DB 요청 답변')).toBe(true);
    const other = await newPost(board.free);
    const wrong = await t.post(
      admin.dbRequestUpdate.path,
      { params: { post_id: other, status: '완료' } },
      who.runner.headers,
    );
    expect(errorOf(wrong.body).message).toBe(BOARD_MSG.notDbRequest);
  });

  it("shows a member's posts and comments only from boards the viewer may read", async () => {
    const open = await newPost(board.free, who.runner, '공개 글');
    const secret = await newPost(board.hidden, who.runner, '운영진 글');
    await t.call(calls.commentInsert, { post_id: secret, content: '운영진 댓글' }, who.runner.headers);
    await t.call(calls.commentInsert, { post_id: open, content: '공개 댓글' }, who.runner.headers);
    const asGuest = await t.call(calls.profilePosts, { user_id: who.runner.userId });
    expect(asGuest.rows.map((r) => r.title)).toEqual(['공개 글']);
    const asStaff = await t.call(calls.profilePosts, { user_id: who.runner.userId }, who.manager.headers);
    expect(asStaff.rows.map((r) => r.title)).toEqual(['운영진 글', '공개 글']);
    const comments = await t.call(calls.profileComments, { user_id: who.runner.userId });
    expect(comments.rows.map((c) => [c.post_title, c.content])).toEqual([['공개 글', '공개 댓글']]);
    expect((await t.call(calls.boards)).flatMap((g) => g.boards.map((b) => b.name))).not.toContain(
      '운영진 게시판',
    );
    expect((await t.call(sitemapCalls.boards)).map((r) => r.id)).toEqual(expect.arrayContaining([open]));
    expect((await t.call(sitemapCalls.boards)).map((r) => r.id)).not.toContain(secret);
  });

  it('stores editor images through the upload pipeline and lets a post show only those', async () => {
    const boundary = '----board-test-boundary';
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#0af' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'home-address' } } })
      .png()
      .toBuffer();
    const upload = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: BOARD_IMAGE_UPLOAD_PATH,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    expect((await upload({})).statusCode).toBe(401);
    const res = await upload(who.writer.headers);
    expect(res.statusCode).toBe(200);
    const { url } = JSON.parse(res.body) as { url: string };
    expect(url).toMatch(BOARD_IMAGE_PATTERN);
    const stored = await sharp(`${t.services.env.dataDir}${url}`).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 32 });
    expect(stored.exif).toBeUndefined();
    const content = `<p>사진</p><p><img src="${url}" alt="덱"></p><p><img src="https://evil.example/p.gif"></p>`;
    const { id } = await t.call(
      calls.insert,
      { board_id: board.free, title: '사진 글', content },
      who.writer.headers,
    );
    const read = await t.call(calls.read, { id });
    expect(read.post.content).toBe(`<p>사진</p><p><img src="${url}" alt="덱" /></p><p></p>`);
    expect(read.post.has_image).toBe(true);
  });

  it('resolves card mentions to the Korean name and the average price', async () => {
    const cardId = await insertCard(t.services.db, { kr: { name: '리자몽 ex' } });
    await refreshCardSearch(t.services.db);
    const html = `<p>추천 카드: ${cardMentionHtml({ card_id: cardId, edition: 'kr' }, '리자몽')}</p>`;
    const { id } = await t.call(
      calls.insert,
      { board_id: board.free, title: '카드 추천', content: html },
      who.writer.headers,
    );
    const read = await t.call(calls.read, { id });
    expect(read.post.content).toBe(
      `<p>추천 카드: <span class="card-mention" data-card-id="${cardId}" data-edition="kr">리자몽</span></p>`,
    );
    expect(read.mentions).toMatchObject([
      { card_id: cardId, edition: 'kr', name: '리자몽 ex', avg_price: null, price_count: 0 },
    ]);
  });
});

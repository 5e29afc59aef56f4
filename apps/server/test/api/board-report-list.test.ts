import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls } from '@carddogam/contract/calls/board';
import { boardAdminCalls } from '@carddogam/contract/calls/board-admin';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { boardMemberFor, errorOf, type BoardTestMember } from '../helpers/board-members';
import { createBoard, insertBoardPost } from '../helpers/boards';

/** /admin/board/blinded_post shows moderators why a post was blinded: its reports with their reasons. */
describe('board report list', { timeout: 60_000 }, () => {
  let t: TestApp;
  let writer: BoardTestMember;
  let reporters: BoardTestMember[];
  let moderator: BoardTestMember;
  let boardId: number;

  beforeAll(async () => {
    t = await createTestApp();
    writer = await boardMemberFor(t);
    reporters = [await boardMemberFor(t), await boardMemberFor(t, { grade: 6 })];
    moderator = await boardMemberFor(t, { type: '매니저' });
    boardId = await createBoard(t.services.db, { group: '신고 테스트', name: '신고 게시판' });
  });
  afterAll(() => t.close());

  it("lists a post's reports newest first, with reason, text, weight and the reporter's nickname", async () => {
    const postId = await insertBoardPost(t.services.db, { boardId, userId: writer.userId, title: '광고 글' });
    const { id: commentId } = await t.call(
      boardCalls.commentInsert,
      { post_id: postId, content: '댓글입니다' },
      writer.headers,
    );
    await t.call(
      boardCalls.report,
      { target: 'post', id: postId, reason: '광고/도배' },
      reporters[0]!.headers,
    );
    await t.call(
      boardCalls.report,
      { target: 'post', id: postId, reason: '기타', detail: '같은 글을 반복해서 올립니다' },
      reporters[1]!.headers,
    );
    await t.call(
      boardCalls.report,
      { target: 'comment', id: commentId, reason: '욕설/비방' },
      reporters[0]!.headers,
    );

    const reports = await t.call(boardAdminCalls.reports, { target: 'post', id: postId }, moderator.headers);
    expect(
      reports.map(({ reason, detail, weight, reporter }) => ({ reason, detail, weight, reporter })),
    ).toEqual([
      { reason: '기타', detail: '같은 글을 반복해서 올립니다', weight: 2, reporter: reporters[1]!.nickname },
      { reason: '광고/도배', detail: '', weight: 1, reporter: reporters[0]!.nickname },
    ]);
    expect(reports[0]!.created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const onComment = await t.call(
      boardAdminCalls.reports,
      { target: 'comment', id: commentId },
      moderator.headers,
    );
    expect(onComment.map((r) => r.reason)).toEqual(['욕설/비방']);
  });

  it('is for moderators only', async () => {
    const res = await t.post(
      boardAdminCalls.reports.path,
      { params: { target: 'post', id: 1 } },
      reporters[0]!.headers,
    );
    expect(res.status).toBe(403);
    expect(errorOf(res.body).message).toBe(BOARD_MSG.moderatorOnly);
  });
});

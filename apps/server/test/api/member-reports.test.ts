import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { memberReportCalls as calls } from '@carddogam/contract/calls/member-report';
import { adminUserCalls } from '@carddogam/contract/calls/admin-users';
import { MEMBER_REPORT_MSG, MSG } from '@carddogam/contract/messages';
import { alarm, memberReport, message, tradePost } from '../../src/db/schema/index';
import type { UserRow } from '../../src/repositories/users';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

type Cookie = Record<string, string>;

describe('member reports (decision 032)', () => {
  let t: TestApp;
  let adminCookie: Cookie;

  beforeAll(async () => {
    t = await createTestApp();
    const boss = await createMember(t, { type: '관리자' });
    adminCookie = await sessionCookie(t, boss.userId);
  });
  afterAll(() => t.close());

  const member = async (): Promise<[UserRow, Cookie]> => {
    const row = await createMember(t);
    return [row, await sessionCookie(t, row.userId)];
  };
  const report = (params: Record<string, unknown>, cookie: Cookie) =>
    t.post(calls.report.path, { params }, cookie);
  const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;
  const alarmsOf = (userId: string) =>
    t.services.db
      .select()
      .from(alarm)
      .where(and(eq(alarm.audience, 'member'), eq(alarm.target, userId)));
  const sendMessage = async (from: string, to: string, content: string) => {
    const [row] = await t.services.db
      .insert(message)
      .values({ fromUserId: from, toUserId: to, content })
      .returning({ id: message.id });
    return row!.id;
  };

  it('files a report by nickname with a staff alarm, and refuses the same target twice with 409', async () => {
    const [reporter, cookie] = await member();
    const [target] = await member();
    const first = await t.call(
      calls.report,
      { nickname: target.nickname, reason: '욕설/비방', detail: '댓글로 욕을 했습니다' },
      cookie,
    );
    expect(first.message).toBe(MEMBER_REPORT_MSG.reported);
    const staffAlarms = await t.services.db
      .select()
      .from(alarm)
      .where(
        and(eq(alarm.audience, 'staff'), eq(alarm.kind, '회원 신고'), eq(alarm.actorUserId, reporter.userId)),
      );
    expect(staffAlarms).toHaveLength(1);
    expect(staffAlarms[0]!.link).toBe(`/admin/user/reported?user_id=${encodeURIComponent(target.userId)}`);

    const again = await report({ user_id: target.userId, reason: '스팸/광고' }, cookie);
    expect(again.status).toBe(409);
    expect(errorOf(again.body)).toEqual({ code: 'ALREADY_REPORTED', message: MEMBER_REPORT_MSG.duplicate });
    // Two at once: the unique index lets exactly one through.
    const [other, otherCookie] = await member();
    const both = await Promise.all([
      report({ user_id: target.userId, reason: '사기 의심' }, otherCookie),
      report({ user_id: target.userId, reason: '사기 의심' }, otherCookie),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await t.services.db
      .select()
      .from(memberReport)
      .where(eq(memberReport.reportedUserId, target.userId));
    expect(rows.map((r) => r.reporterUserId).sort()).toEqual([reporter.userId, other.userId].sort());
  });

  it('refuses guests, banned members and reporting oneself', async () => {
    const [self, cookie] = await member();
    const [target] = await member();
    const guest = await report({ user_id: target.userId, reason: '욕설/비방' }, {});
    expect(guest.status).toBe(401);
    expect(errorOf(guest.body).message).toBe(MSG.loginRequired);

    const [banned, bannedCookie] = await member();
    await t.call(adminUserCalls.ban, { user_id: banned.userId, reason: '도배' }, adminCookie);
    const refused = await report({ user_id: target.userId, reason: '욕설/비방' }, bannedCookie);
    expect(refused.status).toBe(403);
    expect(errorOf(refused.body).message).toBe(MSG.bannedUser);

    for (const ref of [
      { user_id: self.userId },
      { user_id: self.userId.toUpperCase() },
      { nickname: self.nickname },
    ]) {
      const own = await report({ ...ref, reason: '욕설/비방' }, cookie);
      expect(own.status).toBe(403);
      expect(errorOf(own.body)).toEqual({ code: 'SELF_REPORT', message: MEMBER_REPORT_MSG.self });
    }
  });

  it('takes a message only from its recipient about its sender, and keeps its text after it is deleted', async () => {
    const [reporter, cookie] = await member();
    const [sender] = await member();
    const [bystander, bystanderCookie] = await member();
    const id = await sendMessage(sender.userId, reporter.userId, '입금 먼저 하시면 보내드립니다');

    const notRecipient = await report(
      { user_id: sender.userId, reason: '사기 의심', source: 'message', source_id: id },
      bystanderCookie,
    );
    expect(notRecipient.status).toBe(404);
    expect(errorOf(notRecipient.body).code).toBe('REPORT_SOURCE_NOT_FOUND');
    const wrongSender = await report(
      { user_id: bystander.userId, reason: '사기 의심', source: 'message', source_id: id },
      cookie,
    );
    expect(wrongSender.status).toBe(400);
    expect(errorOf(wrongSender.body).message).toBe(MEMBER_REPORT_MSG.messageNotFromMember);
    const noId = await report({ user_id: sender.userId, reason: '사기 의심', source: 'message' }, cookie);
    expect(noId.status).toBe(400);

    await t.call(
      calls.report,
      { user_id: sender.userId, reason: '사기 의심', source: 'message', source_id: id },
      cookie,
    );
    await t.services.db.delete(message).where(eq(message.id, id));
    const list = await t.call(calls.reports, { user_id: sender.userId }, adminCookie);
    expect(list.items[0]).toMatchObject({
      source: 'message',
      source_id: id,
      evidence: '입금 먼저 하시면 보내드립니다',
      link: null,
      reporter: { user_id: reporter.userId, nickname: reporter.nickname },
    });
  });

  it('takes a trade post only of the reported member, linking it for staff', async () => {
    const [, cookie] = await member();
    const [writer] = await member();
    const [someoneElse] = await member();
    const [post] = await t.services.db
      .insert(tradePost)
      .values({ userId: writer.userId, title: '리자몽 팝니다', content: '선입금만 받습니다' })
      .returning({ id: tradePost.id });
    const wrong = await report(
      { user_id: someoneElse.userId, reason: '사기 의심', source: 'trade_post', source_id: post!.id },
      cookie,
    );
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong.body)).toEqual({
      code: 'REPORT_SOURCE_MISMATCH',
      message: MEMBER_REPORT_MSG.postNotByMember,
    });
    const missing = await report(
      { user_id: writer.userId, reason: '사기 의심', source: 'trade_post', source_id: 999_999 },
      cookie,
    );
    expect(missing.status).toBe(404);

    await t.call(
      calls.report,
      { user_id: writer.userId, reason: '사기 의심', source: 'trade_post', source_id: post!.id },
      cookie,
    );
    // Reporting the member themself as well is another report, not a repeat.
    await t.call(calls.report, { user_id: writer.userId, reason: '욕설/비방' }, cookie);
    const list = await t.call(calls.reports, { user_id: writer.userId }, adminCookie);
    expect(list.total).toBe(2);
    expect(list.items.find((i) => i.source === 'trade_post')).toMatchObject({
      evidence: '리자몽 팝니다\n\n선입금만 받습니다',
      link: `/trade/post/read?id=${post!.id}`,
    });
  });

  it('refuses bad input with Korean messages and keeps a script as plain text', async () => {
    const [, cookie] = await member();
    const [target] = await member();
    const unknown = await report({ nickname: '없는닉네임123', reason: '욕설/비방' }, cookie);
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.body).message).toBe(MEMBER_REPORT_MSG.targetMissing);
    const huge = await report(
      { user_id: target.userId, reason: '기타', detail: 'x'.repeat(100_000) },
      cookie,
    );
    expect(huge.status).toBe(400);
    expect(errorOf(huge.body).message).toContain(MEMBER_REPORT_MSG.detailTooLong);
    const otherEmpty = await report({ user_id: target.userId, reason: '기타' }, cookie);
    expect(errorOf(otherEmpty.body).message).toContain(MEMBER_REPORT_MSG.detailRequired);
    const badReason = await report({ user_id: target.userId, reason: '그냥' }, cookie);
    expect(badReason.status).toBe(400);
    expect(errorOf(badReason.body).message).toContain(MEMBER_REPORT_MSG.reasonRequired);
    const nobody = await report({ reason: '욕설/비방' }, cookie);
    expect(errorOf(nobody.body).message).toContain(MEMBER_REPORT_MSG.targetRequired);

    const script = '<script>alert(1)</script>';
    await t.call(calls.report, { user_id: target.userId, reason: '기타', detail: script }, cookie);
    const list = await t.call(calls.reports, { user_id: target.userId }, adminCookie);
    expect(list.items[0]!.detail).toBe(script);
  });

  it('lists reported members grouped, filtered and searched', async () => {
    const [target] = await member();
    const reporters = await Promise.all([member(), member(), member()]);
    const reasons = ['욕설/비방', '스팸/광고', '욕설/비방'] as const;
    for (const [i, [, cookie]] of reporters.entries())
      await t.call(calls.report, { user_id: target.userId, reason: reasons[i]! }, cookie);

    const found = await t.call(calls.reportedList, { q: target.nickname }, adminCookie);
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({
      user_id: target.userId,
      nickname: target.nickname,
      type: '사용자',
      waiting_count: 3,
      total_count: 3,
      reasons: ['스팸/광고', '욕설/비방'],
    });
    expect(found.items[0]!.latest).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    await t.call(calls.decide, { user_id: target.userId, decision: '기각' }, adminCookie);
    expect((await t.call(calls.reportedList, { q: target.nickname }, adminCookie)).total).toBe(0);
    const all = await t.call(calls.reportedList, { q: target.nickname, filter: 'all' }, adminCookie);
    expect(all.items[0]).toMatchObject({ waiting_count: 0, total_count: 3 });
    const wildcard = await t.call(calls.reportedList, { q: '%', filter: 'all' }, adminCookie);
    expect(wildcard.total).toBe(0);
  });

  it('decides one or all waiting reports, alarming each reporter once with the outcome', async () => {
    const [target] = await member();
    const [a, aCookie] = await member();
    const [b, bCookie] = await member();
    await t.call(calls.report, { user_id: target.userId, reason: '음란물' }, aCookie);
    await t.call(calls.report, { user_id: target.userId, reason: '스팸/광고' }, bCookie);
    const { items } = await t.call(calls.reports, { user_id: target.userId }, adminCookie);
    const aReport = items.find((i) => i.reporter.user_id === a.userId)!;

    const one = await t.call(
      calls.decide,
      { user_id: target.userId, decision: '처리', ids: [aReport.id] },
      adminCookie,
    );
    expect(one).toEqual({ decided: 1, message: MEMBER_REPORT_MSG.handled });
    const aAlarms = await alarmsOf(a.userId);
    expect(aAlarms).toHaveLength(1);
    expect(aAlarms[0]).toMatchObject({
      kind: '신고 처리',
      title: `${target.nickname}님에 대한 신고가 처리되었습니다.`,
    });
    expect(await alarmsOf(b.userId)).toHaveLength(0);

    const again = await t.post(
      calls.decide.path,
      { params: { user_id: target.userId, decision: '기각', ids: [aReport.id] } },
      adminCookie,
    );
    expect(again.status).toBe(409);
    expect(errorOf(again.body).message).toBe(MEMBER_REPORT_MSG.alreadyDecided);

    const rest = await t.call(calls.decide, { user_id: target.userId, decision: '기각' }, adminCookie);
    expect(rest.decided).toBe(1);
    expect((await alarmsOf(b.userId)).map((x) => x.title)).toEqual([
      `${target.nickname}님에 대한 신고가 기각되었습니다.`,
    ]);
    const after = await t.call(calls.reports, { user_id: target.userId }, adminCookie);
    expect(after.items.map((i) => i.status).sort()).toEqual(['기각', '처리']);
    expect(after.items.every((i) => i.handled_at !== null)).toBe(true);
  });

  it('gives one alarm per reporter when two staff decide at the same moment', async () => {
    const [target] = await member();
    const reporters = await Promise.all([member(), member()]);
    for (const [, cookie] of reporters)
      await t.call(calls.report, { user_id: target.userId, reason: '욕설/비방' }, cookie);
    const second = await createMember(t, { type: '관리자' });
    const secondCookie = await sessionCookie(t, second.userId);
    const answers = await Promise.all([
      t.post(calls.decide.path, { params: { user_id: target.userId, decision: '처리' } }, adminCookie),
      t.post(calls.decide.path, { params: { user_id: target.userId, decision: '기각' } }, secondCookie),
    ]);
    const decided = answers
      .filter((r) => r.status === 200)
      .map((r) => (r.body as { decided: number }).decided)
      .reduce((sum, n) => sum + n, 0);
    expect(decided).toBe(2);
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    for (const [reporter] of reporters) expect(await alarmsOf(reporter.userId)).toHaveLength(1);
  });

  it('keeps the staff calls for 관리자', async () => {
    const [, cookie] = await member();
    const list = await t.post(calls.reportedList.path, { params: {} }, cookie);
    expect(list.status).toBe(403);
    const decide = await t.post(calls.decide.path, { params: { user_id: 'x', decision: '처리' } }, cookie);
    expect(decide.status).toBe(403);
    const bad = await t.post(calls.decide.path, { params: { user_id: 'x', decision: '보류' } }, adminCookie);
    expect(bad.status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TRADE_NOTICE_MSG, tradeNoticeCalls as calls } from '@carddogam/contract/calls/trade-notice';
import { MSG } from '@carddogam/contract/messages';
import { staffActionLog } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

/** /admin/trade/notice and the notices of the trade pages (decision 037). */
describe('trade notices', { timeout: 60_000 }, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let adminNickname = '';
  let member: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const boss = await createMember(t, { type: '관리자' });
    adminNickname = boss.nickname;
    admin = await sessionCookie(t, boss.userId);
    member = await sessionCookie(t, (await createMember(t, { type: '운영진' })).userId);
  });
  afterAll(() => t.close());

  const errorOf = (body: unknown) => (body as { error: { message: string } }).error.message;
  const actions = async () =>
    (
      await t.services.db.select().from(staffActionLog).where(eq(staffActionLog.targetType, 'trade_notice'))
    ).map((row) => row.action);

  it('creates, edits, hides and deletes notices; the public list shows visible ones, pinned first then newest', async () => {
    const { id: older } = await t.call(
      calls.save,
      { title: '거래 수칙', content: '직거래는 공공장소에서' },
      admin,
    );
    const { id: newer } = await t.call(
      calls.save,
      { title: '사기 주의', content: '선입금 요구 주의' },
      admin,
    );
    const { id: pinned } = await t.call(
      calls.save,
      { title: '필독', content: '고정 공지', pinned: true },
      admin,
    );
    const { id: hidden } = await t.call(calls.save, { title: '숨긴 공지', is_show: false }, admin);

    const shown = await t.call(calls.list);
    expect(shown.map((n) => n.id)).toEqual([pinned, newer, older]);
    expect(shown[0]).toMatchObject({ title: '필독', content: '고정 공지', pinned: true });
    expect(shown[0]!.created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const all = await t.call(calls.adminList, undefined, admin);
    expect(all.map((n) => n.id)).toEqual([pinned, hidden, newer, older]);
    expect(all.find((n) => n.id === hidden)).toMatchObject({
      is_show: false,
      nickname: adminNickname,
      updated: null,
    });

    await t.call(
      calls.save,
      { id: older, title: '거래 수칙(개정)', content: '바뀐 내용', pinned: true },
      admin,
    );
    await t.call(calls.save, { id: pinned, title: '필독', content: '고정 공지', is_show: false }, admin);
    const after = await t.call(calls.list);
    expect(after.map((n) => [n.id, n.title])).toEqual([
      [older, '거래 수칙(개정)'],
      [newer, '사기 주의'],
    ]);
    expect(
      (await t.call(calls.adminList, undefined, admin)).find((n) => n.id === older)!.updated,
    ).not.toBeNull();

    await t.call(calls.remove, { id: newer }, admin);
    expect((await t.call(calls.list)).map((n) => n.id)).toEqual([older]);
    const gone = await t.post(calls.remove.path, { params: { id: newer } }, admin);
    expect(gone.status).toBe(404);
    expect(errorOf(gone.body)).toBe(TRADE_NOTICE_MSG.notFound);
    const editGone = await t.post(calls.save.path, { params: { id: newer, title: 'x' } }, admin);
    expect(editGone.status).toBe(404);

    expect(await actions()).toEqual([
      'trade_notice.create',
      'trade_notice.create',
      'trade_notice.create',
      'trade_notice.create',
      'trade_notice.update',
      'trade_notice.update',
      'trade_notice.delete',
    ]);
  });

  it('refuses an empty or too long title and too long content in Korean', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '   ' }, TRADE_NOTICE_MSG.titleRequired],
      [{}, TRADE_NOTICE_MSG.titleRequired],
      [{ title: '가'.repeat(101) }, TRADE_NOTICE_MSG.titleTooLong],
      [{ title: '공지', content: '가'.repeat(5001) }, TRADE_NOTICE_MSG.contentTooLong],
    ];
    for (const [params, message] of cases) {
      const res = await t.post(calls.save.path, { params }, admin);
      expect(res.status, JSON.stringify(params).slice(0, 60)).toBe(400);
      expect(errorOf(res.body)).toContain(message);
    }
  });

  it('refuses the admin calls to an 운영진 (403) and a guest (401); anyone reads the list', async () => {
    const cases = [
      [calls.adminList.path, {}],
      [calls.save.path, { title: '공지' }],
      [calls.remove.path, { id: 1 }],
    ] as const;
    for (const [path, params] of cases) {
      const res = await t.post(path, { params }, member);
      expect(res.status, path).toBe(403);
      expect(errorOf(res.body)).toBe(MSG.adminOnly);
      expect((await t.post(path, { params })).status, path).toBe(401);
    }
    expect((await t.post(calls.list.path, { params: {} })).status).toBe(200);
  });
});

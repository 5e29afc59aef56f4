import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointCalls as calls } from '@carddogam/contract/calls/points';
import { MSG, POINT_ADMIN_MSG } from '@carddogam/contract/messages';
import { pointRecord } from '../../src/db/schema/index';
import { ledgerSum } from '../../src/repositories/points';
import { findUser } from '../../src/repositories/users';
import { awardPoints, changePointsNow } from '../../src/services/points';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

/** /admin/point/setting and /admin/point/list (decision 033). */
describe('points in the back office: settings, the ledger and manual changes', () => {
  let t: TestApp;
  let admin: { userId: string; cookie: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp();
    const boss = await createMember(t, { type: '관리자' });
    admin = { userId: boss.userId, cookie: await sessionCookie(t, boss.userId) };
  });
  afterAll(() => t.close());

  async function balanceAndLedger(userId: string) {
    const user = await findUser(t.services.db, userId);
    return { balance: user!.point, ledger: await ledgerSum(t.services.db, userId) };
  }

  it('grants and deducts with a reason, naming the 관리자 and keeping the balance after each row', async () => {
    const member = await createMember(t);
    const granted = await t.call(
      calls.adminManual,
      { user_id: member.userId, amount: 500, reason: '이벤트 당첨' },
      admin.cookie,
    );
    expect(granted).toEqual({ user_id: member.userId, point: 500, message: POINT_ADMIN_MSG.granted });
    const deducted = await t.call(
      calls.adminManual,
      { user_id: member.userId, amount: -120, reason: '중복 지급 회수' },
      admin.cookie,
    );
    expect(deducted.message).toBe(POINT_ADMIN_MSG.deducted);

    const list = await t.call(calls.adminRecords, { member: member.nickname }, admin.cookie);
    expect(
      list.items.map((r) => [r.activity, r.title, r.amount, r.balance, r.by_user_id, r.nickname]),
    ).toEqual([
      ['차감', '중복 지급 회수', -120, 380, admin.userId, member.nickname],
      ['지급', '이벤트 당첨', 500, 500, admin.userId, member.nickname],
    ]);
    expect(await balanceAndLedger(member.userId)).toEqual({ balance: 380, ledger: 380 });
  });

  it('refuses a deduction past the balance and writes nothing', async () => {
    const member = await createMember(t);
    await changePointsNow(t.services.db, {
      userId: member.userId,
      menu: '관리자',
      activity: '지급',
      amount: 50,
    });
    const res = await t.post(
      calls.adminManual.path,
      { params: { user_id: member.userId, amount: -51, reason: '회수' } },
      admin.cookie,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'POINT_OVERDRAW', message: POINT_ADMIN_MSG.overdraw } });
    expect(await balanceAndLedger(member.userId)).toEqual({ balance: 50, ledger: 50 });
  });

  it('lets only as many concurrent deductions through as the balance covers', async () => {
    const member = await createMember(t);
    await changePointsNow(t.services.db, {
      userId: member.userId,
      menu: '관리자',
      activity: '지급',
      amount: 100,
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.post(
          calls.adminManual.path,
          { params: { user_id: member.userId, amount: -30, reason: `회수 ${i}` } },
          admin.cookie,
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(7);
    expect(await balanceAndLedger(member.userId)).toEqual({ balance: 10, ledger: 10 });
  });

  it('refuses bad input and callers who are not 관리자, in Korean', async () => {
    const member = await createMember(t);
    const cases: Array<[unknown, number, string]> = [
      [{ user_id: member.userId, amount: 0, reason: '사유' }, 400, POINT_ADMIN_MSG.amountInvalid],
      [{ user_id: member.userId, amount: 1.5, reason: '사유' }, 400, POINT_ADMIN_MSG.amountInvalid],
      [{ user_id: member.userId, amount: 10, reason: ' ' }, 400, POINT_ADMIN_MSG.reasonRequired],
      [{ user_id: member.userId, amount: 10, reason: '가'.repeat(201) }, 400, POINT_ADMIN_MSG.reasonTooLong],
      [{ user_id: 'nobody-here', amount: 10, reason: '사유' }, 404, MSG.userMissing],
    ];
    for (const [params, status, message] of cases) {
      const res = await t.post(calls.adminManual.path, { params }, admin.cookie);
      expect(res.status, JSON.stringify(params)).toBe(status);
      expect((res.body as { error: { message: string } }).error.message).toContain(message);
    }
    const staff = await createMember(t, { type: '매니저' });
    const res = await t.post(
      calls.adminManual.path,
      { params: { user_id: member.userId, amount: 10, reason: '사유' } },
      await sessionCookie(t, staff.userId),
    );
    expect(res.status).toBe(403);
    expect(await balanceAndLedger(member.userId)).toEqual({ balance: 0, ledger: 0 });
  });

  it('filters the ledger by menu and by Korean calendar day', async () => {
    const member = await createMember(t);
    await t.services.db.insert(pointRecord).values([
      // 2026-03-01 23:30 and 2026-03-02 00:30 in Seoul: the same UTC day, two Korean days.
      {
        userId: member.userId,
        menu: '출석체크',
        activity: '출석',
        amount: 10,
        created: new Date('2026-03-01T14:30:00Z'),
      },
      {
        userId: member.userId,
        menu: '출석체크',
        activity: '출석',
        amount: 10,
        created: new Date('2026-03-01T15:30:00Z'),
      },
      {
        userId: member.userId,
        menu: '카드랭킹',
        activity: '카드 리뷰 쓰기',
        amount: 5,
        created: new Date('2026-03-01T15:40:00Z'),
      },
    ]);
    const day = (from: string, to: string, menu = '') =>
      t.call(calls.adminRecords, { member: member.userId, menu, from, to }, admin.cookie);
    expect((await day('2026-03-01', '2026-03-01')).total).toBe(1);
    expect((await day('2026-03-02', '2026-03-02')).total).toBe(2);
    expect((await day('2026-03-01', '2026-03-02', '출석체크')).total).toBe(2);
    const reversed = await t.post(
      calls.adminRecords.path,
      { params: { from: '2026-03-02', to: '2026-03-01' } },
      admin.cookie,
    );
    expect(reversed.status).toBe(400);
    expect((reversed.body as { error: { message: string } }).error.message).toContain(POINT_ADMIN_MSG.dateOrder);
    expect((await t.call(calls.adminRecords, { member: '없는회원' }, admin.cookie)).total).toBe(0);
  });

  it('applies a changed setting to the next activity at once, and the guide shows it', async () => {
    const member = await createMember(t);
    await t.call(calls.adminSettingSave, { menu: '테스트', activity: '활동', amount: 5 }, admin.cookie);
    await t.services.db.transaction((tx) => awardPoints(tx, member.userId, '테스트', '활동'));
    const saved = await t.call(
      calls.adminSettingSave,
      { menu: '테스트', activity: '활동', amount: 7 },
      admin.cookie,
    );
    await t.services.db.transaction((tx) => awardPoints(tx, member.userId, '테스트', '활동'));
    expect(await balanceAndLedger(member.userId)).toEqual({ balance: 12, ledger: 12 });
    expect((await t.call(calls.guide)).find((g) => g.id === saved.id)?.amount).toBe(7);
    const bad = await t.post(
      calls.adminSettingSave.path,
      { params: { menu: '테스트', activity: '활동', amount: -1 } },
      admin.cookie,
    );
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { message: string } }).error.message).toContain(POINT_ADMIN_MSG.settingAmountInvalid);
    const rows = await t.services.db.select().from(pointRecord).where(eq(pointRecord.userId, member.userId));
    expect(rows.map((r) => r.amount)).toEqual([5, 7]);
  });
});

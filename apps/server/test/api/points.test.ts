import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointCalls as calls } from '@carddogam/contract/calls/points';
import { MSG } from '@carddogam/contract/messages';
import { findUser } from '../../src/repositories/users';
import { ledgerSum, savePointSetting } from '../../src/repositories/points';
import { awardPoints, changePoints } from '../../src/services/points';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

describe('points: settings, ledger and balance', () => {
  let t: TestApp;
  let adminCookie: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    await savePointSetting(t.services.db, '리뷰', '작성', 5);
    await savePointSetting(t.services.db, '리뷰', '삭제', -5);
    await savePointSetting(t.services.db, '제보', '이미지', 50);
    const boss = await createMember(t, { type: '관리자' });
    adminCookie = await sessionCookie(t, boss.userId);
  });
  afterAll(() => t.close());

  async function balanceAndLedger(userId: string) {
    const user = await findUser(t.services.db, userId);
    return { balance: user!.point, ledger: await ledgerSum(t.services.db, userId) };
  }

  it('looks up the amount of an activity and lists the guide', async () => {
    expect(await t.call(calls.amount, { menu: '리뷰', activity: '작성' })).toEqual([{ amount: 5 }]);
    expect(await t.call(calls.amount, { menu: '리뷰', activity: '없음' })).toEqual([]);
    const guide = await t.call(calls.guide);
    expect(guide.map((g) => `${g.menu}/${g.activity}/${g.amount}`)).toEqual(
      expect.arrayContaining(['리뷰/작성/5', '제보/이미지/50']),
    );
  });

  it('keeps the balance equal to the ledger sum through awards, overrides and reversals', async () => {
    const member = await createMember(t);
    const steps: Array<[string, string, number | undefined]> = [
      ['리뷰', '작성', undefined],
      ['제보', '이미지', 180],
      ['리뷰', '삭제', undefined],
      ['리뷰', '작성', undefined],
      ['제보', '이미지', undefined],
      ['관리자', '회수', -30],
    ];
    let expected = 0;
    for (const [menu, activity, override] of steps) {
      const balance = await t.services.db.transaction((tx) =>
        awardPoints(tx, member.userId, menu, activity, override),
      );
      expected += override ?? { 작성: 5, 삭제: -5, 이미지: 50 }[activity]!;
      expect(balance).toBe(expected);
      expect(await balanceAndLedger(member.userId)).toEqual({ balance: expected, ledger: expected });
    }
  });

  it('leaves balance and ledger unchanged when the transaction fails part-way', async () => {
    const member = await createMember(t);
    await t.services.db.transaction((tx) => awardPoints(tx, member.userId, '리뷰', '작성'));
    const before = await balanceAndLedger(member.userId);

    await expect(
      t.services.db.transaction(async (tx) => {
        await awardPoints(tx, member.userId, '제보', '이미지');
        throw new Error('the review insert failed after the award');
      }),
    ).rejects.toThrow('the review insert failed');
    expect(await balanceAndLedger(member.userId)).toEqual(before);

    // An activity without a setting fails before anything is written.
    await expect(
      t.services.db.transaction((tx) => awardPoints(tx, member.userId, '없는', '활동')),
    ).rejects.toMatchObject({ message: MSG.pointSettingMissing });
    // An unknown member: no orphan ledger row.
    await expect(
      t.services.db.transaction((tx) =>
        changePoints(tx, { userId: 'ghost', menu: 'm', activity: 'a', amount: 5 }),
      ),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await ledgerSum(t.services.db, 'ghost')).toBe(0);
    expect(await balanceAndLedger(member.userId)).toEqual(before);
  });

  it('keeps balance = ledger sum under 200 parallel changes', async () => {
    const member = await createMember(t);
    const amounts = Array.from({ length: 200 }, (_, i) => (i % 3 === 0 ? -7 : 11));
    await Promise.all(
      amounts.map((amount, i) =>
        t.services.db.transaction((tx) =>
          changePoints(tx, { userId: member.userId, menu: '테스트', activity: `동시 ${i}`, amount }),
        ),
      ),
    );
    const total = amounts.reduce((a, b) => a + b, 0);
    expect(await balanceAndLedger(member.userId)).toEqual({ balance: total, ledger: total });
  });

  it('lets only 관리자 use the §7.6 increase and record calls, each writing the ledger', async () => {
    const member = await createMember(t);
    const memberCookie = await sessionCookie(t, member.userId);
    const guest = await t.post(calls.increase.path, { params: { user_id: member.userId, amount: 100 } });
    expect(guest.status).toBe(401);
    const self = await t.post(
      calls.increase.path,
      { params: { user_id: member.userId, amount: 100 } },
      memberCookie,
    );
    expect(self.status).toBe(403);
    expect(self.body).toMatchObject({ error: { message: MSG.adminOnly } });

    expect(await t.call(calls.increase, { user_id: member.userId, amount: 100 }, adminCookie)).toEqual({
      user_id: member.userId,
      point: 100,
    });
    const recorded = await t.call(
      calls.record,
      { user_id: member.userId, menu: '이벤트', activity: '출석', title: '11월 출석', amount: 20 },
      adminCookie,
    );
    expect(recorded.point).toBe(120);
    expect(await balanceAndLedger(member.userId)).toEqual({ balance: 120, ledger: 120 });

    const missing = await t.post(
      calls.increase.path,
      { params: { user_id: 'ghost', amount: 1 } },
      adminCookie,
    );
    expect(missing.status).toBe(404);
  });

  it('pages the member their own ledger, newest first', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 5; i += 1) {
      await t.services.db.transaction((tx) =>
        awardPoints(tx, member.userId, '리뷰', '작성', undefined, { title: `리뷰 ${i}` }),
      );
    }
    const cookie = await sessionCookie(t, member.userId);
    const page1 = await t.call(calls.myRecords, { page: 1, size: 2 }, cookie);
    expect(page1).toMatchObject({ point: 25, total: 5 });
    expect(page1.items.map((r) => r.title)).toEqual(['리뷰 4', '리뷰 3']);
    const page3 = await t.call(calls.myRecords, { page: 3, size: 2 }, cookie);
    expect(page3.items.map((r) => r.title)).toEqual(['리뷰 0']);
    expect(page3.items.every((r) => r.user_id === member.userId)).toBe(true);
    expect((await t.post(calls.myRecords.path, { params: {} })).status).toBe(401);
  });

  it('lets 관리자 save and delete point settings', async () => {
    const saved = await t.call(
      calls.adminSettingSave,
      { menu: '덱', activity: '작성', amount: 10 },
      adminCookie,
    );
    const updated = await t.call(
      calls.adminSettingSave,
      { menu: '덱', activity: '작성', amount: 15 },
      adminCookie,
    );
    expect(updated).toEqual({ ...saved, amount: 15 });
    expect(await t.call(calls.adminSettingDelete, { id: saved.id }, adminCookie)).toEqual({ deleted: 1 });
  });
});

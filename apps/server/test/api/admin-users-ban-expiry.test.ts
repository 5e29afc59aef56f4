import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminUserCalls as calls } from '@carddogam/contract/calls/admin-users';
import { userBanLog, users } from '../../src/db/schema/index';
import { findUser } from '../../src/repositories/users';
import { liftExpiredBans } from '../../src/services/bans';
import { createSecondApp, createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

/** Expired bans end by themselves, without the member coming back (the hourly job). */
describe('expired bans', () => {
  let t: TestApp;
  let adminCookie: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
  });
  afterAll(() => t.close());

  const expire = (userId: string) =>
    t.services.db
      .update(users)
      .set({ banUntil: new Date(Date.now() - 60_000) })
      .where(eq(users.userId, userId));
  const banLogOf = (userId: string) =>
    t.services.db.select().from(userBanLog).where(eq(userBanLog.userId, userId)).orderBy(userBanLog.id);

  it('lifts every ban past its end, restores the type and logs it by system', async () => {
    const tester = await createMember(t, { type: '테스터' });
    const stillBanned = await createMember(t);
    const forever = await createMember(t);
    await t.call(calls.ban, { user_id: tester.userId, reason: '도배', days: 1 }, adminCookie);
    await t.call(calls.ban, { user_id: stillBanned.userId, reason: '도배', days: 3 }, adminCookie);
    await t.call(calls.ban, { user_id: forever.userId, reason: '사기' }, adminCookie);
    await expire(tester.userId);

    expect(await liftExpiredBans(t.services.db)).toBe(1);
    expect(await findUser(t.services.db, tester.userId)).toMatchObject({
      type: '테스터',
      banUntil: null,
      typeBeforeBan: null,
    });
    expect((await findUser(t.services.db, stillBanned.userId))!.type).toBe('밴 유저');
    expect((await findUser(t.services.db, forever.userId))!.type).toBe('밴 유저');
    expect((await banLogOf(tester.userId)).map((l) => [l.action, l.by, l.reason, l.toType])).toEqual([
      ['ban', expect.any(String), '도배', '밴 유저'],
      ['unban', 'system', '밴 기간 만료', '테스터'],
    ]);
    const banned = await t.call(calls.list, { type: '밴 유저' }, adminCookie);
    expect(banned.items.map((u) => u.user_id)).not.toContain(tester.userId);
    expect(await liftExpiredBans(t.services.db)).toBe(0);
  });

  it('logs a lifted ban once when two processes run the job at the same moment', async () => {
    const second = await createSecondApp(t);
    try {
      const members = await Promise.all([createMember(t), createMember(t), createMember(t)]);
      for (const m of members) {
        await t.call(calls.ban, { user_id: m.userId, reason: '도배', days: 1 }, adminCookie);
        await expire(m.userId);
      }
      const counts = await Promise.all([liftExpiredBans(t.services.db), liftExpiredBans(second.services.db)]);
      expect(counts[0]! + counts[1]!).toBe(3);
      for (const m of members) {
        const unbans = (await banLogOf(m.userId)).filter((l) => l.action === 'unban');
        expect(unbans).toHaveLength(1);
        expect((await findUser(t.services.db, m.userId))!.type).toBe('사용자');
      }
    } finally {
      await second.close();
    }
  });
});

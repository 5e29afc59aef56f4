import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { attendanceCalls as calls } from '@carddogam/contract/calls/attendance';
import { ATTENDANCE_MENU } from '@carddogam/contract/attendance/point-parts';
import { ATTENDANCE_MSG, MSG } from '@carddogam/contract/messages';
import { attendance, attendanceDay, pointRecord, pointSetting, users } from '../../src/db/schema/index';
import type { UserType } from '@carddogam/contract/constants';
import type { SessionUser } from '../../src/policies/policy';
import { ledgerSum } from '../../src/repositories/points';
import { checkIn, readMonth, readToday, type CheckInResult } from '../../src/services/attendance';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

/**
 * The daily attendance check (decision 033). Check-ins over HTTP fall on the real Korean day; those that
 * need a given day call the service with a clock of their own, each test on days no other test uses.
 * Every member checks in from an address of their own (X-Forwarded-For, trusted here as behind a proxy),
 * so the per-IP cap of one test never reaches another.
 */
describe('attendance (/day_check)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' }, { poolSize: 12 });
  });
  afterAll(() => t.close());

  let addresses = 0;
  const freshIp = () => {
    addresses += 1;
    return `10.20.${Math.floor(addresses / 200)}.${(addresses % 200) + 1}`;
  };

  async function member(overrides: Parameters<typeof createMember>[1] = {}) {
    const row = await createMember(t, overrides);
    const session: SessionUser = { userId: row.userId, nickname: row.nickname, type: row.type as UserType };
    return { ...row, session, cookie: await sessionCookie(t, row.userId) };
  }

  const checkInOver = (cookie: Record<string, string>, ip: string, params: unknown) =>
    t.post(calls.insert.path, { params }, { ...cookie, 'x-forwarded-for': ip });

  /** A clock at Korean noon of a day, far from any real day the HTTP tests fall on. */
  const noonOf = (day: string) => new Date(`${day}T03:00:00.000Z`);

  const ledgerOf = (userId: string) =>
    t.services.db
      .select()
      .from(pointRecord)
      .where(and(eq(pointRecord.userId, userId), eq(pointRecord.menu, ATTENDANCE_MENU)))
      .orderBy(asc(pointRecord.id));

  const rowsOf = (userId: string) =>
    t.services.db.select().from(attendance).where(eq(attendance.userId, userId));

  async function balanceOf(userId: string) {
    const [row] = await t.services.db
      .select({ point: users.point })
      .from(users)
      .where(eq(users.userId, userId));
    return row!.point;
  }

  async function dayCount(day: string) {
    const [row] = await t.services.db.select().from(attendanceDay).where(eq(attendanceDay.day, day));
    return row?.count ?? 0;
  }

  async function setAmount(activity: string, amount: number | null) {
    const where = and(eq(pointSetting.menu, ATTENDANCE_MENU), eq(pointSetting.activity, activity));
    await t.services.db.delete(pointSetting).where(where);
    if (amount !== null)
      await t.services.db.insert(pointSetting).values({ menu: ATTENDANCE_MENU, activity, amount });
  }

  it('checks a member in once under 20 concurrent clicks, with one ledger group matching the balance', async () => {
    const m = await member();
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => checkInOver(m.cookie, ip, { greeting: `안녕하세요 ${i}` })),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        error: { code: 'ALREADY_CHECKED_IN', message: ATTENDANCE_MSG.alreadyCheckedIn },
      });
    }

    const result = calls.insert.result.parse(ok[0]!.body);
    expect(result.streak).toBe(1);
    expect(result.parts[0]).toEqual({ activity: '출석', amount: 10 });
    expect(result.points).toBe(result.parts.reduce((sum, p) => sum + p.amount, 0));
    expect(result.message).toBe(`출석했습니다! ${result.points}P가 적립되었습니다.`);

    const rows = await rowsOf(m.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ day: result.day, rank: result.rank, points: result.points, ip });
    const ledger = await ledgerOf(m.userId);
    expect(ledger.map((r) => ({ activity: r.activity, amount: r.amount }))).toEqual(result.parts);
    expect(new Set(ledger.map((r) => r.title)).size).toBe(1);
    expect(await balanceOf(m.userId)).toBe(result.points);
    expect(await ledgerSum(t.services.db, m.userId)).toBe(result.points);
    expect(ledger.at(-1)!.balance).toBe(result.points);

    // The calendar and the list show it on the same (Korean) day the row holds.
    const month = await t.call(calls.month, {}, m.cookie);
    expect(month).toMatchObject({ today: result.day, checked_today: true, streak: 1 });
    expect(month.days).toContain(result.day);
    expect(month.mine).toMatchObject({ rank: result.rank, user: { user_id: m.userId } });
    const today = await t.call(calls.today, { size: 100 });
    expect(today.day).toBe(result.day);
    expect(today.items.filter((item) => item.user.user_id === m.userId)).toHaveLength(1);
  });

  it('ranks concurrent members 1..N without gaps and gives 1등, 2등 and 3등 to exactly three', async () => {
    const day = '2031-03-10';
    const members = await Promise.all(Array.from({ length: 10 }, () => member()));
    const results = await Promise.all(
      members.map((m) => checkIn(t.services, m.session, { greeting: '출석!', ip: freshIp() }, noonOf(day))),
    );
    expect(results.map((r) => r.rank).sort((a, b) => a - b)).toEqual(
      Array.from({ length: members.length }, (_, i) => i + 1),
    );
    expect(await dayCount(day)).toBe(members.length);

    const stored = await t.services.db.select().from(attendance).where(eq(attendance.day, day));
    expect(stored.map((r) => r.rank).sort((a, b) => a - b)).toEqual(
      results.map((r) => r.rank).sort((a, b) => a - b),
    );
    const ledgers = await Promise.all(members.map((m) => ledgerOf(m.userId)));
    const bonuses = ledgers.flat().filter((r) => ['1등', '2등', '3등'].includes(r.activity));
    expect(bonuses.map((r) => r.activity).sort()).toEqual(['1등', '2등', '3등']);
    for (const bonus of bonuses) {
      const owner = stored.find((r) => r.userId === bonus.userId)!;
      expect(`${owner.rank}등`).toBe(bonus.activity);
    }
    for (const m of members) expect(await balanceOf(m.userId)).toBe(await ledgerSum(t.services.db, m.userId));
  });

  it('adds the 7-day streak bonus on the seventh day in a row, and starts again after a missed day', async () => {
    const m = await member();
    const ip = freshIp();
    const days = [
      '2032-01-01',
      '2032-01-02',
      '2032-01-03',
      '2032-01-04',
      '2032-01-05',
      '2032-01-06',
      '2032-01-07',
    ];
    const results: CheckInResult[] = [];
    for (const day of days)
      results.push(await checkIn(t.services, m.session, { greeting: '개근', ip }, noonOf(day)));
    expect(results.map((r) => r.streak)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const streakBonus = (r: CheckInResult) => r.parts.filter((p) => p.activity === '7일 연속');
    expect(results.slice(0, 6).flatMap(streakBonus)).toEqual([]);
    expect(streakBonus(results[6]!)).toEqual([{ activity: '7일 연속', amount: 50 }]);

    // 2032-01-08 is missed.
    const after = await checkIn(t.services, m.session, { greeting: '다시 시작', ip }, noonOf('2032-01-09'));
    expect(after.streak).toBe(1);
    expect(after.parts.map((p) => p.activity)).not.toContain('7일 연속');

    const month = await readMonth(t.services.db, m.userId, {}, noonOf('2032-01-09'));
    expect(month).toMatchObject({ year: 2032, month: 1, today: '2032-01-09', checkedToday: true, streak: 1 });
    expect(month.days).toEqual([...days, '2032-01-09']);
    // The next day the streak is still alive until the member checks in; a day later it is gone.
    expect(await readMonth(t.services.db, m.userId, {}, noonOf('2032-01-10'))).toMatchObject({
      checkedToday: false,
      streak: 1,
    });
    expect((await readMonth(t.services.db, m.userId, {}, noonOf('2032-01-11'))).streak).toBe(0);
    expect(
      (await readMonth(t.services.db, m.userId, { year: 2031, month: 12 }, noonOf('2032-01-09'))).days,
    ).toEqual([]);

    expect(await balanceOf(m.userId)).toBe(await ledgerSum(t.services.db, m.userId));
  });

  it('splits days at midnight in Korea: 14:59 and 15:00 UTC are two days', async () => {
    const m = await member();
    const ip = freshIp();
    const late = await checkIn(
      t.services,
      m.session,
      { greeting: '자기 전에', ip },
      new Date('2033-05-01T14:59:00Z'),
    );
    expect(late.day).toBe('2033-05-01');
    // Earlier the same UTC hour is still the same Korean day: refused.
    await expect(
      checkIn(t.services, m.session, { greeting: '또', ip }, new Date('2033-05-01T14:30:00Z')),
    ).rejects.toMatchObject({ statusCode: 409, code: 'ALREADY_CHECKED_IN' });
    // 15:00 UTC is 00:00 of the next Korean day, though still 1 May in UTC.
    const midnight = await checkIn(
      t.services,
      m.session,
      { greeting: '자정', ip },
      new Date('2033-05-01T15:00:00Z'),
    );
    expect(midnight).toMatchObject({ day: '2033-05-02', streak: 2 });
    const stored = (await rowsOf(m.userId)).map((r) => r.day).sort();
    expect(stored).toEqual(['2033-05-01', '2033-05-02']);
  });

  it('lets at most three accounts check in from one address a day, even at once, and writes nothing for the rest', async () => {
    const ip = freshIp();
    const { today } = await t.call(calls.month, {});
    const countBefore = await dayCount(today);
    const members = await Promise.all(Array.from({ length: 5 }, () => member()));
    const answers = await Promise.all(members.map((m) => checkInOver(m.cookie, ip, { greeting: '안녕' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = members.filter((_m, i) => answers[i]!.status !== 200);
    expect(refused).toHaveLength(2);
    for (const [i, m] of members.entries()) {
      if (answers[i]!.status === 200) continue;
      expect(answers[i]!.status).toBe(429);
      expect(answers[i]!.body).toEqual({
        error: { code: 'ATTENDANCE_IP_LIMIT', message: ATTENDANCE_MSG.ipLimit },
      });
      expect(await rowsOf(m.userId)).toHaveLength(0);
      expect(await ledgerOf(m.userId)).toHaveLength(0);
      expect(await balanceOf(m.userId)).toBe(0);
    }
    expect(await dayCount(today)).toBe(countBefore + 3);

    // A refused member from another address is let in: the cap is the address's.
    expect((await checkInOver(refused[0]!.cookie, freshIp(), { greeting: '안녕' })).status).toBe(200);
  });

  it('refuses a missing, empty or too long greeting in Korean, and keeps markup as plain text', async () => {
    const m = await member();
    const ip = freshIp();
    const cases: Array<[unknown, string]> = [
      [{}, ATTENDANCE_MSG.greetingRequired],
      [{ greeting: '' }, ATTENDANCE_MSG.greetingRequired],
      [{ greeting: '   \n ' }, ATTENDANCE_MSG.greetingRequired],
      [{ greeting: 42 }, ATTENDANCE_MSG.greetingRequired],
      [{ greeting: '가'.repeat(101) }, ATTENDANCE_MSG.greetingTooLong],
    ];
    for (const [params, text] of cases) {
      const answer = await checkInOver(m.cookie, ip, params);
      expect(answer.status).toBe(400);
      expect((answer.body as { error: { message: string } }).error.message).toContain(text);
    }
    expect(await rowsOf(m.userId)).toHaveLength(0);
    expect(await ledgerOf(m.userId)).toHaveLength(0);

    // 100 characters are fine, emoji counted as one each; markup is kept as it was typed.
    const greeting = `<script>alert(1)</script>\n<b>반가워요</b> ${'🎉'.repeat(62)}`;
    expect(Array.from(greeting).length).toBe(100);
    const answer = await checkInOver(m.cookie, ip, { greeting });
    expect(answer.status).toBe(200);
    const today = await t.call(calls.today, { size: 100 });
    const mine = today.items.find((item) => item.user.user_id === m.userId)!;
    expect(mine.greeting).toBe(greeting.replace('\n', ' '));
  });

  it('lets guests read but not check in, and refuses banned members', async () => {
    const guest = await t.post(calls.insert.path, { params: { greeting: '안녕' } });
    expect(guest.status).toBe(401);
    const month = await t.call(calls.month, {});
    expect(month).toMatchObject({ days: [], checked_today: false, streak: 0, mine: null });
    expect(month.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await t.post(calls.today.path, { params: {} })).status).toBe(200);

    const banned = await member({ type: '밴 유저' });
    const refused = await checkInOver(banned.cookie, freshIp(), { greeting: '안녕' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { message: MSG.bannedUser } });
    expect(await rowsOf(banned.userId)).toHaveLength(0);
  });

  it('lists the day by rank with the members the list shows', async () => {
    const day = '2035-07-07';
    const [first, second] = [await member(), await member()];
    await checkIn(t.services, first.session, { greeting: '일등!', ip: freshIp() }, noonOf(day));
    await checkIn(
      t.services,
      second.session,
      { greeting: '이등', ip: freshIp() },
      new Date(`${day}T04:00:00Z`),
    );
    const list = await readToday(t.services.db, { page: 1, size: 20 }, noonOf(day));
    expect(list.day).toBe(day);
    expect(list.total).toBe(2);
    expect(list.rows.map((r) => [r.rank, r.nickname, r.greeting])).toEqual([
      [1, first.nickname, '일등!'],
      [2, second.nickname, '이등'],
    ]);
    expect(list.rows[0]).toMatchObject({ type: '사용자', grade: 0, streak: 1, points: 40 });
  });

  it('reads the point settings at each check-in: a changed amount counts next time, a removed one earns nothing', async () => {
    const day = '2034-02-01';
    const [a, b, c] = await Promise.all(Array.from({ length: 3 }, () => member()));
    try {
      const first = await checkIn(t.services, a!.session, { greeting: '1', ip: freshIp() }, noonOf(day));
      expect(first.parts).toEqual([
        { activity: '출석', amount: 10 },
        { activity: '1등', amount: 30 },
      ]);
      await setAmount('출석', 25);
      const second = await checkIn(t.services, b!.session, { greeting: '2', ip: freshIp() }, noonOf(day));
      expect(second.parts).toEqual([
        { activity: '출석', amount: 25 },
        { activity: '2등', amount: 20 },
      ]);
      await setAmount('3등', null);
      const third = await checkIn(t.services, c!.session, { greeting: '3', ip: freshIp() }, noonOf(day));
      expect(third).toMatchObject({ rank: 3, points: 25, parts: [{ activity: '출석', amount: 25 }] });
      expect((await ledgerOf(c!.userId)).map((r) => r.activity)).toEqual(['출석']);
      expect(await balanceOf(c!.userId)).toBe(25);
    } finally {
      await setAmount('출석', 10);
      await setAmount('3등', 10);
    }
  });
});

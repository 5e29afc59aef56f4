import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { officialLeagueCalls as calls } from '@carddogam/contract/calls/official-league';
import { officialPlayerCalls as playerCalls } from '@carddogam/contract/calls/official-league-players';
import { mypageCalls } from '@carddogam/contract/calls/mypage';
import { sitemapCalls } from '@carddogam/contract/calls/sitemap';
import { OFFICIAL_LEAGUE_MSG } from '@carddogam/contract/official-league/messages';
import { officialResultReport, pointSetting, users } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import { leagueFields, seedLeagueFixture, STANDINGS, type LeagueFixture } from '../helpers/official-leagues';

describe('official players, name claims and result reports', () => {
  let t: TestApp;
  let f: LeagueFixture;
  let staff: Record<string, string>;

  const post = async (path: string, params: unknown, headers: Record<string, string> = {}) => {
    const res = await t.post(path, { params }, headers);
    return {
      status: res.status,
      message: (res.body as { error?: { message?: string } }).error?.message ?? '',
    };
  };
  const newMember = async () => {
    const row = await createMember(t);
    return { userId: row.userId, cookie: await sessionCookie(t, row.userId) };
  };
  const pointOf = async (userId: string) =>
    (await t.services.db.select({ point: users.point }).from(users).where(eq(users.userId, userId)))[0]!
      .point;

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedLeagueFixture(t);
    staff = await sessionCookie(t, (await createMember(t, { type: '매니저' })).userId);
  });
  afterAll(() => t.close());

  it('keeps a reported result apart until staff approve it, then writes it, pays points and tells the reporter', async () => {
    // The migration seeds the setting; staff may change the amount.
    const seeded = await t.services.db
      .update(pointSetting)
      .set({ amount: 300 })
      .where(and(eq(pointSetting.menu, '제보'), eq(pointSetting.activity, '대회 결과')))
      .returning();
    expect(seeded).toHaveLength(1);
    const reporter = await newMember();
    const { id: leagueId } = await t.call(calls.insert, leagueFields(f.typeId), f.admin);

    expect(
      (await post(playerCalls.reportInsert.path, { league_id: leagueId, standings_text: STANDINGS })).status,
    ).toBe(401);
    const { id } = await t.call(
      playerCalls.reportInsert,
      { league_id: leagueId, standings_text: STANDINGS },
      reporter.cookie,
    );
    expect((await t.call(calls.read, { id: leagueId })).standings).toEqual([]);
    const waiting = await t.call(playerCalls.reportList, {}, staff);
    expect(waiting.items.map((r) => [r.id, r.status, r.league?.id])).toEqual([[id, '접수', leagueId]]);
    expect((await post(playerCalls.reportList.path, {}, reporter.cookie)).status).toBe(403);
    // The reporter cannot decide it, even if staff: nobody pays themselves.
    expect((await post(playerCalls.reportApprove.path, { id }, reporter.cookie)).status).toBe(403);

    const approved = await t.call(playerCalls.reportApprove, { id, memo: '확인했습니다' }, staff);
    expect(approved).toMatchObject({ count: 3, reward_point: 300 });
    const standings = (await t.call(calls.read, { id: leagueId })).standings;
    expect(standings.map((s) => [s.placement, s.player.name, s.archetype?.name_kr ?? null])).toEqual([
      [1, 'Kim Minsu', '리자몽ex'],
      [2, 'Lee Jiho', '가디안ex'],
      [3, 'Park Seoyeon', null],
    ]);
    expect(await pointOf(reporter.userId)).toBe(300);
    const alarms = await t.call(mypageCalls.alarmList, {}, reporter.cookie);
    expect(alarms.items[0]!.title).toContain('대회 결과가 반영되었습니다');
    expect((await post(playerCalls.reportApprove.path, { id }, staff)).status).toBe(409);
    expect(await pointOf(reporter.userId)).toBe(300);
  });

  it('checks a report like the staff paste, and a rejected report changes nothing', async () => {
    const reporter = await newMember();
    const { id: leagueId } = await t.call(calls.insert, leagueFields(f.typeId), f.admin);
    const unknown = await post(
      playerCalls.reportInsert.path,
      { league_id: leagueId, standings_text: '1 | A | 3-0\n4 Missingno XYZ 1' },
      reporter.cookie,
    );
    expect(unknown).toEqual({ status: 400, message: '2번째 줄: XYZ 1 카드를 찾을 수 없습니다.' });
    const noEvent = await post(playerCalls.reportInsert.path, { standings_text: STANDINGS }, reporter.cookie);
    expect(noEvent.status).toBe(400);
    expect(noEvent.message).toContain(OFFICIAL_LEAGUE_MSG.reportEventRequired);
    const reports = await t.services.db
      .select()
      .from(officialResultReport)
      .where(eq(officialResultReport.userId, reporter.userId));
    expect(reports).toEqual([]);

    // A report of an event not yet listed: staff name the event when approving.
    const { id } = await t.call(
      playerCalls.reportInsert,
      { event_text: '대전 짐배틀, 지난 토요일', standings_text: '1 | Han | 3-0' },
      reporter.cookie,
    );
    expect((await post(playerCalls.reportApprove.path, { id }, staff)).message).toBe(
      OFFICIAL_LEAGUE_MSG.leagueRequired,
    );
    await t.call(playerCalls.reportReject, { id, memo: '대회를 찾을 수 없습니다' }, staff);
    expect((await t.call(calls.read, { id: leagueId })).standings).toEqual([]);
    expect((await post(playerCalls.reportApprove.path, { id, league_id: leagueId }, staff)).status).toBe(409);
  });

  it('lists players with their results, archetypes and best finish', async () => {
    const { id: leagueId } = await t.call(
      calls.insert,
      leagueFields(f.typeId, { name: '대구 시티리그' }),
      f.admin,
    );
    await t.call(
      calls.standingSave,
      { league_id: leagueId, text: '2 | Kim Minsu | 5-2\n4 Gardevoir ex SVI 86' },
      f.admin,
    );
    const found = await t.call(playerCalls.list, { text: 'kim min' });
    expect(found.items).toHaveLength(1);
    const kim = found.items[0]!;
    expect(kim).toMatchObject({ name: 'Kim Minsu', event_count: 2, best_finish: 1, claimed: false });

    const detail = await t.call(playerCalls.detail, { id: kim.id });
    expect(detail.results.map((r) => [r.league.name, r.placement, r.archetype?.name_kr])).toEqual([
      ['대구 시티리그', 2, '가디안ex'],
      ['서울 시티리그', 1, '리자몽ex'],
    ]);
    expect(detail.archetypes.map((a) => [a.name_kr, a.count])).toEqual([
      ['가디안ex', 1],
      ['리자몽ex', 1],
    ]);
    expect((await post(playerCalls.detail.path, { id: 999_999 })).status).toBe(404);
    // §7.10: the sitemap lists the events by their creation and the players.
    expect((await t.call(sitemapCalls.leagues)).map((l) => l.id)).toContain(leagueId);
    expect((await t.call(sitemapCalls.leaguePlayers)).map((p) => p.id)).toContain(kim.id);
  });

  it('lets a member claim a player name that staff confirm; a name and a member go together once', async () => {
    const [a, b] = [await newMember(), await newMember()];
    const players = (await t.call(playerCalls.list, {})).items;
    const lee = players.find((p) => p.name === 'Lee Jiho')!;
    const park = players.find((p) => p.name === 'Park Seoyeon')!;

    const { id: claimId } = await t.call(playerCalls.claim, { player_id: lee.id }, a.cookie);
    expect(await post(playerCalls.claim.path, { player_id: lee.id }, b.cookie)).toEqual({
      status: 409,
      message: OFFICIAL_LEAGUE_MSG.claimPendingByOther,
    });
    expect((await post(playerCalls.claim.path, { player_id: park.id }, a.cookie)).message).toBe(
      OFFICIAL_LEAGUE_MSG.claimPending,
    );
    expect((await post(playerCalls.claimApprove.path, { id: claimId }, a.cookie)).status).toBe(403);

    const waiting = await t.call(playerCalls.claimList, {}, staff);
    expect(waiting.items.map((c) => [c.id, c.player.name, c.member.user_id])).toEqual([
      [claimId, 'Lee Jiho', a.userId],
    ]);
    await t.call(playerCalls.claimApprove, { id: claimId }, staff);

    const mine = await t.call(playerCalls.mine, {}, a.cookie);
    expect(mine.player).toEqual({ id: lee.id, name: 'Lee Jiho' });
    expect(mine.claims.map((c) => c.status)).toEqual(['승인']);
    expect(mine.results.map((r) => r.placement)).toEqual([2]);
    expect((await t.call(playerCalls.detail, { id: lee.id })).claimed).toBe(true);

    expect((await post(playerCalls.claim.path, { player_id: lee.id }, b.cookie)).message).toBe(
      OFFICIAL_LEAGUE_MSG.claimTaken,
    );
    expect((await post(playerCalls.claim.path, { player_id: park.id }, a.cookie)).message).toBe(
      OFFICIAL_LEAGUE_MSG.claimHoldOne,
    );
    const { id: refusedId } = await t.call(playerCalls.claim, { player_id: park.id }, b.cookie);
    await t.call(playerCalls.claimRefuse, { id: refusedId }, staff);
    expect((await post(playerCalls.claimApprove.path, { id: refusedId }, staff)).status).toBe(409);
    expect((await t.call(playerCalls.mine, {}, b.cookie)).player).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueCalls as calls } from '@carddogam/contract/calls/league';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import {
  insertArchetype,
  insertPlayer,
  insertRecord,
  insertTournament,
  type TestPlayer,
} from '../helpers/league-figures';

/**
 * /record (decision 035): a member's summary worked out by hand from four rows (three casual, one from
 * a league match), the list, and the rules of logging and deleting casual matches.
 */
describe('match records', () => {
  let t: TestApp;
  let charizard: number;
  let gardevoir: number;
  let owner: TestPlayer;
  let ownerCookie: Record<string, string>;
  let tournamentId: number;
  let leagueRecordId: number;

  const error = async (path: string, params: unknown, headers: Record<string, string> = {}) => {
    const res = await t.post(path, { params }, headers);
    return {
      status: res.status,
      message: (res.body as { error?: { message: string } }).error?.message ?? '',
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    gardevoir = await insertArchetype(t, '가디안ex', 'Gardevoir ex');
    charizard = await insertArchetype(t, '리자몽ex', 'Charizard ex');
    owner = await insertPlayer(t, 'Hotel');
    const rival = await insertPlayer(t, 'India');
    ownerCookie = await sessionCookie(t, owner.userId);
    // One finished tournament: a loss to India, then a bye (3 points), second place.
    const tournament = await insertTournament(t, {
      name: '주간 리그',
      startsAt: '2023-06-01T20:00:00+09:00',
      entries: [
        { player: owner, archetypeId: charizard, placement: 2 },
        { player: rival, archetypeId: gardevoir, placement: 1 },
      ],
      matches: [
        [1, 0, 1, 'p2'],
        [2, 0, null, 'bye'],
      ],
    });
    tournamentId = tournament.id;
    const base = { userId: owner.userId };
    await insertRecord(t, {
      ...base,
      playedAt: '2025-01-15T10:00:00+09:00',
      myArchetypeId: charizard,
      opponentArchetypeId: gardevoir,
      wentFirst: true,
      result: 'win',
    });
    // 23:30 on 31 January in Korea is still January there, though February has begun nowhere.
    await insertRecord(t, {
      ...base,
      playedAt: '2025-01-31T23:30:00+09:00',
      myArchetypeId: charizard,
      opponentDeckName: 'Lost Box',
      wentFirst: false,
      result: 'loss',
    });
    // 00:30 on 1 March in Korea is 28 February in UTC: a March game.
    await insertRecord(t, {
      ...base,
      playedAt: '2025-03-01T00:30:00+09:00',
      myDeckName: '로스트 기라티나',
      opponentArchetypeId: gardevoir,
      result: 'tie',
    });
    leagueRecordId = await insertRecord(t, {
      ...base,
      playedAt: '2025-02-10T20:00:00+09:00',
      source: 'league',
      leagueMatchId: tournament.matchIds[0]!,
      myArchetypeId: charizard,
      opponentArchetypeId: gardevoir,
      wentFirst: true,
      result: 'win',
    });
  });
  afterAll(() => t.close());

  it("sums up a member's record overall, by deck, by turn, by Korean month and in the league", async () => {
    const summary = await t.call(calls.recordSummary, { user_id: owner.userId });
    expect(summary.member).toEqual({ user_id: owner.userId, nickname: owner.nickname, profile_image: null });
    expect(summary.overall).toEqual({ wins: 2, losses: 1, ties: 1, win_rate: 0.625 });
    expect(summary.by_my_deck).toEqual([
      {
        key: String(charizard),
        label: '리자몽ex',
        record: { wins: 2, losses: 1, ties: 0 },
        win_rate: 0.6667,
      },
      {
        key: '로스트 기라티나',
        label: '로스트 기라티나',
        record: { wins: 0, losses: 0, ties: 1 },
        win_rate: 0.5,
      },
    ]);
    expect(summary.by_opponent_deck).toEqual([
      {
        key: String(gardevoir),
        label: '가디안ex',
        record: { wins: 2, losses: 0, ties: 1 },
        win_rate: 0.8333,
      },
      { key: 'Lost Box', label: 'Lost Box', record: { wins: 0, losses: 1, ties: 0 }, win_rate: 0 },
    ]);
    expect(summary.by_turn).toEqual([
      { key: 'first', label: '선공', record: { wins: 2, losses: 0, ties: 0 }, win_rate: 1 },
      { key: 'second', label: '후공', record: { wins: 0, losses: 1, ties: 0 }, win_rate: 0 },
      { key: 'unknown', label: '선후공 미기록', record: { wins: 0, losses: 0, ties: 1 }, win_rate: 0.5 },
    ]);
    expect(summary.monthly).toEqual([
      { month: '2025-01', record: { wins: 1, losses: 1, ties: 0 }, win_rate: 0.5 },
      { month: '2025-02', record: { wins: 1, losses: 0, ties: 0 }, win_rate: 1 },
      { month: '2025-03', record: { wins: 0, losses: 0, ties: 1 }, win_rate: 0.5 },
    ]);
    expect(summary.league).toEqual({ tournaments: 1, best_placement: 2, points: 3 });
  });

  it('keeps the chart to the 12 latest months that have games', async () => {
    const member = await createMember(t);
    for (let month = 1; month <= 14; month += 1) {
      const m = String(((month - 1) % 12) + 1).padStart(2, '0');
      const year = month <= 12 ? 2023 : 2024;
      await insertRecord(t, {
        userId: member.userId,
        playedAt: `${year}-${m}-10T12:00:00+09:00`,
        myDeckName: 'x',
        result: 'win',
      });
    }
    const { monthly } = await t.call(calls.recordSummary, { user_id: member.userId });
    expect(monthly.map((m) => m.month)).toEqual([
      '2023-03',
      '2023-04',
      '2023-05',
      '2023-06',
      '2023-07',
      '2023-08',
      '2023-09',
      '2023-10',
      '2023-11',
      '2023-12',
      '2024-01',
      '2024-02',
    ]);
  });

  it('answers 404 with the Korean message for an unknown member', async () => {
    for (const path of [calls.recordSummary.path, calls.recordList.path]) {
      expect(await error(path, { user_id: 'nobody-here' })).toEqual({
        status: 404,
        message: LEAGUE_MSG.userMissing,
      });
    }
  });

  it('lists the records newest first, a page at a time, league rows with their tournament', async () => {
    const first = await t.call(calls.recordList, { user_id: owner.userId, size: 2 });
    expect(first.total).toBe(4);
    expect(first.items.map((i) => [i.played_at, i.source, i.my_deck, i.opponent_deck, i.result])).toEqual([
      ['2025-03-01 00:30', 'casual', '로스트 기라티나', '가디안ex', 'tie'],
      ['2025-02-10 20:00', 'league', '리자몽ex', '가디안ex', 'win'],
    ]);
    expect(first.items[1]).toMatchObject({
      id: leagueRecordId,
      tournament: { id: tournamentId, name: '주간 리그', round: 1 },
      my_archetype_id: charizard,
      went_first: true,
    });
    const second = await t.call(calls.recordList, { user_id: owner.userId, page: 2, size: 2 });
    expect(second.items.map((i) => [i.played_at, i.tournament])).toEqual([
      ['2025-01-31 23:30', null],
      ['2025-01-15 10:00', null],
    ]);
  });

  it('names a deck neither tagged nor named the way the summary does', async () => {
    const member = await createMember(t);
    await insertRecord(t, { userId: member.userId, playedAt: '2025-04-01T20:00:00+09:00', result: 'loss' });
    const { items } = await t.call(calls.recordList, { user_id: member.userId });
    const { by_my_deck } = await t.call(calls.recordSummary, { user_id: member.userId });
    expect(items.map((i) => [i.my_deck, i.opponent_deck])).toEqual([['이름 없는 덱', '']]);
    expect(by_my_deck.map((row) => row.label)).toEqual(['이름 없는 덱']);
  });

  it('logs a casual match for the member, checking the archetypes and fields in Korean', async () => {
    const member = await createMember(t);
    const cookie = await sessionCookie(t, member.userId);
    const valid = {
      played_at: '2025-05-05T21:00:00+09:00',
      my_archetype_id: charizard,
      opponent_deck_name: '드래펄트',
      went_first: false,
      result: 'loss' as const,
    };
    expect((await error(calls.recordInsert.path, valid)).status).toBe(401);
    const banned = await sessionCookie(t, (await createMember(t, { type: '밴 유저' })).userId);
    expect((await error(calls.recordInsert.path, valid, banned)).status).toBe(403);
    expect(await error(calls.recordInsert.path, { ...valid, my_archetype_id: 999_999 }, cookie)).toEqual({
      status: 400,
      message: LEAGUE_MSG.archetypeMissing,
    });
    expect(
      await error(calls.recordInsert.path, { ...valid, opponent_archetype_id: 999_999 }, cookie),
    ).toEqual({
      status: 400,
      message: LEAGUE_MSG.archetypeMissing,
    });
    const noDeck = await error(calls.recordInsert.path, { ...valid, my_archetype_id: null }, cookie);
    expect(noDeck.status).toBe(400);
    expect(noDeck.message).toContain(LEAGUE_MSG.recordDeckRequired);
    const badDate = await error(calls.recordInsert.path, { ...valid, played_at: '어제' }, cookie);
    expect(badDate.status).toBe(400);
    expect(badDate.message).toContain(LEAGUE_MSG.dateTimeInvalid);
    expect((await error(calls.recordInsert.path, { ...valid, result: 'draw' }, cookie)).status).toBe(400);

    const saved = await t.call(calls.recordInsert, valid, cookie);
    expect(saved.message).toBe(LEAGUE_MSG.recordSaved);
    const list = await t.call(calls.recordList, { user_id: member.userId });
    expect(list.items).toEqual([
      {
        id: saved.id,
        played_at: '2025-05-05 21:00',
        source: 'casual',
        tournament: null,
        my_deck: '리자몽ex',
        my_archetype_id: charizard,
        opponent_deck: '드래펄트',
        opponent_archetype_id: null,
        opponent_name: '',
        went_first: false,
        result: 'loss',
        memo: '',
      },
    ]);
  });

  it("deletes only the member's own casual rows", async () => {
    const other = await createMember(t);
    const otherCookie = await sessionCookie(t, other.userId);
    const id = await insertRecord(t, {
      userId: owner.userId,
      playedAt: '2025-06-01T12:00:00+09:00',
      myDeckName: 'x',
      result: 'win',
    });

    expect((await error(calls.recordDelete.path, { id })).status).toBe(401);
    expect(await error(calls.recordDelete.path, { id }, otherCookie)).toEqual({
      status: 403,
      message: LEAGUE_MSG.recordNotYours,
    });
    expect(await error(calls.recordDelete.path, { id: leagueRecordId }, ownerCookie)).toEqual({
      status: 403,
      message: LEAGUE_MSG.recordLeagueLocked,
    });
    expect(await error(calls.recordDelete.path, { id: 999_999 }, ownerCookie)).toEqual({
      status: 404,
      message: LEAGUE_MSG.recordMissing,
    });
    expect((await t.call(calls.recordDelete, { id }, ownerCookie)).message).toBe(LEAGUE_MSG.recordDeleted);
    expect((await error(calls.recordDelete.path, { id }, ownerCookie)).status).toBe(404);
    const list = await t.call(calls.recordList, { user_id: owner.userId, size: 100 });
    expect(list.items.map((i) => i.id)).not.toContain(id);
    expect(list.items.map((i) => i.id)).toContain(leagueRecordId);
  });
});

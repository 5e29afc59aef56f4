import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueCalls as calls } from '@carddogam/contract/calls/league';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { koreanToday } from '@carddogam/contract/trade/chart';
import { addMonths } from '@carddogam/contract/leagues/period';
import { cardSet } from '../../src/db/schema/index';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  daysAgo,
  insertArchetype,
  insertPlayer,
  insertTournament,
  type TestPlayer,
} from '../helpers/league-figures';

/**
 * The league's deck and player figures (decision 035) against hand-worked data. Recent tournaments (the
 * default 3 months): T1 ten days ago, T2 forty days ago; T3 five months ago; T4 recent but unfinished.
 * Season 2024: T5 and T6 (the last evening of 2024 in Korea), T7 the first minutes of 2025 in Korea
 * (still 2024 in UTC), T8 unfinished.
 */
describe('league figures', () => {
  let t: TestApp;
  let charizard: number;
  let gardevoir: number;
  let cardId: string;
  const p: TestPlayer[] = [];
  let pending: TestPlayer;
  let t1: number;

  const error = async (path: string, params: unknown) => {
    const res = await t.post(path, { params });
    return { status: res.status, message: (res.body as { error: { message: string } }).error.message };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    await db.insert(cardSet).values({ nation: 'en', code: 'sv3pt5', name: '151', ptcgoCode: 'MEW' });
    cardId = await insertCard(db, { en: { name: 'Charizard ex', number: '6' }, kr: { name: '리자몽 ex' } });
    await refreshCardSearch(db);
    gardevoir = await insertArchetype(t, '가디안ex', 'Gardevoir ex');
    charizard = await insertArchetype(t, '리자몽ex', 'Charizard ex');
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'])
      p.push(await insertPlayer(t, name));
    pending = await insertPlayer(t, 'Golf', '접수');
    const [P1, P2, P3, P4, P5] = p as [TestPlayer, TestPlayer, TestPlayer, TestPlayer, TestPlayer];

    t1 = (
      await insertTournament(t, {
        name: 'T1',
        startsAt: daysAgo(10),
        entries: [
          {
            player: P1,
            archetypeId: charizard,
            placement: 1,
            deckCards: [
              { card_id: cardId, amount: 3 },
              { card_id: 'gone', amount: 1 },
            ],
          },
          { player: P2, archetypeId: charizard, placement: 2 },
          { player: P3, archetypeId: gardevoir, placement: 3 },
          { player: P4, archetypeId: null, placement: 4 },
        ],
        matches: [
          [1, 0, 2, 'p1'],
          [1, 1, 3, 'tie'],
          [2, 0, 1, 'p2'], // a Charizard mirror: left out of the deck figures
          [2, 2, 3, 'p1'],
          [3, 0, 3, 'p1'],
          [3, 1, 2, 'p2'],
          [4, 0, 2, 'p1', 'top_cut'],
        ],
      })
    ).id;
    await insertTournament(t, {
      name: 'T2',
      startsAt: daysAgo(40),
      entries: [
        { player: P3, archetypeId: gardevoir, placement: 1 },
        { player: P5, archetypeId: charizard, placement: 2 },
        { player: P1, archetypeId: gardevoir, placement: 3 },
      ],
      matches: [
        [1, 0, 1, 'p1'],
        [1, 2, null, 'bye'],
        [2, 2, 0, 'tie'], // a Gardevoir mirror
        [2, 1, null, 'bye'],
      ],
    });
    await insertTournament(t, {
      name: 'T3',
      startsAt: daysAgo(150),
      entries: [
        { player: P1, archetypeId: charizard, placement: 1 },
        { player: P2, archetypeId: gardevoir, placement: 2 },
      ],
      matches: [[1, 0, 1, 'p1']],
    });
    await insertTournament(t, {
      name: 'T4',
      startsAt: daysAgo(2),
      status: 'swiss',
      entries: [
        { player: P4, archetypeId: charizard },
        { player: P5, archetypeId: gardevoir },
      ],
      matches: [[1, 0, 1, 'p1']],
    });

    await insertTournament(t, {
      name: 'T5',
      startsAt: '2024-03-10T19:00:00+09:00',
      entries: [
        { player: P1, archetypeId: charizard, placement: 1 },
        { player: P2, archetypeId: gardevoir, placement: 4 },
        { player: P3, archetypeId: charizard, placement: 3 },
        { player: P4, archetypeId: gardevoir, placement: 2 },
      ],
      matches: [
        [1, 0, 1, 'p1'],
        [1, 2, 3, 'tie'],
        [2, 0, 2, 'p1'],
        [2, 1, 3, 'p2'],
        [3, 0, 3, 'p1', 'top_cut'],
      ],
    });
    await insertTournament(t, {
      name: 'T6',
      startsAt: '2024-12-31T23:30:00+09:00',
      entries: [
        { player: P1, archetypeId: gardevoir, placement: 2 },
        { player: P2, archetypeId: charizard, placement: 1 },
        { player: P5, archetypeId: gardevoir, placement: 3 },
      ],
      matches: [
        [1, 0, 1, 'p2'],
        [1, 2, null, 'bye'],
        [2, 0, 2, 'tie'],
        [2, 1, null, 'bye'],
      ],
    });
    await insertTournament(t, {
      name: 'T7',
      startsAt: '2025-01-01T00:30:00+09:00',
      entries: [
        { player: P1, archetypeId: charizard, placement: 1 },
        { player: P2, archetypeId: gardevoir, placement: 2 },
      ],
      matches: [[1, 0, 1, 'p1']],
    });
    await insertTournament(t, {
      name: 'T8',
      startsAt: '2024-05-01T19:00:00+09:00',
      status: 'cancelled',
      entries: [
        { player: P3, archetypeId: charizard },
        { player: P4, archetypeId: gardevoir },
      ],
      matches: [[1, 0, 1, 'p1']],
    });
  });
  afterAll(() => t.close());

  it('gives each archetype its share and win rate over the last 3 months, byes and mirrors left out', async () => {
    const list = await t.call(calls.deckList, {});
    const today = koreanToday();
    expect(list).toMatchObject({
      date_from: addMonths(today, -3),
      date_to: today,
      tournaments: 2,
      entries: 7,
    });
    expect(
      list.items.map((i) => [
        i.archetype?.name_kr ?? null,
        i.entries,
        i.share,
        i.matches,
        i.record,
        i.win_rate,
      ]),
    ).toEqual([
      ['가디안ex', 3, 0.4286, 5, { wins: 3, losses: 2, ties: 0 }, 0.6],
      ['리자몽ex', 3, 0.4286, 6, { wins: 3, losses: 2, ties: 1 }, 0.5833],
      [null, 1, 0.1429, 3, { wins: 0, losses: 2, ties: 1 }, 0.1667],
    ]);
  });

  it('takes a period the reader chooses, and refuses a date that is not one', async () => {
    const list = await t.call(calls.deckList, { date_from: addMonths(koreanToday(), -6) });
    expect(list.tournaments).toBe(3);
    expect(list.items.find((i) => i.archetype?.id === charizard)).toMatchObject({
      entries: 4,
      record: { wins: 4, losses: 2, ties: 1 },
    });
    const empty = await t.call(calls.deckList, { date_from: '2020-01-01', date_to: '2020-12-31' });
    expect(empty).toMatchObject({ tournaments: 0, entries: 0, items: [] });
    expect((await error(calls.deckList.path, { date_from: '2024-02-30' })).status).toBe(400);
  });

  it("shows an archetype's share, matchups and lists with their cards", async () => {
    const detail = await t.call(calls.deckDetail, { id: charizard });
    expect(detail.archetype).toEqual({ id: charizard, name_kr: '리자몽ex', name_en: 'Charizard ex' });
    // The period the figures cover, the default one here, as the list answers it.
    expect([detail.date_from, detail.date_to]).toEqual([addMonths(koreanToday(), -3), koreanToday()]);
    expect(detail.share).toMatchObject({ entries: 3, share: 0.4286, matches: 6, win_rate: 0.5833 });
    expect(detail.matchups.map((m) => [m.opponent?.name_kr ?? null, m.record, m.win_rate])).toEqual([
      ['가디안ex', { wins: 2, losses: 2, ties: 0 }, 0.5],
      [null, { wins: 1, losses: 0, ties: 1 }, 0.75],
    ]);
    // Newest tournament first; a player's own record counts the bye and the mirror.
    expect(detail.lists.map((l) => [l.tournament.name, l.ptcgl_name, l.placement, l.record])).toEqual([
      ['T1', 'Alpha', 1, { wins: 3, losses: 1, ties: 0 }],
      ['T1', 'Bravo', 2, { wins: 1, losses: 1, ties: 1 }],
      ['T2', 'Echo', 2, { wins: 1, losses: 1, ties: 0 }],
    ]);
    expect(detail.lists[0]!.tournament.id).toBe(t1);
    expect(detail.lists[0]!.cards.map((c) => [c.card_id, c.amount, c.name_kr])).toEqual([
      [cardId, 3, '리자몽 ex'],
    ]);
  });

  it('answers an archetype seen in no list of the period with zeros, and an unknown one with 404', async () => {
    const other = await insertArchetype(t, '드래펄트ex', 'Dragapult ex');
    const detail = await t.call(calls.deckDetail, { id: other });
    expect(detail.share).toEqual({
      archetype: { id: other, name_kr: '드래펄트ex' },
      entries: 0,
      share: 0,
      matches: 0,
      record: { wins: 0, losses: 0, ties: 0 },
      win_rate: null,
    });
    expect(await error(calls.deckDetail.path, { id: 999_999 })).toEqual({
      status: 404,
      message: LEAGUE_MSG.archetypeMissing,
    });
  });

  it("ranks approved players by the season's match points, by the Korean calendar year", async () => {
    const list = await t.call(calls.playerList, { season: 2024 });
    expect(list.season).toBe(2024);
    expect(list.total).toBe(6);
    expect(
      list.items.map((i) => [i.ptcgl_name, i.points, i.tournaments, i.record, i.best_placement]),
    ).toEqual([
      ['Alpha', 10, 2, { wins: 3, losses: 1, ties: 1 }, 1],
      ['Bravo', 6, 2, { wins: 2, losses: 2, ties: 0 }, 1],
      ['Delta', 4, 1, { wins: 1, losses: 1, ties: 1 }, 2],
      ['Echo', 4, 1, { wins: 1, losses: 0, ties: 1 }, 3],
      ['Charlie', 1, 1, { wins: 0, losses: 1, ties: 1 }, 3],
      ['Foxtrot', 0, 0, { wins: 0, losses: 0, ties: 0 }, null],
    ]);
    expect(list.items[0]!.member).toEqual({ user_id: p[0]!.userId, nickname: p[0]!.nickname });
    const found = await t.call(calls.playerList, { season: 2024, text: 'elt' });
    expect(found.items.map((i) => i.ptcgl_name)).toEqual(['Delta']);
    const byNickname = await t.call(calls.playerList, { season: 2024, text: p[4]!.nickname });
    expect(byNickname.items.map((i) => i.ptcgl_name)).toEqual(['Echo']);
    const paged = await t.call(calls.playerList, { season: 2024, page: 2, size: 4 });
    expect(paged.items.map((i) => i.ptcgl_name)).toEqual(['Charlie', 'Foxtrot']);
    expect((await t.call(calls.playerList, {})).season).toBe(Number(koreanToday().slice(0, 4)));
  });

  it("shows a player's season: events, running points and archetypes", async () => {
    const detail = await t.call(calls.playerDetail, { id: p[0]!.playerId, season: 2024 });
    expect(detail).toMatchObject({
      ptcgl_name: 'Alpha',
      season: 2024,
      points: 10,
      record: { wins: 3, losses: 1, ties: 1 },
    });
    expect(detail.points_over_time).toEqual([
      { starts_at: '2024-03-10 19:00', points: 9 },
      { starts_at: '2024-12-31 23:30', points: 10 },
    ]);
    expect(
      detail.events.map((e) => [e.tournament.name, e.archetype?.name_kr, e.placement, e.record, e.points]),
    ).toEqual([
      ['T6', '가디안ex', 2, { wins: 0, losses: 1, ties: 1 }, 1],
      ['T5', '리자몽ex', 1, { wins: 3, losses: 0, ties: 0 }, 9],
    ]);
    expect(detail.archetypes).toEqual([
      { archetype: { id: gardevoir, name_kr: '가디안ex' }, count: 1 },
      { archetype: { id: charizard, name_kr: '리자몽ex' }, count: 1 },
    ]);
    const next = await t.call(calls.playerDetail, { id: p[0]!.playerId, season: 2025 });
    expect(next).toMatchObject({ points: 3, events: [{ tournament: { name: 'T7' } }] });
  });

  it('answers 404 for an unknown player and for one not yet approved', async () => {
    for (const id of [999_999, pending.playerId]) {
      expect(await error(calls.playerDetail.path, { id })).toEqual({
        status: 404,
        message: LEAGUE_MSG.playerMissing,
      });
    }
  });
});

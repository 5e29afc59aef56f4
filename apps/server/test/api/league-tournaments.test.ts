import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leagueCalls as calls } from '@carddogam/contract/calls/league';
import { DECK_RULE_MSG } from '@carddogam/contract/decks/deck-rules';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import { leagueTournament } from '../../src/db/schema/index';
import { createDueTournaments } from '../../src/services/league-auto';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  approvedPlayer,
  createTournament,
  detailOf,
  entryCount,
  errorOf,
  leagueRecords,
  LEGAL_DECK,
  NO_BASIC_DECK,
  openMatches,
  playerOfEntry,
  registerAll,
  seedLeagueCards,
  SHORT_DECK,
  ZACIAN_DECK,
  type LeagueCards,
  type LeaguePlayer,
} from '../helpers/league';
import { createMember, sessionCookie } from '../helpers/members';

/**
 * Tournaments of the online league (decision 035): staff create and change them while they take
 * registrations; approved players enter with a legal list; a full event runs through its Swiss rounds and
 * top cut to final placements; concurrent registrations keep to the player cap; weekly rules create their
 * tournaments once.
 */
describe('league tournaments', () => {
  let t: TestApp;
  let f: LeagueCards;

  beforeAll(async () => {
    t = await createTestApp({}, { poolSize: 12 });
    f = await seedLeagueCards(t);
  });
  afterAll(() => t.close());

  const players = (count: number) =>
    Promise.all(Array.from({ length: count }, () => approvedPlayer(t, f.staff)));
  const post = (path: string, params: unknown, headers: Record<string, string> = {}) =>
    t.post(path, { params }, headers);

  it('lets staff create, change, list and cancel a tournament while it takes registrations', async () => {
    const wrongWindow = await post(
      calls.tournamentSave.path,
      {
        name: '잘못된 대회',
        starts_at: '2030-01-01T10:00:00+09:00',
        registration_opens_at: '2030-01-02T10:00:00+09:00',
      },
      f.staff,
    );
    expect(wrongWindow.status).toBe(400);
    expect(errorOf(wrongWindow.body)?.message).toContain(M.registrationWindowInvalid);
    const member = await sessionCookie(t, (await createMember(t)).userId);
    expect((await post(calls.tournamentSave.path, { name: 'x' }, member)).status).toBe(403);

    const id = await createTournament(t, f.staff, {
      name: '첫 대회',
      starts_at: '2030-03-01T20:00:00+09:00',
      regulation_marks: ['H', 'G', 'G'],
    });
    const saved = await t.call(
      calls.tournamentSave,
      {
        id,
        name: '첫 대회 (수정)',
        starts_at: '2030-03-01T20:00:00+09:00',
        registration_opens_at: '2030-02-26T11:00:00Z',
        regulation_marks: ['H', 'G', 'G'],
        top_cut: 4,
      },
      f.staff,
    );
    expect(saved).toEqual({ id, message: M.tournamentSaved });
    const item = (await t.call(calls.tournamentList, { status: '접수', size: 100 })).items.find(
      (x) => x.id === id,
    );
    expect(item).toMatchObject({
      name: '첫 대회 (수정)',
      // Korean wall time: 11:00 UTC is 20:00 in Seoul.
      starts_at: '2030-03-01 20:00',
      registration_opens_at: '2030-02-26 20:00',
      regulation_marks: ['G', 'H'],
      status: 'registration',
      top_cut: 4,
      swiss_rounds: null,
      auto: false,
      winner: null,
    });

    expect(await t.call(calls.tournamentCancel, { id }, f.staff)).toEqual({ message: M.tournamentCancelled });
    const again = await post(calls.tournamentCancel.path, { id }, f.staff);
    expect(again.status).toBe(400);
    expect(errorOf(again.body)?.message).toBe(M.notEditable);
    const finishedIds = (await t.call(calls.tournamentList, { status: '종료', size: 100 })).items.map(
      (x) => x.id,
    );
    expect(finishedIds).toContain(id);
    const openIds = (await t.call(calls.tournamentList, { status: '접수', size: 100 })).items.map(
      (x) => x.id,
    );
    expect(openIds).not.toContain(id);
  });

  it('checks the list: 60 cards, a Basic Pokémon, legal regulation marks, a reprint counting, and writes nothing when refused', async () => {
    const [player] = await players(1);
    const id = await createTournament(t, f.staff);
    const register = (deck: string) =>
      post(calls.register.path, { tournament_id: id, deck_text: deck }, player!.cookie);

    const illegal = await register(ZACIAN_DECK);
    expect(illegal.status).toBe(400);
    expect(errorOf(illegal.body)?.message).toBe(M.illegalCards(['Zacian V'], ['G', 'H']));
    const short = await register(SHORT_DECK);
    expect(short.status).toBe(400);
    expect(errorOf(short.body)?.message).toBe(M.deckNot60(59));
    const noBasic = await register(NO_BASIC_DECK);
    expect(noBasic.status).toBe(400);
    expect(errorOf(noBasic.body)?.message).toBe(M.noBasicPokemon);
    const unknown = await register(LEGAL_DECK.replace('SVI 181', 'SVI 999'));
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown.body)?.message).toContain('SVI 999');
    expect(await entryCount(t, id)).toBe(0);

    // With mark D allowed the Zacian list is legal; basic Energy never needs a mark.
    const old = await createTournament(t, f.staff, { regulation_marks: ['D', 'G'] });
    const zacian = await post(
      calls.register.path,
      { tournament_id: old, deck_text: ZACIAN_DECK },
      player!.cookie,
    );
    expect(zacian.status).toBe(200);
    expect(calls.register.result.parse(zacian.body).archetype).toBeNull();

    // The Switch of the list is the old SSH print (mark D); its SVI reprint (G) makes it legal here.
    const entered = calls.register.result.parse((await register(LEGAL_DECK)).body);
    expect(entered.message).toBe(M.registered);
    // Two prints of one name count together for the copy limit.
    const sixSwitches = await register(
      LEGAL_DECK.replace('4 Nest Ball SVI 181', '2 Nest Ball SVI 181\n2 Switch SVI 194'),
    );
    expect(errorOf(sixSwitches.body)?.message).toBe(DECK_RULE_MSG.tooManyCopies('Switch', 6));
    const second = await register(
      LEGAL_DECK.replace('4 Switch SSH 183', '2 Switch SSH 183\n2 Switch SVI 194'),
    );
    expect(second.status).toBe(200);
    expect(calls.register.result.parse(second.body)).toMatchObject({
      entry_id: entered.entry_id,
      message: M.deckUpdated,
    });
    const mine = (await detailOf(t, id, player!.cookie)).mine!;
    expect(mine.deck_text).toContain('2 Switch SVI 194');
    expect(await entryCount(t, id)).toBe(1);

    expect(await t.call(calls.unregister, { tournament_id: id }, player!.cookie)).toEqual({
      message: M.unregistered,
    });
    expect(await entryCount(t, id)).toBe(0);
  });

  it('keeps registration closed before its window opens', async () => {
    const [player] = await players(1);
    const id = await createTournament(t, f.staff, {
      registration_opens_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const early = await post(
      calls.register.path,
      { tournament_id: id, deck_text: LEGAL_DECK },
      player!.cookie,
    );
    expect(early.status).toBe(400);
    expect(errorOf(early.body)?.message).toBe(M.registrationClosed);
  });

  it('never seats more than the cap when registrations arrive together', async () => {
    const field = await players(12);
    const id = await createTournament(t, f.staff, { max_players: 5 });
    const answers = await Promise.all(
      field.map((p) => post(calls.register.path, { tournament_id: id, deck_text: LEGAL_DECK }, p.cookie)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(errorOf(answer.body)?.message).toBe(M.tournamentFull);
    }
    expect(await entryCount(t, id)).toBe(5);
    expect((await detailOf(t, id)).player_count).toBe(5);
  });

  /** Both players of every open match report: player 1 wins, except where `result` says otherwise. */
  async function playRound(
    id: number,
    field: LeaguePlayer[],
    result: (table: number) => 'p1' | 'p2' = () => 'p1',
  ) {
    for (const m of await openMatches(t, id)) {
      const one = await playerOfEntry(t, field, m.player1.entry_id);
      const two = await playerOfEntry(t, field, m.player2!.entry_id);
      const winner = result(m.table_no);
      await t.call(
        calls.report,
        { match_id: m.id, outcome: winner === 'p1' ? 'win' : 'loss', went_first: true },
        one.cookie,
      );
      await t.call(calls.report, { match_id: m.id, outcome: winner === 'p1' ? 'loss' : 'win' }, two.cookie);
    }
  }

  it('runs 8 players through 3 Swiss rounds and a top cut to final placements', async () => {
    const field = await players(8);
    const id = await createTournament(t, f.staff, { top_cut: 8 });
    await registerAll(t, id, field.slice(0, 3));
    const tooFew = await post(calls.start.path, { id }, f.staff);
    expect(errorOf(tooFew.body)?.message).toBe(M.tooFewPlayers);
    await registerAll(t, id, field.slice(3));
    expect((await post(calls.start.path, { id }, field[0]!.cookie)).status).toBe(403);

    expect(await t.call(calls.start, { id }, f.staff)).toEqual({ round: 1, message: M.started });
    let detail = await detailOf(t, id);
    // 8 players: 3 rounds; the cut of 8 is reduced to half the field.
    expect(detail).toMatchObject({ status: 'swiss', swiss_rounds: 3, top_cut: 4, current_round: 1 });
    // To the second, like the server's clock beside it, so the round timer counts from the real start.
    expect(detail.round_started_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(detail.server_now).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(detail.server_now >= detail.round_started_at!).toBe(true);
    expect(detail.matches).toHaveLength(4);
    // Lists stay private while the tournament runs.
    expect(detail.entries.every((e) => e.cards === null)).toBe(true);
    const late = await post(
      calls.register.path,
      { tournament_id: id, deck_text: LEGAL_DECK },
      field[0]!.cookie,
    );
    expect(errorOf(late.body)?.message).toBe(M.registrationClosed);

    // One match reported by one side only: the round cannot move on.
    const [first] = await openMatches(t, id);
    const reporter = await playerOfEntry(t, field, first!.player1.entry_id);
    await t.call(calls.report, { match_id: first!.id, outcome: 'win' }, reporter.cookie);
    const unfinished = await post(calls.nextRound.path, { id }, f.staff);
    expect(unfinished.status).toBe(400);
    expect(errorOf(unfinished.body)?.message).toBe(M.roundUnfinished(4));

    await playRound(id, field);
    for (const round of [2, 3]) {
      expect(await t.call(calls.nextRound, { id }, f.staff)).toEqual({
        status: 'swiss',
        round,
        message: M.roundPaired(round),
      });
      await playRound(id, field);
    }
    detail = await detailOf(t, id);
    // 8 players, no ties, 3 rounds: the points are 9, 6, 6, 6, 3, 3, 3, 0.
    expect(detail.standings.map((s) => s.match_points)).toEqual([9, 6, 6, 6, 3, 3, 3, 0]);
    const top4 = detail.standings.slice(0, 4).map((s) => s.entry_id);

    expect(await t.call(calls.nextRound, { id }, f.staff)).toEqual({
      status: 'top_cut',
      round: 4,
      message: M.topCutPaired(4),
    });
    detail = await detailOf(t, id);
    const semis = detail.matches.filter((m) => m.stage === 'top_cut');
    expect(semis.map((m) => [m.player1.entry_id, m.player2!.entry_id])).toEqual([
      [top4[0], top4[3]],
      [top4[1], top4[2]],
    ]);
    // No ties and no drops in the top cut.
    const seed1 = await playerOfEntry(t, field, top4[0]!);
    const tie = await post(calls.report.path, { match_id: semis[0]!.id, outcome: 'tie' }, seed1.cookie);
    expect(errorOf(tie.body)?.message).toBe(M.topCutNoTie);
    const drop = await post(calls.drop.path, { tournament_id: id }, seed1.cookie);
    expect(errorOf(drop.body)?.message).toBe(M.dropTopCut);

    // Seed 4 upsets seed 1; seed 2 wins; then seed 2 wins the final.
    await playRound(id, field, (table) => (table === 1 ? 'p2' : 'p1'));
    expect(await t.call(calls.nextRound, { id }, f.staff)).toMatchObject({ status: 'top_cut', round: 5 });
    const final = (await detailOf(t, id)).matches.find((m) => m.round === 5)!;
    expect([final.player1.entry_id, final.player2!.entry_id]).toEqual([top4[3], top4[1]]);
    await playRound(id, field, () => 'p2');
    expect(await t.call(calls.nextRound, { id }, f.staff)).toEqual({
      status: 'finished',
      round: 5,
      message: M.finished,
    });

    detail = await detailOf(t, id);
    expect(detail.status).toBe('finished');
    expect(detail.decklists_public).toBe(true);
    // Every list is public now, as cards: 60 of them, each card named.
    for (const entry of detail.entries) {
      expect(entry.cards!.reduce((sum, c) => sum + c.amount, 0)).toBe(60);
      expect(entry.cards!.every((c) => c.name_en !== '')).toBe(true);
    }
    expect(detail.round_started_at).toBeNull();
    const placements = detail.entries.map((e) => [e.id, e.placement]);
    const placementOf = new Map(placements as Array<[number, number]>);
    expect(placementOf.get(top4[1]!)).toBe(1);
    expect(placementOf.get(top4[3]!)).toBe(2);
    // The semi-final losers: seed 1 ranked better in Swiss than seed 3.
    expect(placementOf.get(top4[0]!)).toBe(3);
    expect(placementOf.get(top4[2]!)).toBe(4);
    expect([...placementOf.values()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const swissRest = detail.standings.slice(4).map((s) => s.entry_id);
    expect(swissRest.map((e) => placementOf.get(e))).toEqual([5, 6, 7, 8]);
    expect(detail.standings.map((s) => s.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(detail.winner).toEqual({
      entry_id: top4[1],
      ptcgl_name: detail.entries.find((e) => e.id === top4[1])!.ptcgl_name,
    });

    // 12 Swiss matches and 3 top-cut matches, two records each.
    const records = await leagueRecords(t, id);
    expect(records).toHaveLength(30);
    const champion = await playerOfEntry(t, field, top4[1]!);
    const championRecords = records.filter((r) => r.user_id === champion.userId);
    expect(championRecords).toHaveLength(5);
    // Seed 2 won two Swiss rounds (6 points) and both top-cut matches.
    expect(championRecords.filter((r) => r.result === 'win')).toHaveLength(4);
    expect((await post(calls.nextRound.path, { id }, f.staff)).status).toBe(400);
  });

  it('drops a player from the next round on, and lets staff drop anyone', async () => {
    const field = await players(5);
    const id = await createTournament(t, f.staff, { top_cut: 0 });
    await registerAll(t, id, field);
    await t.call(calls.start, { id }, f.staff);
    const quitter = field[0]!;
    expect(await t.call(calls.drop, { tournament_id: id }, quitter.cookie)).toEqual({ message: M.dropped });
    const twice = await post(calls.drop.path, { tournament_id: id }, quitter.cookie);
    expect(errorOf(twice.body)?.message).toBe(M.droppedAlready);

    const detail = await detailOf(t, id);
    const victim = detail.entries.find((e) => e.member.user_id === field[1]!.userId)!;
    const byPlayer = await post(
      calls.drop.path,
      { tournament_id: id, entry_id: victim.id },
      field[2]!.cookie,
    );
    expect(byPlayer.status).toBe(403);
    expect(await t.call(calls.drop, { tournament_id: id, entry_id: victim.id }, f.staff)).toEqual({
      message: M.dropped,
    });

    await playRound(id, field);
    await t.call(calls.nextRound, { id }, f.staff);
    const after = await detailOf(t, id);
    const round2 = after.matches.filter((m) => m.round === 2);
    const seated = round2.flatMap((m) => [m.player1.entry_id, m.player2?.entry_id]).filter(Boolean);
    const droppedIds = after.entries.filter((e) => e.dropped_after_round === 1).map((e) => e.id);
    expect(droppedIds).toHaveLength(2);
    expect(seated).toHaveLength(3);
    for (const dropped of droppedIds) expect(seated).not.toContain(dropped);
    // Dropped players stay in the standings.
    expect(after.standings).toHaveLength(5);
    expect(
      after.standings
        .filter((s) => s.dropped)
        .map((s) => s.entry_id)
        .sort(),
    ).toEqual([...droppedIds].sort());
  });

  it('creates each weekly rule’s tournament once when its registration opens', async () => {
    const member = await sessionCookie(t, (await createMember(t, { type: '매니저' })).userId);
    expect((await post(calls.autoList.path, {}, member)).status).toBe(403);
    // A rule for tomorrow (Korean weekday) at 20:00, whose registration opened long ago (336 hours before).
    const tomorrowInKorea = new Date(Date.now() + 9 * 3_600_000 + 24 * 3_600_000).getUTCDay();
    const { id: ruleId } = await t.call(
      calls.autoSave,
      {
        name: '주간 스탠다드',
        weekday: tomorrowInKorea,
        start_time: '20:00',
        regulation_marks: ['G', 'H'],
        top_cut: 4,
        registration_hours: 336,
      },
      f.admin,
    );
    const made = () =>
      t.services.db.select().from(leagueTournament).where(eq(leagueTournament.autoRuleId, ruleId));
    const created = await made();
    // Tomorrow's start, and the same weekday a week later: both open for registration by now.
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(
      created.every((x) => x.startsAt.getTime() - x.registrationOpensAt.getTime() === 336 * 3_600_000),
    ).toBe(true);
    expect(created[0]!.name).toMatch(/^주간 스탠다드 \(\d{4}-\d{2}-\d{2}\)$/);
    // Each starts on the rule's weekday at 20:00 Korean time (11:00 UTC), whatever the server's zone.
    for (const x of created) {
      const korean = new Date(x.startsAt.getTime() + 9 * 3_600_000);
      expect([korean.getUTCDay(), korean.getUTCHours(), korean.getUTCMinutes()]).toEqual([
        tomorrowInKorea,
        20,
        0,
      ]);
    }
    expect(await createDueTournaments(t.services)).toBe(0);
    await Promise.all([createDueTournaments(t.services), createDueTournaments(t.services)]);
    expect(await made()).toHaveLength(created.length);

    const rules = await t.call(calls.autoList, {}, f.admin);
    const rule = rules.find((r) => r.id === ruleId)!;
    expect(rule.next_start).toMatch(/^\d{4}-\d{2}-\d{2} 20:00$/);
    const listed = (await t.call(calls.tournamentList, { status: '접수', size: 100 })).items.filter(
      (x) => x.auto,
    );
    expect(listed.map((x) => x.name)).toEqual(expect.arrayContaining(created.map((x) => x.name)));

    const { next_start: _next, format: _format, ...fields } = rule;
    await t.call(calls.autoSave, { ...fields, enabled: false }, f.admin);
    expect((await t.call(calls.autoList, {}, f.admin)).find((r) => r.id === ruleId)!.next_start).toBeNull();
    expect(await t.call(calls.autoDelete, { id: ruleId }, f.admin)).toEqual({ message: M.autoDeleted });
    expect((await post(calls.autoDelete.path, { id: ruleId }, f.admin)).status).toBe(404);
    // The tournaments stay, no longer the rule's.
    expect(await made()).toHaveLength(0);
    const invalid = await post(calls.autoSave.path, { name: 'x', weekday: 1, start_time: '25:00' }, f.admin);
    expect(errorOf(invalid.body)?.message).toContain(M.timeInvalid);
  });
});

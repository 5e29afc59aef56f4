import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leagueCalls as calls } from '@carddogam/contract/calls/league';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import { leagueMatch } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  approvedPlayer,
  createTournament,
  detailOf,
  errorOf,
  leagueRecords,
  openMatches,
  playerOfEntry,
  registerAll,
  seedLeagueCards,
  type LeagueCards,
  type LeaguePlayer,
} from '../helpers/league';

/**
 * Match results (decision 035): each player reports their side; agreeing reports make the result final
 * and write both players' match records; disagreeing ones wait for staff. Reports of a whole round arriving
 * at once (run on PostgreSQL too, where they really overlap) must leave exact standings and records.
 */
describe('league match results', () => {
  let t: TestApp;
  let f: LeagueCards;

  beforeAll(async () => {
    t = await createTestApp({}, { poolSize: 12 });
    f = await seedLeagueCards(t);
  });
  afterAll(() => t.close());

  const report = (who: LeaguePlayer, matchId: number, outcome: string, wentFirst: boolean | null = null) =>
    t.post(calls.report.path, { params: { match_id: matchId, outcome, went_first: wentFirst } }, who.cookie);
  const matchRow = async (id: number) =>
    (await t.services.db.select().from(leagueMatch).where(eq(leagueMatch.id, id)))[0]!;

  /** A started tournament of `count` players, and its first open match with its two players. */
  async function started(count: number) {
    const field = await Promise.all(Array.from({ length: count }, () => approvedPlayer(t, f.staff)));
    const id = await createTournament(t, f.staff, { top_cut: 0 });
    await registerAll(t, id, field);
    await t.call(calls.start, { id }, f.staff);
    const matches = await openMatches(t, id);
    const m = matches[0]!;
    return {
      id,
      field,
      matches,
      match: m,
      one: await playerOfEntry(t, field, m.player1.entry_id),
      two: await playerOfEntry(t, field, m.player2!.entry_id),
    };
  }

  it('makes a result final when both sides agree, and writes both match records', async () => {
    const { id, match, one, two } = await started(4);
    const waiting = await report(one, match.id, 'win', false);
    expect(calls.report.result.parse(waiting.body)).toEqual({ state: 'waiting', message: M.reportWaiting });
    // The same report again changes nothing.
    expect((await report(one, match.id, 'win')).status).toBe(200);
    expect(await leagueRecords(t, id)).toEqual([]);

    const confirmed = await report(two, match.id, 'loss');
    expect(calls.report.result.parse(confirmed.body)).toEqual({
      state: 'confirmed',
      message: M.reportConfirmed,
    });
    const row = await matchRow(match.id);
    expect([row.result, row.disputed, row.finishedAt !== null]).toEqual(['p1', false, true]);

    // Player one said they did not go first, so player two did.
    const records = await leagueRecords(t, id);
    expect(records.map((r) => [r.user_id, r.result, r.opponent_name, r.went_first, r.source]).sort()).toEqual(
      [
        [one.userId, 'win', two.ptcglName, false, 'league'],
        [two.userId, 'loss', one.ptcglName, true, 'league'],
      ].sort(),
    );
    expect(records.every((r) => r.my_archetype_id === f.charizardArchetypeId)).toBe(true);
    expect(records.every((r) => r.opponent_archetype_id === f.charizardArchetypeId)).toBe(true);

    const closed = await report(two, match.id, 'loss');
    expect(closed.status).toBe(409);
    expect(errorOf(closed.body)?.message).toBe(M.matchClosed);
  });

  it('refuses a report from someone not in the match, and a report of a bye', async () => {
    const { id, field, match, one, two } = await started(5);
    const outsider = field.find((p) => p !== one && p !== two)!;
    const refused = await report(outsider, match.id, 'win');
    expect(refused.status).toBe(403);
    expect(errorOf(refused.body)?.message).toBe(M.notYourMatch);
    expect(await matchRow(match.id)).toMatchObject({ report1: null, report2: null, result: null });

    const bye = (await detailOf(t, id)).matches.find((m) => m.player2 === null)!;
    expect(bye.result).toBe('bye');
    const byePlayer = await playerOfEntry(t, field, bye.player1.entry_id);
    const byeReport = await report(byePlayer, bye.id, 'win');
    expect(byeReport.status).toBe(400);
    expect(errorOf(byeReport.body)?.message).toBe(M.byeNoReport);
    expect(
      (await t.post(calls.report.path, { params: { match_id: 999999, outcome: 'win' } }, one.cookie)).status,
    ).toBe(404);
  });

  it('refuses a player changing their report and leaves the match as it was', async () => {
    const { match, one } = await started(4);
    await report(one, match.id, 'win', true);
    const before = await matchRow(match.id);
    const changed = await report(one, match.id, 'tie');
    expect(changed.status).toBe(409);
    expect(errorOf(changed.body)?.message).toBe(M.reportContradicts);
    expect(await matchRow(match.id)).toEqual(before);
  });

  it('marks a mismatch disputed, hides the reports from others, and lets staff settle it', async () => {
    const { id, field, match, one, two } = await started(4);
    await report(one, match.id, 'win');
    const disputed = await report(two, match.id, 'win');
    expect(calls.report.result.parse(disputed.body)).toEqual({
      state: 'disputed',
      message: M.reportDisputed,
    });
    expect(await matchRow(match.id)).toMatchObject({ disputed: true, result: null });
    expect(await leagueRecords(t, id)).toEqual([]);

    const seen = (who: Record<string, string>) =>
      detailOf(t, id, who).then((d) => d.matches.find((m) => m.id === match.id)!);
    expect(await seen(one.cookie)).toMatchObject({ report1: 'win', report2: 'win', disputed: true });
    expect(await seen(f.staff)).toMatchObject({ report1: 'win', report2: 'win' });
    const outsider = field.find((p) => p !== one && p !== two)!;
    expect(await seen(outsider.cookie)).toMatchObject({ report1: null, report2: null, disputed: true });
    expect(await seen({})).toMatchObject({ report1: null, report2: null });
    // Decklists are the player's own until the tournament is finished.
    expect((await detailOf(t, id, one.cookie)).mine?.deck_text).toContain('Charizard ex');
    expect((await detailOf(t, id)).mine).toBeNull();
    expect(JSON.stringify(await detailOf(t, id))).not.toContain('Charizard ex MEW 6');

    const byPlayer = await t.post(
      calls.resolve.path,
      { params: { match_id: match.id, result: 'p1' } },
      one.cookie,
    );
    expect(byPlayer.status).toBe(403);
    expect(await t.call(calls.resolve, { match_id: match.id, result: 'p2' }, f.staff)).toEqual({
      message: M.resolved,
    });
    expect(await matchRow(match.id)).toMatchObject({ disputed: false, result: 'p2' });
    const records = await leagueRecords(t, id);
    expect(records.map((r) => [r.user_id, r.result]).sort()).toEqual(
      [
        [one.userId, 'loss'],
        [two.userId, 'win'],
      ].sort(),
    );
    // Settled again (a correction): the same two rows change, none are added.
    await t.call(calls.resolve, { match_id: match.id, result: 'tie' }, f.staff);
    expect((await leagueRecords(t, id)).map((r) => r.result)).toEqual(['tie', 'tie']);
  });

  it('lets staff settle a match nobody reported, and no one else', async () => {
    const { id, field, match, one, two } = await started(4);
    const outsider = field.find((p) => p !== one && p !== two)!;
    const byOutsider = await t.post(
      calls.resolve.path,
      { params: { match_id: match.id, result: 'p1' } },
      outsider.cookie,
    );
    expect(byOutsider.status).toBe(403);
    expect(await matchRow(match.id)).toMatchObject({ result: null, resolvedBy: null });

    expect(await t.call(calls.resolve, { match_id: match.id, result: 'p1' }, f.staff)).toEqual({
      message: M.resolved,
    });
    expect(await matchRow(match.id)).toMatchObject({ result: 'p1', report1: null, report2: null });
    expect((await leagueRecords(t, id)).map((r) => [r.user_id, r.result]).sort()).toEqual(
      [
        [one.userId, 'win'],
        [two.userId, 'loss'],
      ].sort(),
    );
    // The match is final: a late report from a player is refused.
    const late = await report(two, match.id, 'win');
    expect(late.status).toBe(409);
    expect(errorOf(late.body)?.message).toBe(M.matchClosed);
  });

  it('takes one of two different reports a player sends at once, and refuses the other', async () => {
    const { id, field, matches } = await started(16);
    // Player 1 of every table sends 'win' and 'tie' together; player 2 reports the loss at the same time.
    const answers = await Promise.all(
      matches.map(async (m) => {
        const p1 = await playerOfEntry(t, field, m.player1.entry_id);
        const p2 = await playerOfEntry(t, field, m.player2!.entry_id);
        const [win, tie, loss] = await Promise.all([
          report(p1, m.id, 'win'),
          report(p1, m.id, 'tie'),
          report(p2, m.id, 'loss'),
        ]);
        return { m, win, tie, loss };
      }),
    );
    let confirmed = 0;
    for (const { m, win, tie, loss } of answers) {
      expect(loss.status).toBe(200);
      // Exactly one of the two is taken; the other contradicts it or finds the match already final.
      expect([win.status, tie.status].sort()).toEqual([200, 409]);
      const refused = win.status === 409 ? win : tie;
      expect([M.reportContradicts, M.matchClosed]).toContain(errorOf(refused.body)?.message);
      const row = await matchRow(m.id);
      if (win.status === 200) {
        expect(row).toMatchObject({ report1: 'win', report2: 'loss', result: 'p1', disputed: false });
        confirmed += 1;
      } else {
        expect(row).toMatchObject({ report1: 'tie', report2: 'loss', result: null, disputed: true });
      }
    }
    // Two records for every confirmed match, none for a disputed one.
    expect(await leagueRecords(t, id)).toHaveLength(2 * confirmed);
  });

  it('takes every report of a round at once and leaves exact standings and records', async () => {
    const { id, field, matches } = await started(16);
    expect(matches).toHaveLength(8);
    // Tables 1–4: player 1 wins; 5–6: player 2 wins; 7–8: a tie. Both sides report, all 16 at once.
    const outcomeOf = (table: number): ['win' | 'loss' | 'tie', 'win' | 'loss' | 'tie'] =>
      table <= 4 ? ['win', 'loss'] : table <= 6 ? ['loss', 'win'] : ['tie', 'tie'];
    const reports = await Promise.all(
      matches.flatMap((m) => [
        playerOfEntry(t, field, m.player1.entry_id).then((p) =>
          report(p, m.id, outcomeOf(m.table_no)[0], true),
        ),
        playerOfEntry(t, field, m.player2!.entry_id).then((p) => report(p, m.id, outcomeOf(m.table_no)[1])),
      ]),
    );
    expect(reports.map((r) => r.status)).toEqual(new Array(16).fill(200));
    const states = reports.map((r) => calls.report.result.parse(r.body).state);
    // For each match exactly one of its two reports was the one that confirmed it.
    expect(states.filter((s) => s === 'confirmed')).toHaveLength(8);
    expect(states.filter((s) => s === 'waiting')).toHaveLength(8);

    const detail = await detailOf(t, id);
    expect(detail.matches.filter((m) => m.round === 1).every((m) => m.result !== null && !m.disputed)).toBe(
      true,
    );
    // 6 winners with 3 points, 4 players with a tie (1), 6 losers with 0.
    expect(detail.standings.map((s) => s.match_points)).toEqual([
      3, 3, 3, 3, 3, 3, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0,
    ]);
    const records = await leagueRecords(t, id);
    expect(records).toHaveLength(16);
    expect(records.filter((r) => r.result === 'win')).toHaveLength(6);
    expect(records.filter((r) => r.result === 'tie')).toHaveLength(4);
    expect(records.filter((r) => r.went_first === true)).toHaveLength(8);
    expect(await t.call(calls.nextRound, { id }, f.staff)).toMatchObject({ status: 'swiss', round: 2 });
  });
});

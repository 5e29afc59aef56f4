import { describe, expect, it } from 'vitest';
import { pairSwissRound, type PairedTable } from '../../src/services/league-pairing';
import { pairingPlayers } from '../../src/services/league-standings';
import {
  computeStandings,
  seedTopCut,
  swissPlan,
  type SwissEntry,
  type SwissMatch,
} from '../../src/services/league-swiss';

/*
 * A hand-worked event of the online league (decision 035): eight players (entry ids 1–8), three Swiss
 * rounds, a tie, a drop and a bye, paired by our pairing module and ranked by our standings.
 *
 *   round 1 (all on 0 points, any pairing will do): 1–2 won by 1 · 3–4 won by 3 · 5–6 tie · 7–8 tie
 *     points: 1: 3 · 3: 3 · 5, 6, 7, 8: 1 · 2, 4: 0
 *   round 2, paired within the score groups: 1–3 (the two on 3), 2–4 (the two on 0), and among 5, 6, 7, 8
 *     — where 5–6 and 7–8 would be rematches — either 5–7 and 6–8 or 5–8 and 6–7. The event takes the first.
 *     3 beats 1 · 4 beats 2 · 5 beats 7 · 6 beats 8
 *     points: 3: 6 · 5, 6: 4 · 1, 4: 3 · 7, 8: 1 · 2: 0
 *   player 7 drops after round 2, so round 3 has seven players and a bye, which goes to the lowest score:
 *     2 (0 points). 1–4 stay in their score group. 5 and 6 on 4 points met in round 1, so one of them is
 *     paired down to 3; 6 already met 8, so 6 plays 3 and 5 plays 8 — the only pairing without a rematch
 *     that keeps 1–4 together. Table 1 seats the leader, the bye comes last.
 *     6 beats 3 · 8 beats 5 · 1 beats 4 · 2 bye
 *
 * Final records (a bye is a win worth 3 points):
 *   1: W L W = 6 · 2: L L bye = 3 · 3: W W L = 6 · 4: L W L = 3
 *   5: T W L = 4 · 6: T W W = 7 · 7: T L, dropped = 1 · 8: T L W = 4
 *
 * Win rates over the matches played (wins + ties/2, the bye left out), floored at 1/4:
 *   1: 2/3 · 2: 0 → 1/4 · 3: 2/3 · 4: 1/3 · 5: 1/2 · 6: 5/6 · 7: 1/4 · 8: 1/2
 *
 * OWP, the mean of the opponents' win rates:
 *   1 (met 2, 3, 4): (1/4 + 2/3 + 1/3) / 3 = 5/12, without the floor (0 + 2/3 + 1/3) / 3 = 1/3
 *   2 (1, 4): (2/3 + 1/3) / 2 = 1/2         3 (4, 1, 6): (1/3 + 2/3 + 5/6) / 3 = 11/18
 *   4 (3, 2, 1): (2/3 + 1/4 + 2/3) / 3 = 19/36, without the floor (2/3 + 0 + 2/3) / 3 = 4/9
 *   5 (6, 7, 8): (5/6 + 1/4 + 1/2) / 3 = 19/36 8 (7, 6, 5): (1/4 + 5/6 + 1/2) / 3 = 19/36
 *   6 (5, 8, 3): (1/2 + 1/2 + 2/3) / 3 = 5/9   7 (8, 5): (1/2 + 1/2) / 2 = 1/2
 *
 * OOWP, the mean of the opponents' OWP:
 *   1: (1/2 + 11/18 + 19/36) / 3 = 59/108      2: (5/12 + 19/36) / 2 = 17/36
 *   3: (19/36 + 5/12 + 5/9) / 3 = 1/2          4: (11/18 + 1/2 + 5/12) / 3 = 55/108
 *   5: (5/9 + 1/2 + 19/36) / 3 = 19/36         6: (19/36 + 19/36 + 11/18) / 3 = 5/9
 *   7: (19/36 + 19/36) / 2 = 19/36             8: (1/2 + 5/9 + 19/36) / 3 = 19/36
 *
 * Standings: 6 (7 points); 3 before 1 on OWP (11/18 > 5/12); 8 and 5 tie on points, OWP and OOWP, and
 * 8 beat 5 in round 3, so 8 goes first although 5 registered earlier; 4 before 2 on OWP only thanks to the
 * floor (19/36 > 1/2, where without it 4/9 < 1/2); 7, dropped, stays in last. The top cut of 4 (at most
 * half of 8 players) seeds 6–8 and 3–1.
 */

const swiss = (round: number, player1: number, player2: number | null, result: SwissMatch['result']) => ({
  round,
  stage: 'swiss' as const,
  tableNo: 0,
  player1,
  player2,
  result,
});

const ROUND_1: SwissMatch[] = [
  swiss(1, 1, 2, 'p1'),
  swiss(1, 3, 4, 'p1'),
  swiss(1, 5, 6, 'tie'),
  swiss(1, 7, 8, 'tie'),
];
const ROUND_2: SwissMatch[] = [
  swiss(2, 1, 3, 'p2'),
  swiss(2, 2, 4, 'p2'),
  swiss(2, 5, 7, 'p1'),
  swiss(2, 6, 8, 'p1'),
];
const ROUND_3: SwissMatch[] = [
  swiss(3, 3, 6, 'p2'),
  swiss(3, 5, 8, 'p2'),
  swiss(3, 1, 4, 'p1'),
  swiss(3, 2, null, 'bye'),
];

const entriesAfter = (droppedAfterRound: Record<number, number>): SwissEntry[] =>
  [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, droppedAfterRound: droppedAfterRound[id] ?? null }));

/** The next round's tables as the league pairs them, from the event so far. */
function pairNext(entries: SwissEntry[], matches: SwissMatch[], round: number): PairedTable[] {
  return pairSwissRound(pairingPlayers(entries, matches, computeStandings(entries, matches)), round);
}

/** A table as its two players, lower id first ('2-bye' for a bye), so the pairing compares as a set. */
const seat = (t: PairedTable) =>
  t.player2 === null ? `${t.player1}-bye` : [t.player1, t.player2].sort((a, b) => a - b).join('-');

/** The library shuffles the players before matching them: a rule must hold on every draw, not one. */
const DRAWS = 30;

describe('a hand-worked 8-player event', () => {
  it('plans 3 Swiss rounds and a top cut of 4', () => {
    expect(swissPlan(8, 8)).toEqual({ rounds: 3, topCut: 4 });
  });

  it('pairs round 1 as four tables with everyone seated once', () => {
    for (let draw = 0; draw < DRAWS; draw += 1) {
      const tables = pairNext(entriesAfter({}), [], 1);
      expect(tables.map((t) => t.tableNo)).toEqual([1, 2, 3, 4]);
      expect(tables.every((t) => t.player2 !== null)).toBe(true);
      const seated = tables.flatMap((t) => [t.player1, t.player2]);
      expect(seated.sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
  });

  it('pairs round 2 within the score groups and without a rematch', () => {
    const allowed = [
      ['1-3', '2-4', '5-7', '6-8'],
      ['1-3', '2-4', '5-8', '6-7'],
    ];
    for (let draw = 0; draw < DRAWS; draw += 1) {
      const tables = pairNext(entriesAfter({}), ROUND_1, 2);
      expect(allowed).toContainEqual(tables.map(seat).sort());
      // The two on 3 points at table 1, the two on 0 at the last table.
      expect(seat(tables[0]!)).toBe('1-3');
      expect(seat(tables[3]!)).toBe('2-4');
    }
  });

  it('leaves out the player who dropped, gives the bye to the lowest score and avoids every rematch', () => {
    const entries = entriesAfter({ 7: 2 });
    for (let draw = 0; draw < DRAWS; draw += 1) {
      const tables = pairNext(entries, [...ROUND_1, ...ROUND_2], 3);
      expect(tables.map(seat)).toEqual(['3-6', '5-8', '1-4', '2-bye']);
      // The player with more points sits as player 1.
      expect([tables[0]!.player1, tables[1]!.player1]).toEqual([3, 5]);
      expect(tables.map((t) => t.tableNo)).toEqual([1, 2, 3, 4]);
    }
  });

  it('ranks the event by points, OWP with its 25 % floor, OOWP and head-to-head', () => {
    const rows = computeStandings(entriesAfter({ 7: 2 }), [...ROUND_1, ...ROUND_2, ...ROUND_3]);
    expect(rows.map((r) => r.entryId)).toEqual([6, 3, 1, 8, 5, 4, 2, 7]);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    const byId = new Map(rows.map((r) => [r.entryId, r]));
    const record = (id: number) => {
      const r = byId.get(id)!;
      return [r.matchPoints, r.wins, r.losses, r.ties];
    };
    expect(record(1)).toEqual([6, 2, 1, 0]);
    // The bye counts as a win for the record and the points.
    expect(record(2)).toEqual([3, 1, 2, 0]);
    expect(record(3)).toEqual([6, 2, 1, 0]);
    expect(record(4)).toEqual([3, 1, 2, 0]);
    expect(record(5)).toEqual([4, 1, 1, 1]);
    expect(record(6)).toEqual([7, 2, 0, 1]);
    expect(record(7)).toEqual([1, 0, 1, 1]);
    expect(record(8)).toEqual([4, 1, 1, 1]);

    const owp: Record<number, number> = {
      1: 5 / 12,
      2: 1 / 2,
      3: 11 / 18,
      4: 19 / 36,
      5: 19 / 36,
      6: 5 / 9,
      7: 1 / 2,
      8: 19 / 36,
    };
    const oowp: Record<number, number> = {
      1: 59 / 108,
      2: 17 / 36,
      3: 1 / 2,
      4: 55 / 108,
      5: 19 / 36,
      6: 5 / 9,
      7: 19 / 36,
      8: 19 / 36,
    };
    for (const row of rows) {
      expect(row.owp, `OWP of ${row.entryId}`).toBeCloseTo(owp[row.entryId]!, 12);
      expect(row.oowp, `OOWP of ${row.entryId}`).toBeCloseTo(oowp[row.entryId]!, 12);
    }
    expect(rows.filter((r) => r.dropped).map((r) => r.entryId)).toEqual([7]);
  });

  it('seeds the top cut of 4 from the standings', () => {
    const rows = computeStandings(entriesAfter({ 7: 2 }), [...ROUND_1, ...ROUND_2, ...ROUND_3]);
    const active = rows.filter((r) => !r.dropped).map((r) => r.entryId);
    expect(seedTopCut(active, 4).map((p) => [p.player1, p.player2])).toEqual([
      [6, 8],
      [3, 1],
    ]);
  });
});

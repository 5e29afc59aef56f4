import { describe, expect, it } from 'vitest';
import {
  bracketOrder,
  computeStandings,
  nextEliminationRound,
  placementOrder,
  seedTopCut,
  swissPlan,
  type SwissMatch,
} from '../../src/services/league-swiss';

/** A final Swiss match: 'p1' / 'p2' / 'tie', or a bye when player 2 is null. */
const swiss = (round: number, player1: number, player2: number | null, result: SwissMatch['result']) => ({
  round,
  stage: 'swiss' as const,
  tableNo: 1,
  player1,
  player2,
  result,
});

describe('swissPlan', () => {
  it('follows the Play! Pokémon round table', () => {
    const rounds = (n: number) => swissPlan(n, 8).rounds;
    expect([4, 8, 9, 12, 13, 32, 33, 64, 65, 128, 129, 226, 227, 512].map(rounds)).toEqual([
      3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9,
    ]);
  });

  it('keeps the top cut to the tournament’s choice and to at most half the players', () => {
    expect(swissPlan(40, 8).topCut).toBe(8);
    expect(swissPlan(40, 4).topCut).toBe(4);
    expect(swissPlan(40, 0).topCut).toBe(0);
    // 10 players: half is 5, so the largest cut within it is 4.
    expect(swissPlan(10, 8).topCut).toBe(4);
    expect(swissPlan(7, 8).topCut).toBe(2);
    expect(swissPlan(4, 8).topCut).toBe(2);
    expect(swissPlan(16, 8).topCut).toBe(8);
  });
});

describe('computeStandings', () => {
  // The hand-worked event of league-swiss-event.test.ts ranks by points, OWP with its floor and
  // head-to-head; these cases isolate the other tiebreakers.

  it('separates players tied on points and OWP by OOWP', () => {
    /*
     * Six players, three rounds:
     *   round 1: 1–4 tie · 2 beats 5 · 3–6 tie
     *   round 2: 1 beats 3 · 2–4 tie · 5–6 tie
     *   round 3: 1 beats 6 · 3 beats 2 · 5 beats 4
     * Win rates: 1: 5/6 · 2, 3, 5: 1/2 · 4, 6: 1/3. Players 4 and 6 have 2 points each and never met;
     * OWP 4 (met 1, 2, 5): (5/6 + 1/2 + 1/2) / 3 = 11/18, 6 (met 3, 5, 1): the same 11/18.
     * OOWP 4: (7/18 + 4/9 + 7/18) / 3 = 11/27, 6: (5/9 + 7/18 + 7/18) / 3 = 4/9, so 6 goes first.
     */
    const rows = computeStandings(
      [1, 2, 3, 4, 5, 6].map((id) => ({ id, droppedAfterRound: null })),
      [
        swiss(1, 1, 4, 'tie'),
        swiss(1, 2, 5, 'p1'),
        swiss(1, 3, 6, 'tie'),
        swiss(2, 1, 3, 'p1'),
        swiss(2, 2, 4, 'tie'),
        swiss(2, 5, 6, 'tie'),
        swiss(3, 1, 6, 'p1'),
        swiss(3, 3, 2, 'p1'),
        swiss(3, 5, 4, 'p1'),
      ],
    );
    // 3, 2 and 5 (4 points) by OWP: 5/9, 4/9, 7/18.
    expect(rows.map((r) => r.entryId)).toEqual([1, 3, 2, 5, 6, 4]);
    const byId = new Map(rows.map((r) => [r.entryId, r]));
    expect(byId.get(4)!.owp).toBeCloseTo(11 / 18, 12);
    expect(byId.get(6)!.owp).toBeCloseTo(11 / 18, 12);
    expect(byId.get(4)!.oowp).toBeCloseTo(11 / 27, 12);
    expect(byId.get(6)!.oowp).toBeCloseTo(4 / 9, 12);
  });

  it('keeps registration order for players tied on everything who never met', () => {
    // 1 and 3 both beat a player who lost everything: the same points, OWP (the floor) and OOWP.
    const rows = computeStandings(
      [4, 3, 2, 1].map((id) => ({ id, droppedAfterRound: null })),
      [swiss(1, 3, 4, 'p1'), swiss(1, 1, 2, 'p1')],
    );
    expect(rows.map((r) => r.entryId)).toEqual([1, 3, 2, 4]);
  });

  it('counts ties as half a win, ignores unfinished and top-cut matches', () => {
    const rows = computeStandings(
      [1, 2, 3, 4].map((id) => ({ id, droppedAfterRound: null })),
      [
        swiss(1, 1, 2, 'tie'),
        swiss(1, 3, 4, 'p1'),
        { ...swiss(2, 1, 3, null) },
        { ...swiss(2, 2, 4, 'p2'), stage: 'top_cut' },
      ],
    );
    const byId = new Map(rows.map((r) => [r.entryId, r]));
    expect([byId.get(1)!.matchPoints, byId.get(1)!.ties]).toEqual([1, 1]);
    expect(byId.get(3)!.matchPoints).toBe(3);
    expect(byId.get(4)!.matchPoints).toBe(0);
    // 1 met only 2, whose one match was a tie: 1/2.
    expect(byId.get(1)!.owp).toBeCloseTo(0.5, 12);
    // 3 met only 4, who lost everything: floored to 1/4.
    expect(byId.get(3)!.owp).toBeCloseTo(0.25, 12);
    expect(rows.map((r) => r.entryId)).toEqual([3, 1, 2, 4]);
  });
});

describe('top cut', () => {
  it('orders seeds so that 1 and 2 can only meet in the final', () => {
    expect(bracketOrder(2)).toEqual([1, 2]);
    expect(bracketOrder(4)).toEqual([1, 4, 2, 3]);
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it('seeds the best N of the standings and pairs winners of neighbouring tables', () => {
    const ranked = [11, 12, 13, 14, 15, 16, 17, 18, 19];
    const first = seedTopCut(ranked, 8);
    expect(first.map((p) => [p.tableNo, p.player1, p.player2])).toEqual([
      [1, 11, 18],
      [2, 14, 15],
      [3, 12, 17],
      [4, 13, 16],
    ]);
    const quarterFinals: SwissMatch[] = first.map((p, i) => ({
      round: 4,
      stage: 'top_cut',
      ...p,
      // Seeds 1 and 2 win; 5 beats 4, 6 beats 3.
      result: i === 0 || i === 2 ? 'p1' : 'p2',
    }));
    const semis = nextEliminationRound(quarterFinals);
    expect(semis.map((p) => [p.tableNo, p.player1, p.player2])).toEqual([
      [1, 11, 15],
      [2, 12, 16],
    ]);
    expect(() => seedTopCut([1, 2, 3], 4)).toThrow(RangeError);
  });

  it('places the top cut by the round lost in, then everyone else by the Swiss standings', () => {
    const swissOrder = [1, 2, 3, 4, 5, 6];
    const top: SwissMatch[] = [
      { round: 4, stage: 'top_cut', tableNo: 1, player1: 1, player2: 4, result: 'p2' },
      { round: 4, stage: 'top_cut', tableNo: 2, player1: 2, player2: 3, result: 'p1' },
      { round: 5, stage: 'top_cut', tableNo: 1, player1: 4, player2: 2, result: 'p2' },
    ];
    // 2 won the final, 4 lost it; 1 and 3 lost the semi-finals (1 ranked better in Swiss).
    expect(placementOrder(swissOrder, top)).toEqual([2, 4, 1, 3, 5, 6]);
    // Before the final is played, its two players lead, still in Swiss order.
    expect(placementOrder(swissOrder, top.slice(0, 2))).toEqual([2, 4, 1, 3, 5, 6]);
    expect(placementOrder(swissOrder, [{ ...top[2]!, result: null }, ...top.slice(0, 2)])).toEqual([
      2, 4, 1, 3, 5, 6,
    ]);
    expect(placementOrder(swissOrder, [])).toEqual(swissOrder);
  });
});

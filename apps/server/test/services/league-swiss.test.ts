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
  /*
   * Eight players (entry ids 1–8), three Swiss rounds. Player 8 loses round 1 and drops, so rounds 2 and
   * 3 have seven players and a bye each (player 7, then player 6).
   *
   *   round 1: 1–7 won by 7 · 5–4 won by 5 · 3–2 won by 2 · 6–8 won by 6
   *   round 2: 1–6 won by 1 · 3–5 won by 3 · 4–2 won by 2 · 7 bye
   *   round 3: 5–7 won by 5 · 1–2 won by 1 · 4–3 won by 4 · 6 bye
   */
  const entries = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, droppedAfterRound: id === 8 ? 1 : null }));
  const matches: SwissMatch[] = [
    swiss(1, 1, 7, 'p2'),
    swiss(1, 5, 4, 'p1'),
    swiss(1, 3, 2, 'p2'),
    swiss(1, 6, 8, 'p1'),
    swiss(2, 1, 6, 'p1'),
    swiss(2, 3, 5, 'p1'),
    swiss(2, 4, 2, 'p2'),
    swiss(2, 7, null, 'bye'),
    swiss(3, 5, 7, 'p1'),
    swiss(3, 1, 2, 'p1'),
    swiss(3, 4, 3, 'p1'),
    swiss(3, 6, null, 'bye'),
  ];

  it('ranks a hand-worked event by points, OWP with its floor, OOWP and head-to-head', () => {
    /*
     * Records (a bye is a win worth 3 points) and win rates over matches played, byes left out:
     *   1: L W W = 6 pts, 2/3     2: W W L = 6, 2/3     3: L W L = 3, 1/3     4: L L W = 3, 1/3
     *   5: W L W = 6, 2/3         6: W L bye = 6, 1/2   7: W bye L = 6, 1/2   8: L = 0, 0 → floored to 1/4
     *
     * OWP, the mean of the opponents' win rates:
     *   1 (met 7, 6, 2): (1/2 + 1/2 + 2/3) / 3 = 5/9      2 (3, 4, 1): (1/3 + 1/3 + 2/3) / 3 = 4/9
     *   3 (2, 5, 4): (2/3 + 2/3 + 1/3) / 3 = 5/9          4 (5, 2, 3): (2/3 + 2/3 + 1/3) / 3 = 5/9
     *   5 (4, 3, 7): (1/3 + 1/3 + 1/2) / 3 = 7/18         6 (8, 1): (1/4 + 2/3) / 2 = 11/24 (without
     *   the floor it would be (0 + 2/3) / 2 = 1/3)         7 (1, 5): (2/3 + 2/3) / 2 = 2/3
     *   8 (6): 1/2
     *
     * OOWP, the mean of the opponents' OWP:
     *   1: (2/3 + 11/24 + 4/9) / 3 = 113/216    2: (5/9 + 5/9 + 5/9) / 3 = 5/9
     *   3: (4/9 + 7/18 + 5/9) / 3 = 25/54        4: (7/18 + 4/9 + 5/9) / 3 = 25/54
     *   5: (5/9 + 5/9 + 2/3) / 3 = 16/27         6: (1/2 + 5/9) / 2 = 19/36
     *   7: (5/9 + 7/18) / 2 = 17/36              8: 11/24
     *
     * Order: the five 6-point players by OWP: 7 (2/3), 1 (5/9), 6 (11/24), 2 (4/9), 5 (7/18). Players 3
     * and 4 tie on points, OWP and OOWP; 4 beat 3 in round 3, so 4 goes first. Then 8, dropped, kept.
     */
    const rows = computeStandings(entries, matches);
    expect(rows.map((r) => r.entryId)).toEqual([7, 1, 6, 2, 5, 4, 3, 8]);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const byId = new Map(rows.map((r) => [r.entryId, r]));
    const figures = (id: number) => {
      const r = byId.get(id)!;
      return [r.matchPoints, r.wins, r.losses, r.ties];
    };
    expect(figures(1)).toEqual([6, 2, 1, 0]);
    expect(figures(6)).toEqual([6, 2, 1, 0]);
    expect(figures(7)).toEqual([6, 2, 1, 0]);
    expect(figures(3)).toEqual([3, 1, 2, 0]);
    expect(figures(8)).toEqual([0, 0, 1, 0]);

    const owp: Record<number, number> = {
      1: 5 / 9,
      2: 4 / 9,
      3: 5 / 9,
      4: 5 / 9,
      5: 7 / 18,
      6: 11 / 24,
      7: 2 / 3,
      8: 1 / 2,
    };
    const oowp: Record<number, number> = {
      1: 113 / 216,
      2: 5 / 9,
      3: 25 / 54,
      4: 25 / 54,
      5: 16 / 27,
      6: 19 / 36,
      7: 17 / 36,
      8: 11 / 24,
    };
    for (const row of rows) {
      expect(row.owp, `OWP of ${row.entryId}`).toBeCloseTo(owp[row.entryId]!, 12);
      expect(row.oowp, `OOWP of ${row.entryId}`).toBeCloseTo(oowp[row.entryId]!, 12);
    }
    expect(rows.filter((r) => r.dropped).map((r) => r.entryId)).toEqual([8]);
  });

  it('keeps registration order when the two tied players never met', () => {
    // 3 and 4 as above, but their round-3 match is taken away: they are still tied and never met.
    const rows = computeStandings(
      entries,
      matches.filter((m) => !(m.round === 3 && m.player1 === 4)),
    );
    const tied = rows.filter((r) => r.entryId === 3 || r.entryId === 4).map((r) => r.entryId);
    expect(tied).toEqual([3, 4]);
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

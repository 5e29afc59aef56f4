import { TOP_CUT_SIZES, type MatchResult } from '@carddogam/contract/calls/league';
import { swissRoundsFor } from '@carddogam/contract/league/swiss-rounds';

/**
 * The Swiss arithmetic of the online league (decision 035), without a database: how many rounds and how
 * big a top cut a player count gets, the standings with their Play! Pokémon tiebreakers, and the single
 * elimination bracket of the top cut. The pairing of a Swiss round itself is league-pairing.ts.
 */

export const MATCH_POINTS = { win: 3, tie: 1, loss: 0 } as const;
/** An opponent's win rate counts at least this much, so meeting a player who lost every game is no disaster. */
export const WIN_RATE_FLOOR = 0.25;

/** The largest top cut size that is at most `limit` (0 when none is). */
export function topCutWithin(limit: number): number {
  return Math.max(0, ...TOP_CUT_SIZES.filter((size) => size <= limit));
}

/**
 * The Swiss rounds for the player count (Play! Pokémon's table, swiss-rounds.ts), and the top cut: the
 * tournament's own choice, reduced to at most half the players so that a small event still ends in a final
 * rather than cutting everyone.
 */
export function swissPlan(playerCount: number, maxTopCut: number): { rounds: number; topCut: number } {
  return {
    rounds: swissRoundsFor(playerCount),
    topCut: topCutWithin(Math.min(maxTopCut, Math.floor(playerCount / 2))),
  };
}

export interface SwissEntry {
  id: number;
  /** The round after which the player dropped; null while in. */
  droppedAfterRound: number | null;
}

export interface SwissMatch {
  round: number;
  stage: 'swiss' | 'top_cut';
  tableNo: number;
  player1: number;
  /** null for a bye. */
  player2: number | null;
  /** null until the match is final. */
  result: MatchResult | null;
}

export interface StandingFigures {
  entryId: number;
  /** 1-based, no two rows share one. */
  rank: number;
  matchPoints: number;
  wins: number;
  losses: number;
  ties: number;
  /** Opponents' win %, 0.25–1 (0 for a player who has met nobody yet). */
  owp: number;
  /** Opponents' opponents' win %. */
  oowp: number;
  dropped: boolean;
}

interface Tally {
  matchPoints: number;
  wins: number;
  losses: number;
  ties: number;
  /** Wins and ties of matches against someone: a bye counts for the record, not for the win rate. */
  playedWins: number;
  playedTies: number;
  played: number;
  /** One element per match played, so an opponent met twice counts twice. */
  opponents: number[];
}

const emptyTally = (): Tally => ({
  matchPoints: 0,
  wins: 0,
  losses: 0,
  ties: 0,
  playedWins: 0,
  playedTies: 0,
  played: 0,
  opponents: [],
});

type Outcome = 'win' | 'loss' | 'tie';

function record(tally: Tally, outcome: Outcome, opponent: number): void {
  tally.matchPoints += MATCH_POINTS[outcome];
  tally.played += 1;
  tally.opponents.push(opponent);
  if (outcome === 'win') {
    tally.wins += 1;
    tally.playedWins += 1;
  } else if (outcome === 'tie') {
    tally.ties += 1;
    tally.playedTies += 1;
  } else tally.losses += 1;
}

/** Player 1's side of a final result between two players. */
const firstSide = (result: Exclude<MatchResult, 'bye'>): Outcome =>
  result === 'p1' ? 'win' : result === 'p2' ? 'loss' : 'tie';
const mirrored = (outcome: Outcome): Outcome =>
  outcome === 'win' ? 'loss' : outcome === 'loss' ? 'win' : 'tie';

/** Final Swiss matches only: the top cut has standings of its own (placementOrder). */
function tallySwiss(entries: readonly SwissEntry[], matches: readonly SwissMatch[]): Map<number, Tally> {
  const tallies = new Map(entries.map((e) => [e.id, emptyTally()]));
  const tallyOf = (id: number) => {
    let tally = tallies.get(id);
    if (!tally) tallies.set(id, (tally = emptyTally()));
    return tally;
  };
  for (const m of matches) {
    if (m.stage !== 'swiss' || m.result === null) continue;
    if (m.result === 'bye' || m.player2 === null) {
      const tally = tallyOf(m.player1);
      tally.matchPoints += MATCH_POINTS.win;
      tally.wins += 1;
      continue;
    }
    const outcome = firstSide(m.result);
    record(tallyOf(m.player1), outcome, m.player2);
    record(tallyOf(m.player2), mirrored(outcome), m.player1);
  }
  return tallies;
}

const average = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;

/** Figures computed in different orders may differ in the last bits; these count as equal. */
const EPSILON = 1e-9;
const compareDesc = (a: number, b: number) => (Math.abs(a - b) < EPSILON ? 0 : b - a);

/**
 * Who won more of the matches two players played against each other: negative when `a` did, positive
 * when `b` did, 0 when they never met or broke even.
 */
function headToHead(a: number, b: number, matches: readonly SwissMatch[]): number {
  let balance = 0;
  for (const m of matches) {
    if (m.stage !== 'swiss' || m.result === null || m.result === 'bye' || m.result === 'tie') continue;
    const winner = m.result === 'p1' ? m.player1 : m.player2;
    const loser = m.result === 'p1' ? m.player2 : m.player1;
    if (winner === a && loser === b) balance -= 1;
    if (winner === b && loser === a) balance += 1;
  }
  return balance;
}

/**
 * The Swiss standings: match points, then opponents' win % (each opponent's wins + ties/2 over the
 * matches they played, byes left out, floored at 25 %), then opponents' opponents' win %, then
 * head-to-head between two players still tied who met. Players tied on everything keep the order they
 * registered in. Dropped players stay in, marked.
 */
export function computeStandings(
  entries: readonly SwissEntry[],
  matches: readonly SwissMatch[],
): StandingFigures[] {
  const tallies = tallySwiss(entries, matches);
  const winRate = (id: number) => {
    const t = tallies.get(id)!;
    if (t.played === 0) return WIN_RATE_FLOOR;
    return Math.max(WIN_RATE_FLOOR, (t.playedWins + t.playedTies / 2) / t.played);
  };
  const owp = new Map([...tallies].map(([id, t]) => [id, average(t.opponents.map(winRate))]));
  const oowp = new Map([...tallies].map(([id, t]) => [id, average(t.opponents.map((o) => owp.get(o)!))]));

  const rows = entries.map((e) => {
    const t = tallies.get(e.id)!;
    return {
      entryId: e.id,
      rank: 0,
      matchPoints: t.matchPoints,
      wins: t.wins,
      losses: t.losses,
      ties: t.ties,
      owp: owp.get(e.id)!,
      oowp: oowp.get(e.id)!,
      dropped: e.droppedAfterRound !== null,
    };
  });
  const tiebreak = (a: StandingFigures, b: StandingFigures) =>
    b.matchPoints - a.matchPoints || compareDesc(a.owp, b.owp) || compareDesc(a.oowp, b.oowp);
  rows.sort((a, b) => tiebreak(a, b) || a.entryId - b.entryId);

  // Head-to-head settles a tie of exactly two players; among three or more it need not be transitive.
  for (let i = 0; i < rows.length;) {
    let end = i + 1;
    while (end < rows.length && tiebreak(rows[i]!, rows[end]!) === 0) end += 1;
    if (end - i === 2 && headToHead(rows[i]!.entryId, rows[i + 1]!.entryId, matches) > 0) {
      [rows[i], rows[i + 1]] = [rows[i + 1]!, rows[i]!];
    }
    i = end;
  }
  return rows.map((row, index) => ({ ...row, rank: index + 1 }));
}

// ── Top cut ─────────────────────────────────────────────────────────────────────────────────────────

export interface BracketPair {
  tableNo: number;
  player1: number;
  player2: number;
}

/**
 * Seeds in bracket order for a cut of `size` (a power of two): [1, 8, 4, 5, 2, 7, 3, 6] for 8. Reading
 * them two by two gives the first round (1–8, 4–5, 2–7, 3–6), and the winners of neighbouring tables
 * meet next, so seeds 1 and 2 can only meet in the final.
 */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((seed) => [seed, n + 1 - seed]);
  }
  return order;
}

/** The first elimination round of the best `size` players, given in standings order. */
export function seedTopCut(rankedEntryIds: readonly number[], size: number): BracketPair[] {
  if (rankedEntryIds.length < size) throw new RangeError('fewer players than the top cut');
  const order = bracketOrder(size);
  const pairs: BracketPair[] = [];
  for (let i = 0; i < order.length; i += 2) {
    pairs.push({
      tableNo: i / 2 + 1,
      player1: rankedEntryIds[order[i]! - 1]!,
      player2: rankedEntryIds[order[i + 1]! - 1]!,
    });
  }
  return pairs;
}

/** The winner of a final top-cut match. */
export function winnerOf(match: Pick<SwissMatch, 'player1' | 'player2' | 'result'>): number {
  if (match.result === 'p1' || match.result === 'bye') return match.player1;
  if (match.result === 'p2' && match.player2 !== null) return match.player2;
  throw new Error('a top cut match ends with a winner');
}

/** The next elimination round: the winners of tables 1 and 2 meet at table 1, of 3 and 4 at table 2, …. */
export function nextEliminationRound(previous: readonly SwissMatch[]): BracketPair[] {
  const winners = [...previous].sort((a, b) => a.tableNo - b.tableNo).map(winnerOf);
  const pairs: BracketPair[] = [];
  for (let i = 0; i + 1 < winners.length; i += 2) {
    pairs.push({ tableNo: i / 2 + 1, player1: winners[i]!, player2: winners[i + 1]! });
  }
  return pairs;
}

/** The elimination round of a player who has not lost (yet): later than any real round. */
const STILL_IN = Number.MAX_SAFE_INTEGER;

/**
 * Everyone in placement order: the top cut by the round each player lost in (later is better; a player
 * who has not lost comes first), the better Swiss rank first within a round; then everyone else in Swiss
 * order. Once the final is played this is the final placement; during the top cut, the standing so far.
 */
export function placementOrder(
  swissOrder: readonly number[],
  topCutMatches: readonly SwissMatch[],
): number[] {
  const lostIn = new Map<number, number>();
  for (const m of topCutMatches) {
    lostIn.set(m.player1, lostIn.get(m.player1) ?? STILL_IN);
    if (m.player2 !== null) lostIn.set(m.player2, lostIn.get(m.player2) ?? STILL_IN);
    if (m.result === 'p1' && m.player2 !== null) lostIn.set(m.player2, m.round);
    if (m.result === 'p2') lostIn.set(m.player1, m.round);
  }
  const swissRank = new Map(swissOrder.map((id, index) => [id, index]));
  const cut = [...lostIn.keys()].sort(
    (a, b) => lostIn.get(b)! - lostIn.get(a)! || (swissRank.get(a) ?? 0) - (swissRank.get(b) ?? 0),
  );
  return [...cut, ...swissOrder.filter((id) => !lostIn.has(id))];
}

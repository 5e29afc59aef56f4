import { Swiss } from 'tournament-pairings';
import type { Player } from 'tournament-pairings/interfaces';

/**
 * Pairs a Swiss round with the `tournament-pairings` library (decision 035): maximum-weight matching
 * within score groups, previous opponents avoided, the bye to a low score. The library is GPL-3.0 and runs
 * on the server only; this is the one module that imports it, so replacing it means replacing this file.
 */

export interface PairingPlayer {
  entryId: number;
  matchPoints: number;
  /** Entries met in earlier Swiss rounds. */
  opponents: readonly number[];
  hadBye: boolean;
}

export interface PairedTable {
  tableNo: number;
  player1: number;
  /** null for the bye. */
  player2: number | null;
}

type Pair = [number, number | null];

/** The library's pairing, or an empty list when it finds none (it throws when no two players may meet). */
function runLibrary(players: readonly PairingPlayer[], round: number, avoidRematches: boolean): Pair[] {
  // The library writes into the objects it gets, so it gets fresh ones.
  const input: Player[] = players.map((p) => ({
    id: p.entryId,
    score: p.matchPoints,
    avoid: avoidRematches ? [...p.opponents] : [],
    receivedBye: p.hadBye,
  }));
  try {
    return Swiss(input, round).map((m) => [Number(m.player1), m.player2 === null ? null : Number(m.player2)]);
  } catch {
    return [];
  }
}

/**
 * A pairing we take: one bye only when the count is odd, and not to a player who already had one while
 * another player has had none.
 */
function acceptable(pairs: readonly Pair[], players: readonly PairingPlayer[]): boolean {
  if (pairs.length !== Math.ceil(players.length / 2)) return false;
  const byes = pairs.filter(([, b]) => b === null).map(([a]) => a);
  if (byes.length !== players.length % 2) return false;
  if (byes.length === 0) return true;
  const hadBye = new Set(players.filter((p) => p.hadBye).map((p) => p.entryId));
  const someoneWithout = players.some((p) => !p.hadBye);
  return !(someoneWithout && hadBye.has(byes[0]!));
}

/**
 * The bye given by hand to the lowest score among those without one (everyone, once all have had one),
 * and the library pairs the others; the next lowest when the others cannot be paired.
 */
function withChosenBye(players: readonly PairingPlayer[], round: number, avoidRematches: boolean) {
  const candidates = players
    .filter((p) => !p.hadBye || players.every((q) => q.hadBye))
    .sort((a, b) => a.matchPoints - b.matchPoints);
  for (const bye of candidates) {
    const rest = players.filter((p) => p !== bye);
    const pairs = runLibrary(rest, round, avoidRematches);
    if (acceptable(pairs, rest)) return [...pairs, [bye.entryId, null] as Pair];
  }
  return undefined;
}

function pairs(players: readonly PairingPlayer[], round: number): Pair[] {
  // Rematches only when no pairing avoids them (a small field late in the event).
  for (const avoidRematches of [true, false]) {
    // An odd field: the bye is ours to give (Play! Pokémon: the lowest score without one). The library
    // only weighs the bye towards low scores and now and then hands it to the leader.
    if (players.length % 2 === 1) {
      const chosen = withChosenBye(players, round, avoidRematches);
      if (chosen) return chosen;
      continue;
    }
    const own = runLibrary(players, round, avoidRematches);
    if (acceptable(own, players)) return own;
  }
  throw new Error('no pairing found');
}

/**
 * The tables of a Swiss round for the players still in: table 1 seats the highest scores, the player with
 * more points is player 1, and the bye comes last.
 */
export function pairSwissRound(players: readonly PairingPlayer[], round: number): PairedTable[] {
  if (players.length === 0) return [];
  if (players.length === 1) return [{ tableNo: 1, player1: players[0]!.entryId, player2: null }];
  const points = new Map(players.map((p) => [p.entryId, p.matchPoints]));
  const score = (id: number | null) => (id === null ? -1 : points.get(id)!);
  return pairs(players, round)
    .map(([a, b]): Pair => (b !== null && score(b) > score(a) ? [b, a] : [a, b]))
    .sort(
      ([a1, b1], [a2, b2]) =>
        Number(b1 === null) - Number(b2 === null) || score(a2) - score(a1) || score(b2) - score(b1),
    )
    .map(([player1, player2], index) => ({ tableNo: index + 1, player1, player2 }));
}

import type { TournamentStatus } from '@carddogam/contract/calls/league';
import type { EntryRow } from '../repositories/league-entries';
import type { MatchRow } from '../repositories/league-matches';
import type { PairingPlayer } from './league-pairing';
import {
  computeStandings,
  placementOrder,
  type StandingFigures,
  type SwissEntry,
  type SwissMatch,
} from './league-swiss';

/** The league's stored entries and matches in the shapes of the Swiss arithmetic (league-swiss.ts). */

export const toSwissEntries = (rows: readonly EntryRow[]): SwissEntry[] =>
  rows.map((r) => ({ id: r.id, droppedAfterRound: r.dropped_after_round }));

export const toSwissMatches = (rows: readonly MatchRow[]): SwissMatch[] =>
  rows.map((r) => ({
    round: r.round,
    stage: r.stage,
    tableNo: r.table_no,
    player1: r.player1_entry_id,
    player2: r.player2_entry_id,
    result: r.result,
  }));

/** The players still in, with their points, past opponents and byes, for pairing the next Swiss round. */
export function pairingPlayers(
  entries: readonly SwissEntry[],
  matches: readonly SwissMatch[],
  standings: readonly StandingFigures[],
): PairingPlayer[] {
  const points = new Map(standings.map((s) => [s.entryId, s.matchPoints]));
  const swiss = matches.filter((m) => m.stage === 'swiss');
  return entries
    .filter((e) => e.droppedAfterRound === null)
    .map((e) => ({
      entryId: e.id,
      matchPoints: points.get(e.id) ?? 0,
      opponents: swiss.flatMap((m) =>
        m.player2 === null ? [] : m.player1 === e.id ? [m.player2] : m.player2 === e.id ? [m.player1] : [],
      ),
      hadBye: swiss.some((m) => m.player1 === e.id && m.player2 === null),
    }));
}

/**
 * The standings a tournament page shows: the Swiss standings while the Swiss rounds run; from the top
 * cut on, in placement order (the top cut by how far each player got), each row keeping its Swiss
 * figures and taking the placement as its rank.
 */
export function liveStandings(
  status: TournamentStatus,
  entries: readonly SwissEntry[],
  matches: readonly SwissMatch[],
): StandingFigures[] {
  const swiss = computeStandings(entries, matches);
  if (status !== 'top_cut' && status !== 'finished') return swiss;
  const byId = new Map(swiss.map((s) => [s.entryId, s]));
  const order = placementOrder(
    swiss.map((s) => s.entryId),
    matches.filter((m) => m.stage === 'top_cut'),
  );
  return order.map((id, index) => ({ ...byId.get(id)!, rank: index + 1 }));
}

import { sql } from 'drizzle-orm';
import type { TournamentStatus } from '@carddogam/contract/calls/league';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import { MIN_TOURNAMENT_PLAYERS } from '@carddogam/contract/league/swiss-rounds';
import type { Tx } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { badRequest } from '../errors';
import { listEntries, setPlacements } from '../repositories/league-entries';
import { countOpenMatches, insertRound, listMatches } from '../repositories/league-matches';
import { lockTournament, updateTournament, type TournamentRow } from '../repositories/league-tournaments';
import type { Services } from './container';
import { pairSwissRound } from './league-pairing';
import { liveStandings, pairingPlayers, toSwissEntries, toSwissMatches } from './league-standings';
import {
  computeStandings,
  nextEliminationRound,
  seedTopCut,
  swissPlan,
  topCutWithin,
  type SwissEntry,
  type SwissMatch,
} from './league-swiss';
import { tournamentMissing } from './league-tournaments';

/**
 * Staff move a tournament on (decision 035): the start fixes the Swiss rounds and the top cut and pairs
 * round 1; each next round waits until every match of the current one is final, then pairs the next Swiss
 * round, seeds the top cut, pairs the next elimination round, or finishes with everyone's placement. Each
 * step runs in one transaction under the tournament's row lock.
 */

export interface RoundStep {
  status: TournamentStatus;
  round: number;
  message: string;
}

async function lockRunning(tx: Tx, id: number): Promise<TournamentRow> {
  const t = await lockTournament(tx, id);
  if (!t) throw tournamentMissing();
  return t;
}

export async function startTournament(services: Services, id: number): Promise<number> {
  return runInTransaction(services.db, async (tx) => {
    const t = await lockRunning(tx, id);
    if (t.status === 'cancelled') throw badRequest(M.notRunning);
    if (t.status !== 'registration') throw badRequest(M.alreadyStarted);
    const entries = toSwissEntries(await listEntries(tx, id));
    if (entries.length < MIN_TOURNAMENT_PLAYERS) throw badRequest(M.tooFewPlayers);
    const plan = swissPlan(entries.length, t.topCut);
    const players = pairingPlayers(entries, [], computeStandings(entries, []));
    await insertRound(tx, id, 1, 'swiss', pairSwissRound(players, 1));
    await updateTournament(tx, id, {
      status: 'swiss',
      swissRounds: plan.rounds,
      topCut: plan.topCut,
      currentRound: 1,
      roundStartedAt: sql`now()`,
    });
    return 1;
  });
}

export async function advanceTournament(services: Services, id: number): Promise<RoundStep> {
  return runInTransaction(services.db, async (tx) => {
    const t = await lockRunning(tx, id);
    if (t.status !== 'swiss' && t.status !== 'top_cut') throw badRequest(M.notRunning);
    const open = await countOpenMatches(tx, id, t.currentRound);
    if (open > 0) throw badRequest(M.roundUnfinished(open));
    const entries = toSwissEntries(await listEntries(tx, id));
    const matches = toSwissMatches(await listMatches(tx, id));
    return t.status === 'swiss'
      ? afterSwissRound(tx, t, entries, matches)
      : afterTopCutRound(tx, t, entries, matches);
  });
}

async function openRound(
  tx: Tx,
  t: TournamentRow,
  stage: 'swiss' | 'top_cut',
  tables: Parameters<typeof insertRound>[4],
  extra: { status?: TournamentStatus; topCut?: number } = {},
): Promise<number> {
  const round = t.currentRound + 1;
  await insertRound(tx, t.id, round, stage, tables);
  await updateTournament(tx, t.id, { ...extra, currentRound: round, roundStartedAt: sql`now()` });
  return round;
}

async function afterSwissRound(
  tx: Tx,
  t: TournamentRow,
  entries: SwissEntry[],
  matches: SwissMatch[],
): Promise<RoundStep> {
  const standings = computeStandings(entries, matches);
  if (t.currentRound < (t.swissRounds ?? 0)) {
    const tables = pairSwissRound(pairingPlayers(entries, matches, standings), t.currentRound + 1);
    const round = await openRound(tx, t, 'swiss', tables);
    return { status: 'swiss', round, message: M.roundPaired(round) };
  }
  // Dropped players do not play the top cut; drops may leave too few for the cut chosen at the start.
  const active = standings.filter((s) => !s.dropped).map((s) => s.entryId);
  const cut = topCutWithin(Math.min(t.topCut, active.length));
  if (cut === 0) return finish(tx, t, entries, matches);
  const round = await openRound(tx, t, 'top_cut', seedTopCut(active, cut), {
    status: 'top_cut',
    topCut: cut,
  });
  return { status: 'top_cut', round, message: M.topCutPaired(cut) };
}

async function afterTopCutRound(
  tx: Tx,
  t: TournamentRow,
  entries: SwissEntry[],
  matches: SwissMatch[],
): Promise<RoundStep> {
  const current = matches.filter((m) => m.round === t.currentRound && m.stage === 'top_cut');
  if (current.length <= 1) return finish(tx, t, entries, matches);
  const round = await openRound(tx, t, 'top_cut', nextEliminationRound(current));
  return { status: 'top_cut', round, message: M.roundPaired(round) };
}

/** Writes every entry's placement and closes the tournament. */
async function finish(
  tx: Tx,
  t: TournamentRow,
  entries: SwissEntry[],
  matches: SwissMatch[],
): Promise<RoundStep> {
  const order = liveStandings('finished', entries, matches);
  await setPlacements(
    tx,
    order.map((s) => ({ id: s.entryId, placement: s.rank })),
  );
  await updateTournament(tx, t.id, { status: 'finished', finishedAt: sql`now()`, roundStartedAt: null });
  return { status: 'finished', round: t.currentRound, message: M.finished };
}

import type { MatchOutcome, MatchResult } from '@carddogam/contract/calls/league';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import type { Tx } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import * as matches from '../repositories/league-matches';
import { lockTournament } from '../repositories/league-tournaments';
import type { Services } from './container';
import { tournamentMissing } from './league-tournaments';

/**
 * Match results (decision 035): each player reports from their own side; two agreeing reports make the
 * result final, two different ones mark the match disputed for staff, who may also settle a match a
 * player never reported. When a match becomes final, the same transaction writes one match record per
 * player, so /record follows league play.
 */

export type ReportState = 'waiting' | 'confirmed' | 'disputed';

const matchMissing = () => notFound(M.matchMissing);

/** Player 1's outcome written as a result, and back. */
const RESULT_OF_FIRST: Record<MatchOutcome, Exclude<MatchResult, 'bye'>> = {
  win: 'p1',
  loss: 'p2',
  tie: 'tie',
};
const OUTCOME_OF_FIRST: Record<Exclude<MatchResult, 'bye'>, MatchOutcome> = {
  p1: 'win',
  p2: 'loss',
  tie: 'tie',
};
const MIRROR: Record<MatchOutcome, MatchOutcome> = { win: 'loss', loss: 'win', tie: 'tie' };

/** The result two reports agree on (a win and a loss, or two ties); null when they disagree. */
function agreedResult(report1: MatchOutcome, report2: MatchOutcome): Exclude<MatchResult, 'bye'> | null {
  return MIRROR[report1] === report2 ? RESULT_OF_FIRST[report1] : null;
}

/** One match record per player of a final match, each from its own side. */
async function writeRecords(
  tx: Tx,
  match: matches.MatchRecordRow,
  result: Exclude<MatchResult, 'bye'>,
  sides: Map<number, matches.MatchSide>,
): Promise<void> {
  const one = sides.get(match.player1EntryId)!;
  const two = sides.get(match.player2EntryId!)!;
  const line = (me: matches.MatchSide, other: matches.MatchSide, outcome: MatchOutcome) => ({
    userId: me.user_id,
    leagueMatchId: match.id,
    myArchetypeId: me.archetype_id,
    opponentArchetypeId: other.archetype_id,
    opponentName: other.ptcgl_name,
    wentFirst: match.firstEntryId === null ? null : match.firstEntryId === me.entry_id,
    result: outcome,
  });
  const first = OUTCOME_OF_FIRST[result];
  await matches.upsertLeagueRecords(tx, [line(one, two, first), line(two, one, MIRROR[first])]);
}

export async function reportResult(
  services: Services,
  user: SessionUser,
  p: { match_id: number; outcome: MatchOutcome; went_first: boolean | null },
): Promise<ReportState> {
  return runInTransaction(services.db, async (tx) => {
    // Locked so that the two players' reports, arriving together, are taken one after the other.
    const m = await matches.lockMatch(tx, p.match_id);
    if (!m) throw matchMissing();
    const sides = await matches.findSides(
      tx,
      m.player2EntryId === null ? [m.player1EntryId] : [m.player1EntryId, m.player2EntryId],
    );
    const side =
      sides.get(m.player1EntryId)?.user_id === user.userId
        ? 1
        : m.player2EntryId !== null && sides.get(m.player2EntryId)?.user_id === user.userId
          ? 2
          : null;
    if (side === null) throw forbidden(M.notYourMatch);
    if (m.player2EntryId === null) throw badRequest(M.byeNoReport);
    if (m.result !== null) throw conflict(M.matchClosed);
    if (m.stage === 'top_cut' && p.outcome === 'tie') throw badRequest(M.topCutNoTie);
    const own = side === 1 ? m.report1 : m.report2;
    if (own !== null && own !== p.outcome) throw conflict(M.reportContradicts);

    const mine = side === 1 ? m.player1EntryId : m.player2EntryId;
    const theirs = side === 1 ? m.player2EntryId : m.player1EntryId;
    // Who went first is taken from the first report that says; the other side cannot overwrite it.
    const firstEntryId = m.firstEntryId ?? (p.went_first === null ? null : p.went_first ? mine : theirs);
    const report1 = (side === 1 ? p.outcome : m.report1) as MatchOutcome | null;
    const report2 = (side === 2 ? p.outcome : m.report2) as MatchOutcome | null;
    const reports = { report1, report2, firstEntryId };
    if (report1 === null || report2 === null) {
      await matches.updateMatch(tx, m.id, reports, false);
      return 'waiting';
    }
    const result = agreedResult(report1, report2);
    if (result === null) {
      await matches.updateMatch(tx, m.id, { ...reports, disputed: true }, false);
      return 'disputed';
    }
    await matches.updateMatch(tx, m.id, { ...reports, result, disputed: false }, true);
    await writeRecords(tx, { ...m, firstEntryId }, result, sides);
    return 'confirmed';
  });
}

/**
 * Staff settle a match of the current round: a dispute, a player who never reported, or a correction.
 * The tournament's row is locked first (as a next-round step does), then the match's.
 */
export async function resolveMatch(
  services: Services,
  staff: SessionUser,
  matchId: number,
  result: Exclude<MatchResult, 'bye'>,
): Promise<void> {
  const seen = await matches.findMatch(services.db, matchId);
  if (!seen) throw matchMissing();
  await runInTransaction(services.db, async (tx) => {
    const t = await lockTournament(tx, seen.tournamentId);
    if (!t) throw tournamentMissing();
    const m = await matches.lockMatch(tx, matchId);
    if (!m) throw matchMissing();
    if (m.player2EntryId === null) throw badRequest(M.byeNoReport);
    // Earlier rounds are closed: the next round was paired from their results.
    if ((t.status !== 'swiss' && t.status !== 'top_cut') || m.round !== t.currentRound)
      throw conflict(M.matchClosed);
    if (m.stage === 'top_cut' && result === 'tie') throw badRequest(M.topCutNoTie);
    await matches.updateMatch(tx, m.id, { result, disputed: false, resolvedBy: staff.userId }, true);
    const sides = await matches.findSides(tx, [m.player1EntryId, m.player2EntryId]);
    await writeRecords(tx, m, result, sides);
  });
}

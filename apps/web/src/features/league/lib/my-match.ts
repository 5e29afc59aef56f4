import type {
  MatchOutcome,
  MatchResult,
  MatchView,
  TournamentDetail,
} from '@carddogam/contract/calls/league';

/**
 * Where the reader's match of the current round stands: nothing reported yet, their report waiting for the
 * opponent's, final, disputed (the reports disagree and staff decide), or a bye with nothing to report.
 */
export type MyMatchState = 'report' | 'waiting' | 'confirmed' | 'disputed' | 'bye';

export const MY_MATCH_STATE_LABEL: Record<MyMatchState, string> = {
  report: '결과 보고 전',
  waiting: '상대 보고 대기',
  confirmed: '확정',
  disputed: '운영진 확인 중',
  bye: '부전승',
};

export const OUTCOME_LABEL: Record<MatchOutcome, string> = { win: '승', loss: '패', tie: '무' };

export interface MyMatch {
  match: MatchView;
  side: 1 | 2;
  /** null for a bye. */
  opponent: { entry_id: number; ptcgl_name: string } | null;
  /** The reader's own report. */
  myReport: MatchOutcome | null;
  /** The result from the reader's side once final. */
  outcome: MatchOutcome | null;
  state: MyMatchState;
}

/** A final result from one side: player 1's win is player 2's loss, a bye is player 1's win. */
export function outcomeFor(result: MatchResult, side: 1 | 2): MatchOutcome {
  if (result === 'tie') return 'tie';
  const sideOneWon = result === 'p1' || result === 'bye';
  return sideOneWon === (side === 1) ? 'win' : 'loss';
}

/** The reader's match of the current round, or null between rounds, before the start and for others. */
export function myCurrentMatch(
  detail: Pick<TournamentDetail, 'current_round' | 'matches'>,
  entryId: number,
): MyMatch | null {
  const match = detail.matches.find(
    (m) =>
      m.round === detail.current_round && (m.player1.entry_id === entryId || m.player2?.entry_id === entryId),
  );
  if (!match) return null;
  const side = match.player1.entry_id === entryId ? 1 : 2;
  const myReport = side === 1 ? match.report1 : match.report2;
  const opponent = side === 1 ? match.player2 : match.player1;
  return {
    match,
    side,
    opponent,
    myReport,
    outcome: match.result ? outcomeFor(match.result, side) : null,
    state: stateOf(match, myReport),
  };
}

function stateOf(match: MatchView, myReport: MatchOutcome | null): MyMatchState {
  if (match.result === 'bye' || match.player2 === null) return 'bye';
  if (match.result) return 'confirmed';
  if (match.disputed) return 'disputed';
  return myReport ? 'waiting' : 'report';
}

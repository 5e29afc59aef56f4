import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls, MatchOutcome } from '@carddogam/contract/calls/league';
import { formatDateTime } from '../../../lib/format';

export type RecordMatch = CallResult<typeof leagueCalls.recordList>['items'][number];

export const OUTCOME_TEXT: Record<MatchOutcome, string> = { win: '승', loss: '패', tie: '무' };
export const OUTCOME_COLOR: Record<MatchOutcome, string> = { win: 'teal', loss: 'red', tie: 'gray' };

export function turnText(wentFirst: boolean | null): string {
  return wentFirst === null ? '모름' : wentFirst ? '선공' : '후공';
}

/** Where a match was played: the league tournament and round, or a match the member logged by hand. */
export function sourceText(match: RecordMatch): string {
  return match.tournament ? `${match.tournament.name} ${match.tournament.round}라운드` : '직접 기록';
}

export const tournamentHref = (id: number) => `/league/tournament/detail?id=${id}`;

export const playedAtText = (match: RecordMatch) => formatDateTime(match.played_at);

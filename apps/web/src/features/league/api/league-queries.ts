import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { leagueCalls, type TournamentDetail } from '@carddogam/contract/calls/league';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { leagueKeys, type TournamentListParams } from './keys';

/** A running tournament is asked again this often, so pairings and the opponent's report show up. */
export const LIVE_REFRESH_MS = 30_000;

/** The member's application and tournaments (/league); the member's own, dropped on logout. */
export const leagueMeQuery = queryOptions({
  queryKey: leagueKeys.me,
  queryFn: () => callApi(leagueCalls.me),
  meta: MEMBER_DATA,
});

export const tournamentListQuery = (params: TournamentListParams) =>
  queryOptions({
    queryKey: leagueKeys.list(params),
    queryFn: () => callApi(leagueCalls.tournamentList, params),
    placeholderData: keepPreviousData,
  });

const isRunning = (detail: TournamentDetail | undefined) =>
  detail?.status === 'swiss' || detail?.status === 'top_cut';

export const tournamentDetailQuery = (id: number) =>
  queryOptions({
    queryKey: leagueKeys.detail(id),
    queryFn: () => callApi(leagueCalls.tournamentDetail, { id }),
    retry: false,
    // The answer carries the reader's own reports and decklist.
    meta: MEMBER_DATA,
    refetchInterval: (query) => (isRunning(query.state.data) ? LIVE_REFRESH_MS : false),
  });

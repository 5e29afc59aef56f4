import type { CallParams } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';

export type TournamentListParams = CallParams<typeof leagueCalls.tournamentList>;

/**
 * Every answer of the league's own screens sits under 'league': the member's application and tournaments
 * (`me`), the tournament lists and each tournament's page. Any tournament write makes `tournaments` stale;
 * an application makes `me` stale.
 */
export const leagueKeys = {
  all: ['league'] as const,
  me: ['league', 'me'] as const,
  tournaments: ['league', 'tournaments'] as const,
  list: (params: TournamentListParams) => ['league', 'tournaments', 'list', params] as const,
  detail: (id: number) => ['league', 'tournaments', 'one', id] as const,
};

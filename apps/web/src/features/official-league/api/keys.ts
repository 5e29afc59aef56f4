import type { CallParams } from '@carddogam/contract/call';
import type { officialLeagueCalls } from '@carddogam/contract/calls/official-league';

/** The list call's params as the screens send them (filters, period, page). */
export type LeagueListParams = CallParams<typeof officialLeagueCalls.list>;

/**
 * Every official-event answer sits under 'official-league': the event types, archetypes and countries
 * (select lists), the event lists and each event with its standings. A new or changed event, a standings
 * paste or an approved result report makes `events` stale.
 */
export const officialLeagueKeys = {
  all: ['official-league'] as const,
  types: ['official-league', 'types'] as const,
  archetypes: ['official-league', 'archetypes'] as const,
  countries: ['official-league', 'countries'] as const,
  events: ['official-league', 'events'] as const,
  list: (params: LeagueListParams) => ['official-league', 'events', 'list', params] as const,
  league: (id: number) => ['official-league', 'events', 'one', id] as const,
};

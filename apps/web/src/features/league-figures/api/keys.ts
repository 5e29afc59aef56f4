import type { CallParams } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';

export type PlayerListParams = CallParams<typeof leagueCalls.playerList>;
type PeriodParams = { date_from?: string; date_to?: string };

/**
 * Every league figure sits under 'league-figures': public answers, the same for every visitor, that a
 * finished tournament changes.
 */
export const leagueFigureKeys = {
  all: ['league-figures'] as const,
  deckList: (period: PeriodParams) => ['league-figures', 'decks', period] as const,
  deckDetail: (id: number, period: PeriodParams) => ['league-figures', 'deck', id, period] as const,
  playerList: (params: PlayerListParams) => ['league-figures', 'players', params] as const,
  playerDetail: (id: number, season: number | null) => ['league-figures', 'player', id, season] as const,
};

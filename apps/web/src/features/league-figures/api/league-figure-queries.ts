import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { leagueCalls } from '@carddogam/contract/calls/league';
import { callApi } from '../../../lib/api';
import { leagueFigureKeys, type PlayerListParams } from './keys';

/** The figures change only when a tournament finishes; a few minutes old is fine. */
const FIGURES_STALE_MS = 5 * 60_000;

type PeriodParams = { date_from?: string; date_to?: string };

export const leagueDeckListQuery = (period: PeriodParams) =>
  queryOptions({
    queryKey: leagueFigureKeys.deckList(period),
    queryFn: () => callApi(leagueCalls.deckList, period),
    placeholderData: keepPreviousData,
    staleTime: FIGURES_STALE_MS,
  });

export const leagueDeckDetailQuery = (id: number, period: PeriodParams) =>
  queryOptions({
    queryKey: leagueFigureKeys.deckDetail(id, period),
    queryFn: () => callApi(leagueCalls.deckDetail, { id, ...period }),
    // Another period of the same archetype keeps its page on screen; another archetype never shows this one.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
    staleTime: FIGURES_STALE_MS,
    retry: false,
  });

export const leaguePlayerListQuery = (params: PlayerListParams) =>
  queryOptions({
    queryKey: leagueFigureKeys.playerList(params),
    queryFn: () => callApi(leagueCalls.playerList, params),
    placeholderData: keepPreviousData,
    staleTime: FIGURES_STALE_MS,
  });

export const leaguePlayerDetailQuery = (id: number, season: number | null) =>
  queryOptions({
    queryKey: leagueFigureKeys.playerDetail(id, season),
    queryFn: () => callApi(leagueCalls.playerDetail, season === null ? { id } : { id, season }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
    staleTime: FIGURES_STALE_MS,
    retry: false,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { applicationCalls } from '@carddogam/contract/calls/application';
import { officialLeagueCalls } from '@carddogam/contract/calls/official-league';
import { callApi } from '../../../lib/api';
import { officialLeagueKeys, type LeagueListParams } from './keys';

/** Select lists change only when staff edit them. */
const LISTS_STALE_MS = 5 * 60_000;

export const leagueTypesQuery = queryOptions({
  queryKey: officialLeagueKeys.types,
  queryFn: () => callApi(officialLeagueCalls.typeList),
  staleTime: LISTS_STALE_MS,
});

export const archetypesQuery = queryOptions({
  queryKey: officialLeagueKeys.archetypes,
  queryFn: () => callApi(officialLeagueCalls.archetypeList),
  staleTime: LISTS_STALE_MS,
});

export const countriesQuery = queryOptions({
  queryKey: officialLeagueKeys.countries,
  queryFn: () => callApi(applicationCalls.countries),
  staleTime: 60 * 60_000,
});

export const leagueListQuery = (params: LeagueListParams) =>
  queryOptions({
    queryKey: officialLeagueKeys.list(params),
    queryFn: () => callApi(officialLeagueCalls.list, params),
    placeholderData: keepPreviousData,
  });

export const leagueQuery = (id: number) =>
  queryOptions({
    queryKey: officialLeagueKeys.league(id),
    queryFn: () => callApi(officialLeagueCalls.read, { id }),
    retry: false,
  });

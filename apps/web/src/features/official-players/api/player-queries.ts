import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { applicationCalls } from '@carddogam/contract/calls/application';
import { officialPlayerCalls } from '@carddogam/contract/calls/official-league-players';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { PLAYER_PAGE_SIZE } from '../lib/player-format';
import { officialPlayerKeys } from './keys';

export const playerListQuery = (text: string, page: number) =>
  queryOptions({
    queryKey: officialPlayerKeys.list(text, page),
    queryFn: () => callApi(officialPlayerCalls.list, { text, page, size: PLAYER_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const playerDetailQuery = (id: number) =>
  queryOptions({
    queryKey: officialPlayerKeys.detail(id),
    queryFn: () => callApi(officialPlayerCalls.detail, { id }),
  });

/** The member's claims and, once one is confirmed, their results: asked again whenever the page opens. */
export const myOfficialLeagueQuery = queryOptions({
  queryKey: officialPlayerKeys.mine,
  queryFn: () => callApi(officialPlayerCalls.mine),
  staleTime: 0,
  meta: MEMBER_DATA,
});

/** The §7.9 country names, for the players' country codes; they hardly ever change. */
export const countriesQuery = queryOptions({
  queryKey: officialPlayerKeys.countries,
  queryFn: () => callApi(applicationCalls.countries),
  select: (rows) => new Map(rows.map((row) => [row.code, row.country_kr])),
  staleTime: Infinity,
});

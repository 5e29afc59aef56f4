import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { officialLeagueCalls } from '@carddogam/contract/calls/official-league';
import { officialPlayerCalls } from '@carddogam/contract/calls/official-league-players';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { leagueAdminKeys, type QueueFilter } from './keys';

export const QUEUE_PAGE_SIZE = 20;
/** Events to approve a report into are looked up over every date, not the list's default 3 months. */
export const LEAGUE_SEARCH_FROM = '2000-01-01';
const LEAGUE_CHOICES = 20;

/** The event types in their order, as the public pages list them. */
export const typesQuery = queryOptions({
  queryKey: leagueAdminKeys.types,
  queryFn: () => callApi(officialLeagueCalls.typeList),
  staleTime: 0,
});

/** The archetypes, highest priority first. */
export const archetypesQuery = queryOptions({
  queryKey: leagueAdminKeys.archetypes,
  queryFn: () => callApi(officialLeagueCalls.archetypeList),
  staleTime: 0,
});

const STAFF_LIST = { staleTime: 0, placeholderData: keepPreviousData, meta: MEMBER_DATA } as const;

/** One page of members' player-name claims. */
export const claimsQuery = (filter: QueueFilter) =>
  queryOptions({
    queryKey: leagueAdminKeys.claimPage(filter),
    queryFn: async () => {
      const answer = await callApi(officialPlayerCalls.claimList, { ...filter, size: QUEUE_PAGE_SIZE });
      return { rows: answer.items, total: answer.total };
    },
    ...STAFF_LIST,
  });

/** One page of members' result reports. */
export const reportsQuery = (filter: QueueFilter) =>
  queryOptions({
    queryKey: leagueAdminKeys.reportPage(filter),
    queryFn: async () => {
      const answer = await callApi(officialPlayerCalls.reportList, { ...filter, size: QUEUE_PAGE_SIZE });
      return { rows: answer.items, total: answer.total };
    },
    ...STAFF_LIST,
  });

/** The newest events whose name holds the text: the choices for a report of an unlisted event. */
export const leagueChoicesQuery = (text: string) =>
  queryOptions({
    queryKey: leagueAdminKeys.leagueChoices(text),
    queryFn: async () =>
      (
        await callApi(officialLeagueCalls.list, {
          text,
          date_from: LEAGUE_SEARCH_FROM,
          page: 1,
          size: LEAGUE_CHOICES,
        })
      ).items,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

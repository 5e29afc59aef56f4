import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { tradeAdminCalls as calls } from '@carddogam/contract/calls/trade-admin';
import { tradeRequestCalls } from '@carddogam/contract/calls/trade-request';
import type { Nation } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { tradeAdminKeys, type PriceFilter, type RequestFilter } from './keys';

export const OVERRIDE_PAGE_SIZE = 30;
const STAFF_LIST = { staleTime: 0, placeholderData: keepPreviousData, meta: MEMBER_DATA } as const;

export const pricesQuery = (filter: PriceFilter) =>
  queryOptions({
    queryKey: tradeAdminKeys.pricePage(filter),
    queryFn: () => callApi(calls.priceList, filter),
    ...STAFF_LIST,
  });

/** The group of one card; nothing is asked before a card id is given. */
export const groupQuery = (nation: Nation, cardId: string) =>
  queryOptions({
    queryKey: tradeAdminKeys.group(nation, cardId),
    queryFn: () => callApi(calls.groupFind, { card_nation: nation, card_id: cardId }),
    enabled: cardId.length > 0,
    staleTime: 0,
    retry: false,
    meta: MEMBER_DATA,
  });

export const overridesQuery = (page: number) =>
  queryOptions({
    queryKey: tradeAdminKeys.overridePage(page),
    queryFn: () => callApi(calls.groupList, { page, size: OVERRIDE_PAGE_SIZE }),
    ...STAFF_LIST,
  });

export const requestsQuery = (filter: RequestFilter) =>
  queryOptions({
    queryKey: tradeAdminKeys.requestPage(filter),
    queryFn: () => callApi(tradeRequestCalls.adminList, filter),
    ...STAFF_LIST,
  });

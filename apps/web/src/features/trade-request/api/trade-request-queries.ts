import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { TRADE_REQUEST_PAGE_SIZE, tradeRequestCalls as calls } from '@carddogam/contract/calls/trade-request';
import { wantMatchCalls } from '@carddogam/contract/calls/want-matches';
import type { Nation } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { tradeRequestKeys } from './keys';

export const myRequestsQuery = (page: number) =>
  queryOptions({
    queryKey: tradeRequestKeys.minePage(page),
    queryFn: () => callApi(calls.myList, { page, size: TRADE_REQUEST_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    meta: MEMBER_DATA,
  });

export const openCountQuery = (cardId: string, nation: Nation) =>
  queryOptions({
    queryKey: tradeRequestKeys.openCount(cardId, nation),
    queryFn: () => callApi(calls.openCount, { card_id: cardId, card_nation: nation }),
    staleTime: 60_000,
  });

/** The matched sale posts of the given requests of the member, newest first per request. */
export const wantMatchesQuery = (requestIds: readonly number[]) =>
  queryOptions({
    queryKey: tradeRequestKeys.matches(requestIds),
    queryFn: () => callApi(wantMatchCalls.myMatches, { request_ids: [...requestIds] }),
    enabled: requestIds.length > 0,
    placeholderData: keepPreviousData,
    meta: MEMBER_DATA,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { tradeCalls } from '@carddogam/contract/calls/trade';
import { wantMatchCalls } from '@carddogam/contract/calls/want-matches';
import type { Nation, PriceState } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { tradeKeys } from './keys';

export const tradePostListQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: tradeKeys.list(page, search),
    queryFn: () => callApi(tradeCalls.list, { page, search }),
    placeholderData: keepPreviousData,
  });

export const tradePostQuery = (id: number | null) =>
  queryOptions({
    queryKey: tradeKeys.post(id),
    queryFn: () => callApi(tradeCalls.read, { id: id! }),
    enabled: id !== null,
  });

/** `wanted`: only the lines answering the member's own 구해요 requests, so the answer is the member's. */
export const tradeCardListQuery = (
  page: number,
  nation: Nation | null,
  state: PriceState | null,
  wanted = false,
) =>
  queryOptions({
    queryKey: tradeKeys.cards(page, nation, state, wanted),
    queryFn: () => callApi(tradeCalls.cardList, { page, card_nation: nation, state, wanted }),
    placeholderData: keepPreviousData,
    ...(wanted ? { meta: MEMBER_DATA } : {}),
  });

/** For the post's writer only: how many members have an open request for the post's cards. */
export const postWantedQuery = (id: number) =>
  queryOptions({
    queryKey: tradeKeys.wanted(id),
    queryFn: () => callApi(wantMatchCalls.postWanted, { id }),
    meta: MEMBER_DATA,
  });

export const tradeLogQuery = (nickname: string, page: number) =>
  queryOptions({
    queryKey: tradeKeys.log(nickname, page),
    queryFn: () => callApi(tradeCalls.log, { nickname, page }),
    enabled: nickname !== '',
    placeholderData: keepPreviousData,
  });

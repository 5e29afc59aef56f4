import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { tradeCalls } from '@carddogam/contract/calls/trade';
import type { Nation, PriceState } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';
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

export const tradeCardListQuery = (page: number, nation: Nation | null, state: PriceState | null) =>
  queryOptions({
    queryKey: tradeKeys.cards(page, nation, state),
    queryFn: () => callApi(tradeCalls.cardList, { page, card_nation: nation, state }),
    placeholderData: keepPreviousData,
  });

export const tradeLogQuery = (nickname: string, page: number) =>
  queryOptions({
    queryKey: tradeKeys.log(nickname, page),
    queryFn: () => callApi(tradeCalls.log, { nickname, page }),
    enabled: nickname !== '',
    placeholderData: keepPreviousData,
  });

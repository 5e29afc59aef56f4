import { queryOptions } from '@tanstack/react-query';
import { tradeNoticeCalls as calls } from '@carddogam/contract/calls/trade-notice';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { tradeNoticeKeys } from './keys';

/** Notices change rarely; a minute spares the trade pages from asking on every move between them. */
export const shownTradeNoticesQuery = queryOptions({
  queryKey: tradeNoticeKeys.shown,
  queryFn: () => callApi(calls.list),
  staleTime: 60_000,
});

export const adminTradeNoticesQuery = queryOptions({
  queryKey: tradeNoticeKeys.admin,
  queryFn: () => callApi(calls.adminList),
  staleTime: 0,
  meta: MEMBER_DATA,
});

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { mypageCalls } from '@carddogam/contract/calls/mypage';
import { messageCalls } from '@carddogam/contract/calls/message';
import { pointCalls } from '@carddogam/contract/calls/points';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { mypageKeys } from './keys';

export const POINT_PAGE_SIZE = 20;
export const ALARM_PAGE_SIZE = 20;

export const mypageHomeQuery = queryOptions({
  queryKey: mypageKeys.home,
  queryFn: () => callApi(mypageCalls.home),
  staleTime: 0,
  meta: MEMBER_DATA,
});

/** The previous page stays on screen while the next one loads, so the pager does not jump. */
export const pointLedgerQuery = (page: number) =>
  queryOptions({
    queryKey: mypageKeys.points(page),
    queryFn: () => callApi(pointCalls.myRecords, { page, size: POINT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: MEMBER_DATA,
  });

export const alarmListQuery = (page: number) =>
  queryOptions({
    queryKey: mypageKeys.alarms(page),
    queryFn: () => callApi(mypageCalls.alarmList, { page, size: ALARM_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: MEMBER_DATA,
  });

/** How often an open page asks for new messages and alarms (decision 032: polling, not a live connection). */
export const BADGE_POLL_MS = 60_000;

export const badgeQuery = queryOptions({
  queryKey: mypageKeys.badge,
  queryFn: () => callApi(messageCalls.badge),
  refetchInterval: BADGE_POLL_MS,
  // A member coming back to the tab sees the counts of now, not of a minute ago.
  refetchOnWindowFocus: true,
  staleTime: 10_000,
  meta: MEMBER_DATA,
});

/** The guide is public and changes only when a 관리자 edits the settings. */
export const pointGuideQuery = queryOptions({
  queryKey: mypageKeys.pointGuide,
  queryFn: () => callApi(pointCalls.guide),
});

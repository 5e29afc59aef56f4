import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { mypageCalls } from '@carddogam/contract/calls/mypage';
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

/** The guide is public and changes only when a 관리자 edits the settings. */
export const pointGuideQuery = queryOptions({
  queryKey: mypageKeys.pointGuide,
  queryFn: () => callApi(pointCalls.guide),
});

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { mypageCalls } from '@carddogam/contract/calls/mypage';
import { pointCalls } from '@carddogam/contract/calls/points';
import { callApi } from '../../../lib/api';

/** Every my-page answer sits under 'mypage', which the session drops when the member changes. */
export const mypageKeys = {
  all: ['mypage'] as const,
  home: ['mypage', 'home'] as const,
  points: (page: number) => ['mypage', 'points', page] as const,
  alarms: (page: number) => ['mypage', 'alarms', page] as const,
};

export const POINT_PAGE_SIZE = 20;
export const ALARM_PAGE_SIZE = 20;

export const mypageHomeQuery = queryOptions({
  queryKey: mypageKeys.home,
  queryFn: () => callApi(mypageCalls.home),
  staleTime: 0,
});

/** The previous page stays on screen while the next one loads, so the pager does not jump. */
export const pointLedgerQuery = (page: number) =>
  queryOptions({
    queryKey: mypageKeys.points(page),
    queryFn: () => callApi(pointCalls.myRecords, { page, size: POINT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const alarmListQuery = (page: number) =>
  queryOptions({
    queryKey: mypageKeys.alarms(page),
    queryFn: () => callApi(mypageCalls.alarmList, { page, size: ALARM_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The guide is public and changes only when a 관리자 edits the settings. */
export const pointGuideQuery = queryOptions({
  queryKey: ['point-guide'],
  queryFn: () => callApi(pointCalls.guide),
});

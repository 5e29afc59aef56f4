import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { attendanceCalls } from '@carddogam/contract/calls/attendance';
import { pointCalls } from '@carddogam/contract/calls/points';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { attendanceKeys } from './keys';

export const TODAY_PAGE_SIZE = 30;

/** A month of the calendar; the shown month stays while the next one loads, so the grid does not jump. */
export const monthQuery = (year: number | null, month: number | null) =>
  queryOptions({
    queryKey: attendanceKeys.month(year, month),
    queryFn: () => callApi(attendanceCalls.month, year !== null && month !== null ? { year, month } : {}),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: MEMBER_DATA,
  });

/** Today's check-ins, 1등 first; others check in all day, so it is asked for again on every visit. */
export const todayQuery = (page: number) =>
  queryOptions({
    queryKey: attendanceKeys.today(page),
    queryFn: () => callApi(attendanceCalls.today, { page, size: TODAY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The point settings, for the points table: staff change them now and then, so a minute is fresh enough. */
export const pointSettingsQuery = queryOptions({
  queryKey: attendanceKeys.pointSettings,
  queryFn: () => callApi(pointCalls.guide),
  staleTime: 60_000,
});

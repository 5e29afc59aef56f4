import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallResult } from '@carddogam/contract/call';
import { provideCalls, type ReportKind, type ReportStatus } from '@carddogam/contract/calls/provide';
import { callApi } from '../../../lib/api';
import { provideAdminKeys } from './keys';

export type StatusFilter = ReportStatus | 'all';
export const QUEUE_PAGE_SIZE = 10;
export const STAFF_ALARM_PAGE_SIZE = 20;

const LIST = {
  image: provideCalls.imageList,
  info: provideCalls.infoList,
  bug: provideCalls.bugList,
} as const;
type ListCalls = typeof LIST;

/** One page of one report kind's queue. */
export const queueQuery = <K extends ReportKind>(kind: K, status: StatusFilter, page: number) => {
  // The three list calls share their params; only the item shape differs by kind.
  const list = LIST[kind] as ListCalls['image'];
  return queryOptions({
    queryKey: provideAdminKeys.queuePage(kind, status, page),
    queryFn: () =>
      callApi(list, { status, page, size: QUEUE_PAGE_SIZE }) as Promise<CallResult<ListCalls[K]>>,
    placeholderData: keepPreviousData,
  });
};

/** The staff alarms ('제보 - …' and edits), newest first. */
export const staffAlarmsQuery = (page: number) =>
  queryOptions({
    queryKey: provideAdminKeys.staffAlarmPage(page),
    queryFn: () => callApi(provideCalls.staffAlarmList, { page, size: STAFF_ALARM_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

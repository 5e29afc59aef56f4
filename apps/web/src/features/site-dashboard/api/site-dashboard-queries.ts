import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { siteDashboardCalls, type DashboardPeriod } from '@carddogam/contract/calls/site-dashboard';
import { callApi } from '../../../lib/api';
import { siteDashboardKeys, type VisitLogFilter } from './keys';

export const VISIT_LOG_PAGE_SIZE = 50;

/** The dashboard of a period; the previous period stays on screen while the next one loads. */
export const dashboardQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: siteDashboardKeys.dashboard(period),
    queryFn: () => callApi(siteDashboardCalls.dashboard, { period }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** One page of the visitor log. */
export const visitLogQuery = (filter: VisitLogFilter) =>
  queryOptions({
    queryKey: siteDashboardKeys.visits(filter),
    queryFn: async () => {
      const answer = await callApi(siteDashboardCalls.visitLog, { ...filter, size: VISIT_LOG_PAGE_SIZE });
      return { rows: answer.items, total: answer.total, capped: answer.capped };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

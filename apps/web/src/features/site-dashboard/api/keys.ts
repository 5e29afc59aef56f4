import type { DashboardPeriod } from '@carddogam/contract/calls/site-dashboard';

/** The filters of /admin/main/visited_log (the call's `visitLogParams`), with the page shown. */
export interface VisitLogFilter {
  path: string;
  user_id: string;
  ip: string;
  from: string | null;
  to: string | null;
  page: number;
}

export const siteDashboardKeys = {
  all: ['site-dashboard'] as const,
  dashboard: (period: DashboardPeriod) => ['site-dashboard', 'dashboard', period] as const,
  visits: (filter: VisitLogFilter) => ['site-dashboard', 'visits', filter] as const,
};

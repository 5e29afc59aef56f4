import {
  DASHBOARD_FIGURES,
  DASHBOARD_PERIOD_DAYS,
  DASHBOARD_QUEUES,
  type DashboardAnswer,
  type DashboardDay,
  type DashboardPeriod,
} from '@carddogam/contract/calls/site-dashboard';
import { formatDate } from '@carddogam/contract/dates';
import { countFiguresPerDay, countWaiting, topPaths } from '../repositories/site-dashboard';
import type { Services } from './container';
import { rollUpVisits } from './visit-rollup';

/** How many paths the dashboard lists. */
const TOP_PATH_COUNT = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Seoul days of a period, oldest first, ending with today at `now`. */
export function periodDays(period: DashboardPeriod, now: Date): string[] {
  const [year, month, day] = formatDate(now).split('-').map(Number) as [number, number, number];
  const today = Date.UTC(year, month - 1, day);
  return Array.from({ length: DASHBOARD_PERIOD_DAYS[period] }, (_, i) =>
    new Date(today - (DASHBOARD_PERIOD_DAYS[period] - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

const emptyDay = (day: string): DashboardDay => ({
  day,
  ...(Object.fromEntries(DASHBOARD_FIGURES.map((f) => [f, 0])) as Omit<DashboardDay, 'day'>),
});

/**
 * The dashboard of a period. Finished days the daily job has not rolled up yet (the job runs once a day,
 * not at midnight) are rolled up first, so every past day's visits come from the rollups; when there is
 * nothing to roll up this is one indexed look at the log.
 */
export async function loadDashboard(
  services: Pick<Services, 'db'>,
  period: DashboardPeriod,
  now = new Date(),
): Promise<DashboardAnswer> {
  await rollUpVisits(services, now);
  const days = periodDays(period, now);
  const range = { from: days[0]!, today: days.at(-1)! };
  const [counts, paths, waiting] = await Promise.all([
    countFiguresPerDay(services.db, range),
    topPaths(services.db, range, TOP_PATH_COUNT),
    countWaiting(services.db),
  ]);

  const byDay = new Map(days.map((day) => [day, emptyDay(day)]));
  for (const { figure, day, count } of counts) {
    const row = byDay.get(day);
    if (row) row[figure] += count;
  }
  const rows = [...byDay.values()];
  const totals = Object.fromEntries(
    DASHBOARD_FIGURES.map((f) => [f, rows.reduce((sum, row) => sum + row[f], 0)]),
  ) as DashboardAnswer['totals'];
  return {
    period,
    days: rows,
    totals,
    top_paths: paths,
    queues: DASHBOARD_QUEUES.map(({ key }) => ({ key, count: waiting[key] })),
  };
}

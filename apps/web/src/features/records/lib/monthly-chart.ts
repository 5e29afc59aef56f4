import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';

type Monthly = CallResult<typeof leagueCalls.recordSummary>['monthly'];

/** The chart's line colour: the theme's primary. */
const LINE_COLOR = '#615DF7';

/**
 * The monthly win rate as a chart: months on x, the rate in percent to one decimal on y; a month without
 * games is a gap rather than 0 %, which would read as twelve losses.
 */
export function monthlyChartData(monthly: Monthly) {
  return {
    labels: monthly.map((m) => m.month),
    lines: [
      {
        label: '월별 승률',
        points: monthly.map((m) => (m.win_rate === null ? null : Math.round(m.win_rate * 1000) / 10)),
        color: LINE_COLOR,
      },
    ],
  };
}

export const hasMonthlyGames = (monthly: Monthly) => monthly.some((m) => m.win_rate !== null);

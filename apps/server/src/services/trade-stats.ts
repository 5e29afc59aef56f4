import type { Nation } from '@carddogam/contract/constants';
import {
  GRADE_COMPANIES,
  GRADE_VALUES,
  type ChartRow,
  type TradeStats,
} from '@carddogam/contract/calls/trade-stats';
import {
  bucketStart,
  bucketUnit,
  CHART_PERIODS,
  koreanToday,
  periodBuckets,
  type ChartMonth,
} from '@carddogam/contract/trade/chart';
import type { DbOrTx } from '../db/client';
import { resolvePriceGroup } from '../repositories/trade-group';
import * as stats from '../repositories/trade-stats';
import { loadTradeSettings } from './trade-settings';

/** Averages the sums and counts of priceCells into the chart rows of one period, oldest first. */
export function chartRows(cells: stats.PriceCell[], month: ChartMonth, today: string): ChartRow[] {
  const unit = bucketUnit(month);
  const first = periodBuckets(month, today)[0]!;
  const buckets = new Map<string, Map<string, { sum: number; count: number }>>();
  for (const cell of cells) {
    const start = bucketStart(cell.day, unit);
    if (start < first) continue;
    const lines = buckets.get(start) ?? new Map<string, { sum: number; count: number }>();
    const line = lines.get(cell.line) ?? { sum: 0, count: 0 };
    line.sum += cell.sum;
    line.count += cell.count;
    lines.set(cell.line, line);
    buckets.set(start, lines);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([start, lines]) => {
      const avg = (line: string) => {
        const cell = lines.get(line);
        return cell ? Math.round(cell.sum / cell.count) : 0;
      };
      const graded: Record<string, number> = {};
      for (const key of lines.keys())
        if (key.startsWith('PSA_') || key.startsWith('ETC_')) graded[`${key}_price`] = avg(key);
      const [year, monthOfYear, day] = start.split('-').map(Number);
      return {
        card_date: start,
        card_year: year!,
        card_month: monthOfYear!,
        card_week: unit === 'week' ? Math.ceil(day! / 7) : 0,
        S_price: avg('S'),
        A_price: avg('A'),
        B_price: avg('B'),
        C_below_price: avg('C_below'),
        graded,
      };
    });
}

/** The chart rows of one period (the §7.4 chart call). */
export async function loadChart(
  db: DbOrTx,
  ids: string[],
  nation: Nation,
  month: ChartMonth,
  today = koreanToday(),
): Promise<ChartRow[]> {
  const unit = bucketUnit(month) === 'month' ? 'month' : 'day';
  const cells = await stats.priceCells(db, ids, nation, unit, periodBuckets(month, today)[0]!);
  return chartRows(cells, month, today);
}

/** Ten grade tiles per company (§2.13): grades with trades first, by grade descending, then empty ones. */
export function gradeTiles(rows: stats.GradeRow[], company: 'PSA' | 'ETC') {
  const traded = rows
    .filter((r) => r.company === company)
    .sort((a, b) => b.grade - a.grade)
    .map((r) => ({ grade: r.grade, avg: r.avg, count: r.count }));
  const empty = GRADE_VALUES.filter((g) => !traded.some((t) => t.grade === g)).map((grade) => ({
    grade,
    avg: 0,
    count: 0,
  }));
  return [...traded, ...empty].slice(0, 10);
}

function gradedTotal(rows: stats.GradeRow[], company: 'PSA' | 'ETC') {
  const mine = rows.filter((r) => r.company === company);
  const count = mine.reduce((n, r) => n + r.count, 0);
  const priced = mine.filter((r) => r.avg > 0);
  return {
    total_avg: count ? Math.round(mine.reduce((s, r) => s + r.avg * r.count, 0) / count) : 0,
    total_max: Math.max(0, ...mine.map((r) => r.max)),
    total_min: priced.length ? Math.min(...priced.map((r) => r.min)) : 0,
    count,
  };
}

/**
 * The cache key of one card edition's statistics. An answer is also tagged with the keys of every card
 * of its price group, since a price of any of them changes it.
 */
export const tradeStatsKey = (cardId: string, nation: Nation) => `${cardId}|${nation}`;

/** The whole statistics section of one card edition (§2.13) in one read. */
export async function loadTradeStats(
  db: DbOrTx,
  cardId: string,
  nation: Nation,
  today = koreanToday(),
): Promise<TradeStats> {
  // Recent trade posts under the statistics: five by default (decision 010), set on /admin/trade/etc.
  const [ids, { recent_posts }] = await Promise.all([
    resolvePriceGroup(db, nation, cardId),
    loadTradeSettings(db),
  ]);
  const [summary, grades, recent, dayCells, monthCells, posts] = await Promise.all([
    stats.summarise(db, ids, nation),
    stats.gradeAverages(db, ids, nation),
    stats.recentS(db, ids, nation),
    stats.priceCells(db, ids, nation, 'day', periodBuckets(3, today)[0]!),
    stats.priceCells(db, ids, nation, 'month', periodBuckets(120, today)[0]!),
    stats.recentPosts(db, [cardId], nation, recent_posts),
  ]);
  const charts: Record<string, ChartRow[]> = {};
  for (const { month } of CHART_PERIODS) {
    charts[String(month)] = chartRows(bucketUnit(month) === 'month' ? monthCells : dayCells, month, today);
  }
  return {
    ids,
    total: { total_avg: summary.total_avg, total_max: summary.total_max, total_min: summary.total_min },
    posts: {
      total: summary.total,
      registered: summary.registered,
      finished: summary.finished,
      registered_price: summary.registered_price,
      finished_price: summary.finished_price,
    },
    recent_s: recent,
    conditions: {
      S: summary.s,
      A: summary.a,
      B: summary.b,
      C_below: summary.c_below,
      graded: summary.graded,
    },
    grades: Object.fromEntries(
      GRADE_COMPANIES.map((c) => [c, gradeTiles(grades, c)]),
    ) as TradeStats['grades'],
    graded_totals: Object.fromEntries(
      GRADE_COMPANIES.map((c) => [c, gradedTotal(grades, c)]),
    ) as TradeStats['graded_totals'],
    overseas_only: summary.admin_rows > 0 && summary.user_posts === 0 && ids.length === 1,
    charts,
    recent_posts: posts,
  };
}

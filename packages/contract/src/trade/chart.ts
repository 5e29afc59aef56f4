/**
 * The price chart rules of §2.13 and §9, shared by the server (which buckets the trades) and the web app
 * (which plots them). Dates are calendar dates 'YYYY-MM-DD' in Korean time; arithmetic is done in UTC on
 * those dates so no time zone can shift a day.
 */

/** The chart periods (month values) with their tab labels, in tab order. */
export const CHART_PERIODS = [
  { month: 120, label: '누적(월간)' },
  { month: 12, label: '12개월(월간)' },
  { month: 6, label: '6개월(월간)' },
  { month: 3, label: '3개월(주간)' },
  { month: 1, label: '1개월(일간)' },
] as const;
export type ChartMonth = (typeof CHART_PERIODS)[number]['month'];
export const DEFAULT_CHART_MONTH: ChartMonth = 1;

export type BucketUnit = 'day' | 'week' | 'month';

/** Today's date in Korea, where the trades happen: the last day of every chart period. */
export function koreanToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(now);
}

/** 1 month is plotted by day, 3 months by week, longer periods by month. */
export function bucketUnit(month: ChartMonth): BucketUnit {
  if (month === 1) return 'day';
  if (month === 3) return 'week';
  return 'month';
}

const DAY_MS = 86_400_000;

function parseDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The first day of the bucket that holds a date: the day itself, its week's Monday, or the 1st. */
export function bucketStart(iso: string, unit: BucketUnit): string {
  const date = parseDate(iso);
  if (unit === 'month') return formatDate(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)));
  if (unit === 'week') {
    const sinceMonday = (date.getUTCDay() + 6) % 7;
    return formatDate(new Date(date.getTime() - sinceMonday * DAY_MS));
  }
  return formatDate(date);
}

function addMonths(date: Date, months: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
}

/**
 * Every bucket of a period ending today, oldest first: the days since the same day last month, the weeks
 * of the last three months, or the last N months including the current one.
 */
export function periodBuckets(month: ChartMonth, today: string): string[] {
  const unit = bucketUnit(month);
  const end = parseDate(bucketStart(today, unit));
  const buckets: string[] = [];
  if (unit === 'month') {
    for (let i = month - 1; i >= 0; i--) buckets.push(formatDate(addMonths(end, -i)));
    return buckets;
  }
  const t = parseDate(today);
  const from = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() - month, t.getUTCDate()));
  const step = unit === 'week' ? 7 * DAY_MS : DAY_MS;
  const first = parseDate(bucketStart(formatDate(from), unit));
  for (let time = first.getTime(); time <= end.getTime(); time += step)
    buckets.push(formatDate(new Date(time)));
  return buckets;
}

/**
 * The axis label of a bucket (§9): the date for the 1-month chart ('M/D'), 'M월 W주' for the weekly chart
 * (W counts the Mondays of that month: the week of the 1st–7th is 1주), 'Y년 M월' for the monthly charts.
 */
export function bucketLabel(start: string, month: ChartMonth): string {
  const date = parseDate(start);
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + 1;
  const d = date.getUTCDate();
  switch (bucketUnit(month)) {
    case 'day':
      return `${m}/${d}`;
    case 'week':
      return `${m}월 ${Math.ceil(d / 7)}주`;
    case 'month':
      return `${y}년 ${m}월`;
  }
}

/** The average of the non-zero prices, rounded to a whole won; 0 when there is none (§9). */
export function averageIgnoringZeros(prices: readonly number[]): number {
  const counted = prices.filter((p) => p > 0);
  if (!counted.length) return 0;
  return Math.round(counted.reduce((sum, p) => sum + p, 0) / counted.length);
}

/**
 * The points of one line over the period's buckets (§9). A bucket with trades but a zero price for this
 * line is a gap (null). A bucket with no trades at all carries the previous price forward, but only when a
 * later bucket has a non-zero price: the line joins two real prices and never runs on past the last one.
 */
export function plotLine(
  buckets: readonly string[],
  prices: ReadonlyMap<string, number>,
): Array<number | null> {
  const lastPriced = buckets.findLastIndex((b) => (prices.get(b) ?? 0) > 0);
  const points: Array<number | null> = [];
  let previous: number | null = null;
  buckets.forEach((bucket, i) => {
    const price = prices.get(bucket);
    if (price === undefined) {
      points.push(previous !== null && i < lastPriced ? previous : null);
      return;
    }
    if (price > 0) {
      previous = price;
      points.push(price);
    } else {
      points.push(null);
    }
  });
  return points;
}

/** Y-axis hints (§9): suggested minimum 500 won, suggested maximum 1.5 × the highest plotted price. */
export function yAxisHints(lines: ReadonlyArray<ReadonlyArray<number | null>>): {
  suggestedMin: number;
  suggestedMax: number;
} {
  const highest = Math.max(0, ...lines.flat().map((p) => p ?? 0));
  return { suggestedMin: 500, suggestedMax: Math.round(highest * 1.5) };
}

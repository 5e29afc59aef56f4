/**
 * The deck-rank period (decision 034): by default the last 3 months up to today in Korean time, so the
 * figures follow the current format without the reader picking dates.
 */

export const DEFAULT_PERIOD_MONTHS = 3;

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' shifted by whole months; a day the target month lacks becomes its last day (05-31 → 02-28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
}

/** The period a request asks for, with the defaults filled in from today (Korean date). */
export function resolvePeriod(today: string, from?: string, to?: string): { from: string; to: string } {
  const end = to ?? today;
  return { from: from ?? addMonths(end, -DEFAULT_PERIOD_MONTHS), to: end };
}

/** The months 'YYYY-MM' a period touches, in order, for the share-over-time chart. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = `${from.slice(0, 7)}-01`; m.slice(0, 7) <= to.slice(0, 7); m = addMonths(m, 1)) {
    months.push(m.slice(0, 7));
  }
  return months;
}

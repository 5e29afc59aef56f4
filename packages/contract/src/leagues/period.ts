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

/** A period cut into the whole months it covers and the days left over at either end. */
export interface PeriodParts {
  /** The first days ('YYYY-MM-01') of the first and last whole month, or null when none is whole. */
  months: { first: string; last: string } | null;
  /** At most two ranges of days, both ends included, outside the whole months. */
  days: { from: string; to: string }[];
}

const lastDayOfMonth = (monthStart: string) => addDays(addMonths(monthStart, 1), -1);

function addDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Splits [from, to] for the deck-rank rollup: whole months are read from the month rows, the rest from
 * the day rows. 2024-03-15 … 2024-06-10 → months April–May, days 03-15…03-31 and 06-01…06-10.
 */
export function splitPeriod(from: string, to: string): PeriodParts {
  const firstMonth = from.endsWith('-01') ? from : addMonths(`${from.slice(0, 7)}-01`, 1);
  const lastEnd = lastDayOfMonth(`${to.slice(0, 7)}-01`);
  const lastMonth = to === lastEnd ? `${to.slice(0, 7)}-01` : addMonths(`${to.slice(0, 7)}-01`, -1);
  if (firstMonth > lastMonth) return { months: null, days: [{ from, to }] };
  const days: { from: string; to: string }[] = [];
  if (from < firstMonth) days.push({ from, to: addDays(firstMonth, -1) });
  const afterLast = addMonths(lastMonth, 1);
  if (afterLast <= to) days.push({ from: afterLast, to });
  return { months: { first: firstMonth, last: lastMonth }, days };
}

/** The Monday of the week of a day (weeks run Monday to Sunday, as PostgreSQL's date_trunc('week')). */
export function weekStart(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** What the deck-rank rollup reads for a period: whole months, whole weeks (by Monday), single days. */
export interface RollupBuckets {
  months: { first: string; last: string } | null;
  weeks: string[];
  days: string[];
}

/**
 * The period as rollup buckets: its whole months, then within each month's remaining days the whole
 * weeks, then the days left. A week is used only when all of it lies in one month of the period, so the
 * monthly trend still puts every standing in its own month. At most ~40 buckets for any period.
 */
export function rollupBuckets(from: string, to: string): RollupBuckets {
  const { months, days: ranges } = splitPeriod(from, to);
  const weeks: string[] = [];
  const days: string[] = [];
  for (const range of ranges) {
    // Cut the range at month ends, then take the whole weeks of each piece.
    for (let start = range.from; start <= range.to;) {
      const monthEnd = lastDayOfMonth(`${start.slice(0, 7)}-01`);
      const end = monthEnd < range.to ? monthEnd : range.to;
      for (let day = start; day <= end;) {
        const monday = weekStart(day);
        const sunday = addDays(monday, 6);
        if (monday === day && sunday <= end) {
          weeks.push(monday);
          day = addDays(sunday, 1);
        } else {
          days.push(day);
          day = addDays(day, 1);
        }
      }
      start = addDays(end, 1);
    }
  }
  return { months, weeks, days };
}

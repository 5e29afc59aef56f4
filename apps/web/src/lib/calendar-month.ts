/** A calendar month: a year and a month (1–12), written 'YYYY-MM' in addresses and calls. */
export interface YearMonth {
  year: number;
  month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' as a month, or null when it is not one. */
export function parseMonth(text: string | null | undefined): YearMonth | null {
  const match = MONTH.exec(text?.trim() ?? '');
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

export function monthText({ year, month }: YearMonth): string {
  return `${year}-${pad(month)}`;
}

/** 'YYYY-MM-DD' of a day of a month. */
export function dateOf(shown: YearMonth, day: number): string {
  return `${monthText(shown)}-${pad(day)}`;
}

/** The month of a 'YYYY-MM-DD' date (Korean calendar dates carry no time zone). */
export function monthOfDate(date: string): YearMonth {
  return parseMonth(date.slice(0, 7)) ?? { year: 1970, month: 1 };
}

/** The day of the month of a 'YYYY-MM-DD' date. */
export function dayOfDate(date: string): number {
  return Number(date.slice(8, 10));
}

export function shiftMonth({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Whether month a comes before month b. */
export function isBeforeMonth(a: YearMonth, b: YearMonth): boolean {
  return a.year * 12 + a.month < b.year * 12 + b.month;
}

const daysIn = ({ year, month }: YearMonth) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The first and last day of the month, for a call's period. */
export function monthRange(shown: YearMonth): { from: string; to: string } {
  return { from: dateOf(shown, 1), to: dateOf(shown, daysIn(shown)) };
}

/**
 * The weeks of a month, Sunday first as Korean calendars print them: seven dates a week, null where the
 * week runs into the month before or after. Calendar arithmetic in UTC, which has no daylight saving.
 */
export function monthWeeks(shown: YearMonth): (string | null)[][] {
  const blanks = new Date(Date.UTC(shown.year, shown.month - 1, 1)).getUTCDay();
  const cells: (string | null)[] = [
    ...Array.from({ length: blanks }, () => null),
    ...Array.from({ length: daysIn(shown) }, (_, i) => dateOf(shown, i + 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

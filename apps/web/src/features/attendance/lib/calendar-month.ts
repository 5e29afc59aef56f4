/** The months of the calendar, as the server names them: a year and a month (1–12). */
export interface YearMonth {
  year: number;
  month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a day of a month. */
export function dateOf({ year, month }: YearMonth, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The month of a 'YYYY-MM-DD' date (Korean calendar dates carry no time zone). */
export function monthOfDate(date: string): YearMonth {
  const [year = 0, month = 0] = date.split('-').map(Number);
  return { year, month };
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

/**
 * The weeks of a month as Korean calendars draw them, Sunday first: each week seven dates, null where the
 * week runs into the month before or after. Calendar arithmetic in UTC, which has no daylight saving.
 */
export function monthWeeks(shown: YearMonth): (string | null)[][] {
  const blanks = new Date(Date.UTC(shown.year, shown.month - 1, 1)).getUTCDay();
  const length = new Date(Date.UTC(shown.year, shown.month, 0)).getUTCDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: blanks }, () => null),
    ...Array.from({ length }, (_, i) => dateOf(shown, i + 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

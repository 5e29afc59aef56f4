/**
 * The period of the league deck pages as the address keeps it (?from=&to=). None named means the server's
 * default, the last 3 months up to today, which its answer spells out; left unnamed, the address keeps
 * meaning "the last 3 months" as days go by.
 */
export interface Period {
  from: string | null;
  to: string | null;
}

export const DEFAULT_PERIOD: Period = { from: null, to: null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the period from the address; a malformed day is dropped rather than sent. */
export function periodFromParams(params: URLSearchParams): Period {
  const day = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return DAY.test(value) ? value : null;
  };
  return { from: day('from'), to: day('to') };
}

export function periodToParams(period: Period): [string, string][] {
  const entries: [string, string][] = [];
  if (period.from) entries.push(['from', period.from]);
  if (period.to) entries.push(['to', period.to]);
  return entries;
}

/** The period as the deck calls take it. */
export function callPeriod(period: Period): { date_from?: string; date_to?: string } {
  return {
    ...(period.from ? { date_from: period.from } : {}),
    ...(period.to ? { date_to: period.to } : {}),
  };
}

/**
 * What 조회 applies: nothing named while the address named nothing and the reader left the server's
 * default period as shown, else both days as the fields show them.
 */
export function periodToApply(
  named: Period,
  shown: Period,
  server: { from: string; to: string } | null,
): Period {
  const untouched =
    named.from === null &&
    named.to === null &&
    server !== null &&
    shown.from === server.from &&
    shown.to === server.to;
  return untouched ? DEFAULT_PERIOD : shown;
}

const withQuery = (path: string, entries: [string, string][]) => {
  const search = new URLSearchParams(entries).toString();
  return search ? `${path}?${search}` : path;
};

export const leagueDeckListHref = (period: Period) => withQuery('/league/deck/list', periodToParams(period));

/** An archetype's page under the same period, so the reader keeps the period they chose. */
export const leagueDeckDetailHref = (id: number, period: Period) =>
  withQuery('/league/deck/detail', [['id', String(id)], ...periodToParams(period)]);

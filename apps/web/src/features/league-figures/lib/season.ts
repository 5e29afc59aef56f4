import { formatDate } from '../../../lib/format';

/** How many past seasons the select offers besides the current one. */
const PAST_SEASONS = 4;

/** The current season: the Korean calendar year (decision 035). */
export const currentSeason = (now: Date = new Date()) => Number(formatDate(now).slice(0, 4));

/** The seasons to choose from, newest first; a season named in the address is always among them. */
export function seasonChoices(shown: number | null, now: Date = new Date()): number[] {
  const current = currentSeason(now);
  const years = Array.from({ length: PAST_SEASONS + 1 }, (_, i) => current - i);
  if (shown !== null && !years.includes(shown)) years.push(shown);
  return years.sort((a, b) => b - a);
}

/** ?season= when it names a year the call accepts, else null (the server's current season). */
export function seasonFrom(params: URLSearchParams): number | null {
  const raw = params.get('season')?.trim() ?? '';
  const year = /^\d{4}$/.test(raw) ? Number(raw) : NaN;
  return year >= 2000 && year <= 2100 ? year : null;
}

import type { Random } from './simulation';

/** The page's random source: the browser's. Page tests replace this module to replay a game. */
export function pageRandom(): Random {
  return Math.random;
}

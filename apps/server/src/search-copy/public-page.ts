import type { Keyword } from '../repositories/search-conditions';
import { encodeCursor } from '../public-api/cursor';
import { copyAnswers, matcherOf } from './conditions';
import type { Snapshot } from './snapshot';

/**
 * GET /v1/cards from the copy, as `searchAnswerFromDatabase` (public-api/handlers.ts) writes it from the
 * database: the first `limit` matches in card id order after the card `afterId` (null: from the first),
 * and a cursor when more follow. Null when the copy cannot answer: a condition it does not test, or a
 * cursor card it does not hold (its place in the database's order is unknown here).
 */
export function publicPageFromCopy(
  s: Snapshot,
  k: Keyword,
  afterId: string | null,
  limit: number,
): string | null {
  if (!copyAnswers(k)) return null;
  const after = afterId === null ? -1 : s.place.get(afterId);
  if (after === undefined) return null;
  // One more than the page, to know whether another follows.
  const page = matcherOf(s, k).collect(after, limit + 1);
  const more = page.length > limit;
  if (more) page.pop();
  const next = more ? JSON.stringify(encodeCursor(s.ids[page[page.length - 1]!]!)) : 'null';
  return `{"data":[${page.map((at) => s.publicJson[at]).join(',')}],"next_cursor":${next}}`;
}

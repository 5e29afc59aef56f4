/**
 * The opaque paging cursor of GET /v1/cards: the last card id of a page, base64url-encoded behind a
 * version tag. Pages are ordered by card id alone, a unique key, so the next page starts strictly after
 * it: no card is repeated or skipped, whatever else changes in the catalogue's sort orders.
 */

const VERSION = 'c1:';

export function encodeCursor(lastId: string): string {
  return Buffer.from(VERSION + lastId, 'utf8').toString('base64url');
}

/** The card id inside a cursor, or null when the text is not a cursor this server made. */
export function decodeCursor(cursor: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith(VERSION)) return null;
  const id = text.slice(VERSION.length);
  return id.length > 0 && id.length <= 64 ? id : null;
}

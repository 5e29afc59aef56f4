import { utcDateKey } from './format';
import { listKeys, readJson, removeKey, writeJson } from './storage';

/**
 * Per-day view deduplication (§2.1): a browser counts one view of a card, trade post, point-mall item or
 * board post per UTC calendar day. Each kind keeps a list of viewed ids under a key holding today's date.
 */
export type ViewKind = 'card' | 'trade_post' | 'pointmall' | 'board';

const PREFIX = 'viewed:';

export function viewListKey(kind: ViewKind, day: string): string {
  return `${PREFIX}${kind}:${day}`;
}

export function hasViewedToday(kind: ViewKind, id: string, now: Date = new Date()): boolean {
  return readIds(viewListKey(kind, utcDateKey(now))).includes(id);
}

/**
 * Sends the view increase for (kind, id) unless this browser already did today. The id is marked before
 * sending so that two quick mounts cannot both count, and unmarked when sending fails so a later visit
 * can try again. Resolves to whether a view was sent.
 */
export async function countViewOncePerDay(
  kind: ViewKind,
  id: string,
  send: () => Promise<unknown>,
  now: Date = new Date(),
): Promise<boolean> {
  const key = viewListKey(kind, utcDateKey(now));
  const ids = readIds(key);
  if (ids.includes(id)) return false;
  writeJson(key, [...ids, id]);
  try {
    await send();
    return true;
  } catch (error) {
    writeJson(
      key,
      readIds(key).filter((viewed) => viewed !== id),
    );
    throw error;
  }
}

/** Deletes the lists of earlier days (run once at start-up, §2.1). */
export function removeOldViewLists(now: Date = new Date()): void {
  const today = utcDateKey(now);
  for (const key of listKeys()) {
    if (key.startsWith(PREFIX) && !key.endsWith(`:${today}`)) removeKey(key);
  }
}

function readIds(key: string): string[] {
  const value = readJson<unknown>(key, []);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

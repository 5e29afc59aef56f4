import { watchlistCalls as calls, type WatchedEntry } from '@carddogam/contract/calls/watchlist';
import { callApi } from '../../../lib/api';

/** The most card ids the server takes in one call. */
const BATCH_MAX = 100;

interface Waiting {
  cardId: string;
  resolve: (rows: WatchedEntry[]) => void;
  reject: (error: unknown) => void;
}

let waiting: Waiting[] = [];

/**
 * A page of search results draws up to 100 stars, each asking for its card's entries: the asks of one
 * render are gathered and sent as one call, and each star gets its own card's rows back.
 */
export function loadWatched(cardId: string): Promise<WatchedEntry[]> {
  return new Promise((resolve, reject) => {
    if (waiting.length === 0) queueMicrotask(flush);
    waiting.push({ cardId, resolve, reject });
  });
}

function flush(): void {
  const batch = waiting;
  waiting = [];
  for (let start = 0; start < batch.length; start += BATCH_MAX) {
    const part = batch.slice(start, start + BATCH_MAX);
    const ids = [...new Set(part.map((w) => w.cardId))];
    callApi(calls.watched, { card_ids: ids }).then(
      ({ rows }) => {
        for (const w of part) w.resolve(rows.filter((row) => row.card_id === w.cardId));
      },
      (error: unknown) => {
        for (const w of part) w.reject(error);
      },
    );
  }
}

import DataLoader from 'dataloader';

/**
 * Reads by key gathered into one statement: the reads asked for while the server handles one batch of
 * incoming requests are answered together, once the event loop has read them all (setImmediate). Under
 * load a card read cost the process more in its round trip to the database than in everything else it
 * did; fifty requests in flight now share a few round trips. Nothing is kept between batches
 * (cache: false), so every read sees the database as it is when its batch runs.
 */
export type GatheredReads<Row> = DataLoader<string, Row | undefined>;

/** The largest batch: a longer id list than this waits for the next statement. */
const MAX_BATCH = 200;

/**
 * `load` gets each asked key once and may answer in any order or leave keys out; every read gets the
 * row whose `keyOf` is its key, or undefined.
 */
export function gatherReads<Row>(
  load: (keys: string[]) => Promise<Row[]>,
  keyOf: (row: Row) => string,
): GatheredReads<Row> {
  return new DataLoader<string, Row | undefined>(
    async (keys) => {
      const rows = await load([...new Set(keys)]);
      const byKey = new Map(rows.map((row) => [keyOf(row), row]));
      return keys.map((key) => byKey.get(key));
    },
    { cache: false, batchScheduleFn: (run) => setImmediate(run), maxBatchSize: MAX_BATCH },
  );
}

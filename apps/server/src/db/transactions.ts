import type { Db, Tx } from './client';

/**
 * SQLSTATEs of a transaction PostgreSQL rolled back because of other transactions, not because of what it
 * does: 40P01 (deadlock detected) and 40001 (serialization failure). Run again, it normally succeeds.
 */
const CONFLICT_CODES = new Set(['40P01', '40001']);

/** Whether a database error is such a conflict. Drizzle may wrap the driver error: look at its cause too. */
export function isTransactionConflict(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return CONFLICT_CODES.has(String(e?.code)) || CONFLICT_CODES.has(String(e?.cause?.code));
}

/**
 * Runs `work` in a transaction, and once more when the database gave up on the first run because of a
 * conflict with another transaction. A second conflict is thrown on; the error handler answers it with a
 * 503 (try again later) rather than a 500. `work` must do nothing outside the database that a rerun would
 * repeat: everything it wrote was rolled back with the first run.
 */
export async function runInTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (!isTransactionConflict(err)) throw err;
    return db.transaction(work);
  }
}

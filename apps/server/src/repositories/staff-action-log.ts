import type { DbOrTx } from '../db/client';
import { staffActionLog } from '../db/schema/index';

/**
 * The staff action log (decision 036): one row per back-office write, written in the write's own
 * transaction so a rolled-back write leaves no entry and a committed one always has its entry.
 */

export interface StaffAction {
  /** A dotted name: 'card_set.update', 'translate.apply', 'card.delete' … */
  action: string;
  targetType: string;
  targetId?: string | number;
  /** The record before the write (null for a creation) and after it (null for a deletion). */
  before?: unknown;
  after?: unknown;
  memo?: string;
}

export async function logStaffAction(db: DbOrTx, userId: string, entry: StaffAction): Promise<void> {
  await logStaffActions(db, userId, [entry]);
}

/** Many entries of one write (a bulk confirm, a sheet import), in inserts of up to 1,000 rows. */
export async function logStaffActions(
  db: DbOrTx,
  userId: string,
  entries: readonly StaffAction[],
): Promise<void> {
  // 1,000 rows an insert keeps the bound parameters well under PostgreSQL's 65,535.
  for (let start = 0; start < entries.length; start += 1000) {
    await db.insert(staffActionLog).values(entries.slice(start, start + 1000).map(toRow(userId)));
  }
}

const toRow = (userId: string) => (e: StaffAction) => ({
  userId,
  action: e.action,
  targetType: e.targetType,
  targetId: e.targetId === undefined ? '' : String(e.targetId),
  before: e.before ?? null,
  after: e.after ?? null,
  memo: e.memo ?? '',
});

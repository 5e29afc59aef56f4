import { VISIT_LOG_RETENTION_DAYS } from '@carddogam/contract/calls/site-dashboard';
import { runInTransaction } from '../db/transactions';
import { deleteRolledUpVisitsBefore, rollUpPendingDays } from '../repositories/visit-rollup';
import type { Services } from './container';

/**
 * Daily job: the finished Seoul days of visited_log become visit_daily and visit_path_daily rows, so the
 * dashboard reads rollups rather than the raw log. Answers the number of days written.
 */
export function rollUpVisits(services: Pick<Services, 'db'>, now = new Date()): Promise<number> {
  return runInTransaction(services.db, (tx) => rollUpPendingDays(tx, now));
}

/**
 * Daily job, after the rollup: raw visits older than the retention period are deleted (the privacy
 * policy states the period); only days already rolled up lose their rows. Answers the rows deleted.
 */
export function removeOldVisits(services: Pick<Services, 'db'>, now = new Date()): Promise<number> {
  return deleteRolledUpVisitsBefore(services.db, now, VISIT_LOG_RETENTION_DAYS);
}

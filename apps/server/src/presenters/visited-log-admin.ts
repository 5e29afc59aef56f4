import type { VisitLogItem } from '@carddogam/contract/calls/site-dashboard';
import type { VisitLogRow } from '../repositories/visited-log-admin';

/** A visitor log row as the back office sees it: the member's nickname beside the id. */
export function presentVisit(row: VisitLogRow): VisitLogItem {
  return {
    id: row.id,
    path: row.path,
    ip: row.ip,
    user_id: row.userId,
    nickname: row.nickname,
    created: row.created.toISOString(),
  };
}

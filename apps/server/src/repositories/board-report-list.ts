import { sql } from 'drizzle-orm';
import type { BoardReportItem } from '@carddogam/contract/calls/board-admin';
import { queryRows, type DbOrTx } from '../db/client';
import { seoulDateTime } from '../db/seoul-time';

/** A post's or a comment's 신고, as moderators read them before deciding on a blind (decision 026). */
export function listReports(
  db: DbOrTx,
  target: { kind: 'post' | 'comment'; id: number },
): Promise<BoardReportItem[]> {
  const subject =
    target.kind === 'post'
      ? sql`r.post_id = ${target.id} and r.comment_id is null`
      : sql`r.comment_id = ${target.id}`;
  // A reporter whose account is gone still counted: their id stands in for the nickname.
  return queryRows<BoardReportItem>(
    db,
    sql`select r.id, r.reason, r.detail, r.weight::int as weight,
        coalesce(u.nickname, r.user_id) as reporter, ${seoulDateTime(sql`r.created`)} as created
      from board_report r left join users u on u.user_id = r.user_id
      where ${subject}
      order by r.id desc
      limit 200`,
  );
}

import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { seoulDayOf, seoulDayStart, seoulToday } from '../db/seoul-time';

/**
 * The daily rollup of visited_log into visit_daily and visit_path_daily (decision 037), and the removal
 * of raw rows past the retention period. Days are Seoul calendar days; `now` is passed in so that tests
 * can move the clock.
 */


/** A path as the rollup keeps it: without its query string or fragment. */
export const barePath = (path: SQL): SQL => sql`split_part(split_part(${path}, '?', 1), '#', 1)`;

/**
 * The finished days that have visits but no visit_daily row yet. The range starts at the oldest raw row
 * (read from visited_log_created_idx), and each day's rows are then read by a range of that index, so no
 * statement walks the whole log.
 */
function pendingDays(now: Date): SQL {
  return sql`select d::date as day
    from generate_series(
      (select ${seoulDayOf(sql`min(created)`)} from visited_log)::timestamp,
      (${seoulToday(now)} - 1)::timestamp,
      interval '1 day') as d
    where not exists (select 1 from visit_daily v where v.day = d::date)`;
}

const rowsOfDay = sql`visited_log l on l.created >= ${seoulDayStart(sql`p.day`)}
  and l.created < ${seoulDayStart(sql`p.day + 1`)}`;

/** Advisory lock class of the rollup ('VDAY'), so that two processes run it one after the other. */
const ROLLUP_LOCK = 0x56444159;

/**
 * Writes the rollup rows of every pending day, path rows first: a visit_daily row is what marks a day
 * done, so it is written last, in the same transaction. Each statement is an upsert, so a second run (or
 * a second process after the lock) writes the same figures again rather than adding to them. Answers the
 * number of days written.
 */
export async function rollUpPendingDays(tx: Tx, now: Date): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK}::int)`);
  await tx.execute(sql`insert into visit_path_daily (day, path, views)
    select p.day, ${barePath(sql`l.path`)}, count(*)::int
    from (${pendingDays(now)}) p join ${rowsOfDay}
    group by 1, 2
    on conflict (day, path) do update set views = excluded.views`);
  const written = await queryRows<{ day: string }>(
    tx,
    sql`insert into visit_daily (day, page_views, members, ips)
      select p.day, count(*)::int, count(distinct l.user_id)::int, count(distinct l.ip)::int
      from (${pendingDays(now)}) p join ${rowsOfDay}
      group by p.day
      on conflict (day) do update set page_views = excluded.page_views, members = excluded.members,
        ips = excluded.ips
      returning day`,
  );
  return written.length;
}

/**
 * Deletes raw rows of the days before `keepFrom` days ago (Seoul) whose day is already in visit_daily: a
 * day the rollup has not written yet keeps its rows until it has. Answers the number of rows deleted.
 */
export async function deleteRolledUpVisitsBefore(db: DbOrTx, now: Date, keepDays: number): Promise<number> {
  const [row] = await queryRows<{ deleted: number }>(
    db,
    sql`with gone as (
        delete from visited_log l
        where l.created < ${seoulDayStart(sql`${seoulToday(now)} - ${keepDays}::int`)}
          and exists (select 1 from visit_daily v where v.day = ${seoulDayOf(sql`l.created`)})
        returning 1)
      select count(*)::int as deleted from gone`,
  );
  return row?.deleted ?? 0;
}

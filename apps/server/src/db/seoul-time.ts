import { sql, type SQL } from 'drizzle-orm';
import { DATE_TIME_SQL_PATTERN, SEOUL_TIME_ZONE } from '@carddogam/contract/dates';

/**
 * A timestamp written as the date-time the product shows (packages/contract/src/dates.ts): Korean time,
 * 'YYYY-MM-DD HH:mm'. Every answer that formats a time in SQL uses this, so no screen gets another style.
 */
export function seoulDateTime(column: SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${sql.raw(`'${SEOUL_TIME_ZONE}'`)}, ${sql.raw(`'${DATE_TIME_SQL_PATTERN}'`)})`;
}

/**
 * The same Korean wall time to the second ('YYYY-MM-DD HH:mm:ss'), for clocks that count (the round
 * timer); screens still show it through the one date-time format.
 */
export function seoulDateTimeSeconds(column: SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${sql.raw(`'${SEOUL_TIME_ZONE}'`)}, ${sql.raw(`'${DATE_TIME_SQL_PATTERN}:SS'`)})`;
}

const SEOUL = sql.raw(`'${SEOUL_TIME_ZONE}'`);

/**
 * The instant a Seoul calendar day begins; `day` is a 'YYYY-MM-DD' string or a date expression. Filters
 * by day compare `created >= seoulDayStart(from)` and `created < seoulDayStart(to) + interval '1 day'`,
 * so they use the column's index.
 */
export function seoulDayStart(day: SQL | string): SQL {
  const date = typeof day === 'string' ? sql`${day}::date` : day;
  return sql`((${date})::timestamp at time zone ${SEOUL})`;
}

/** The Seoul calendar day of an instant (a timestamptz expression). */
export function seoulDayOf(instant: SQL): SQL {
  return sql`((${instant}) at time zone ${SEOUL})::date`;
}

/** The Seoul calendar day at `now` (passed in so that tests can move the clock). */
export function seoulToday(now: Date): SQL {
  return seoulDayOf(sql`${now.toISOString()}::timestamptz`);
}

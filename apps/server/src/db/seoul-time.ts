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

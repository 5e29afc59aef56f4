import { sql, type SQL } from 'drizzle-orm';

/**
 * A list as one array parameter, typed: `x = any(${arrayParam(ids, 'int')})`. The statement's text does
 * not change with the list's length (prepared statements stay few), and no value is quoted by hand.
 */
export function arrayParam(values: readonly (string | number)[], type: 'text' | 'int' | 'date'): SQL {
  return sql`${sql.param([...values])}::${sql.raw(type)}[]`;
}

import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * How many different statement texts a process names. Each named statement stays prepared, with its plan
 * (about 0.4 MB for a search), on every pooled connection that ran it, so the number is bounded: a
 * search's text depends only on which filters and sort it uses (values are parameters), the common ones
 * come first, and any further shape runs unnamed.
 */
const MAX_NAMED_STATEMENTS = 32;

const names = new Map<string, string>();
const dialect = new PgDialect();

function statementName(prefix: string, text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  names.set(text, name);
  return name;
}

/**
 * Runs a raw statement as a named prepared statement on PostgreSQL, so that a connection parses and plans
 * it once: planning a search cost more than running it (decision 031). Pass `Database.genericPlans`,
 * whose connections keep one generic plan per statement, and write the statement to be planned well
 * without its values. PGlite runs it unnamed, as every other query.
 */
export async function queryRowsPrepared<T>(db: DbOrTx, prefix: string, query: SQL): Promise<T[]> {
  const compiled = dialect.sqlToQuery(query);
  const name = statementName(prefix, compiled.sql);
  const prepared = db._.session.prepareQuery(compiled, undefined, name, false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

/**
 * queryRowsPrepared for a statement that must run in the caller's transaction, on a connection of the
 * ordinary pool, with the generic plan. Left to choose (plan_cache_mode = auto), PostgreSQL kept planning
 * the watchlist's alert statement anew on every write. The setting is changed for this statement only:
 * it would also apply to the transaction's later statements, prepared or not.
 */
export async function queryRowsGenericInTx<T>(tx: DbOrTx, prefix: string, query: SQL): Promise<T[]> {
  await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
  try {
    return await queryRowsPrepared<T>(tx, prefix, query);
  } finally {
    await tx.execute(sql`set local plan_cache_mode = auto`);
  }
}

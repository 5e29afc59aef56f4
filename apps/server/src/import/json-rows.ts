import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';

/**
 * Multi-row inserts that send their rows as one JSON parameter (`json_populate_recordset`) instead of one
 * bound parameter per value. Building a 500-row insert through the query builder and binding its ~15,000
 * parameters cost more than the database spent on the rows themselves; one JSON text per chunk does not.
 */

/** Rows per statement: keeps one parameter to a few megabytes even for English cards with their dump. */
const CHUNK = 1000;

export interface JsonInsertOptions {
  /** `on conflict (target) do update set …`; without it a conflicting row is an error. */
  onConflict?: { target: string; set: Record<string, SQL> };
}

/**
 * Inserts rows given by their schema keys (as for `tx.insert(table).values(rows)`). Every row must name the
 * same keys: a key a row leaves out would be written as null, not as the column default.
 */
export async function insertJsonRows(
  tx: Tx,
  table: PgTable,
  rows: ReadonlyArray<Record<string, unknown>>,
  options: JsonInsertOptions = {},
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!).filter((key) => key in columns && rows[0]![key] !== undefined);
  for (const row of rows) {
    if (Object.keys(row).filter((key) => key in columns && row[key] !== undefined).length !== keys.length) {
      throw new Error(`${getTableName(table)}: rows of one insert must name the same columns`);
    }
  }
  const names = keys.map((key) => sql.identifier(columns[key]!.name));
  const tableName = sql.identifier(getTableName(table));
  const conflict = options.onConflict
    ? sql` on conflict (${sql.identifier(columns[options.onConflict.target]!.name)}) do update set ${sql.join(
        Object.entries(options.onConflict.set).map(
          ([key, value]) => sql`${sql.identifier(columns[key]!.name)} = ${value}`,
        ),
        sql`, `,
      )}`
    : sql``;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((row) => jsonRow(row, keys, columns));
    await tx.execute(sql`
      insert into ${tableName} (${sql.join(names, sql`, `)})
      select ${sql.join(names, sql`, `)}
      from json_populate_recordset(null::${tableName}, ${JSON.stringify(chunk)}::json)${conflict}`);
  }
}

/** The row keyed by column name, as json_populate_recordset reads it. */
function jsonRow(
  row: Record<string, unknown>,
  keys: string[],
  columns: ReturnType<typeof getTableColumns>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) out[columns[key]!.name] = row[key];
  return out;
}

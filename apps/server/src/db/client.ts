import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /**
   * The same database, for prepared statements written so that one plan serves all their values
   * (db/prepared.ts). On PostgreSQL these are connections of their own, on which such statements always
   * get the generic plan: left to choose, PostgreSQL plans a selective search anew on every run.
   */
  genericPlans: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface OpenOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  url?: string;
  /** Folder of the embedded database; undefined keeps it in memory (tests). */
  pgliteDir?: string;
  /** Start from a PGlite data-dir dump (a migrated template), for fast test databases. */
  pgliteTemplate?: Blob;
  poolSize?: number;
}

/** Opens PostgreSQL when a URL is given, PGlite otherwise. Both speak the same SQL and migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const openPool = (settings?: string) => {
      const pool = new pg.Pool({
        connectionString: options.url,
        max: options.poolSize ?? 20,
        options: settings,
      });
      pool.on('error', (err) => console.error('PostgreSQL pool error', err));
      return pool;
    };
    const pool = openPool();
    const genericPool = openPool('-c plan_cache_mode=force_generic_plan');
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      genericPlans: drizzlePg({ client: genericPool, schema }) as unknown as Db,
      kind: 'postgres',
      close: async () => {
        await Promise.all([pool.end(), genericPool.end()]);
      },
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.pgliteDir,
    extensions: { pg_trgm },
    loadDataDir: options.pgliteTemplate,
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  // PGlite keeps no statement prepared, so there is no plan to share: every statement is planned anew.
  return { db, genericPlans: db, kind: 'pglite', close: () => client.close() };
}

/** Applies every committed migration (idempotent). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/** Runs raw SQL and returns its rows, whichever driver is underneath. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export { sql };

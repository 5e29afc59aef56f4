import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, migrateDatabase, type Database } from '../../src/db/client';

/**
 * Fresh, migrated databases for tests. Embedded PGlite by default (each one cloned from a migrated
 * template, which is much faster than migrating again); a throwaway database on the server named by
 * TEST_DATABASE_URL when it is set (the CI runs the suite both ways).
 */
let template: Promise<Blob> | undefined;

async function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const database = await openDatabase({});
    await migrateDatabase(database);
    const client = (database.db as unknown as { $client: { dumpDataDir(c?: string): Promise<Blob> } })
      .$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    return dump;
  })();
  return template;
}

export interface TestDatabase extends Database {
  /** Drops the throwaway database (PostgreSQL) or frees memory (PGlite). */
  destroy(): Promise<void>;
  /**
   * Another handle on the same database, as a second server process has: a connection pool of its own on
   * PostgreSQL, the same instance on PGlite (an embedded database belongs to one process). Closing it
   * leaves the database and the first handle open.
   */
  openAnother(): Promise<Database>;
}

export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

export interface TestDatabaseOptions {
  /** PostgreSQL connections (5 by default); the concurrency tests take a few more to run writes at once. */
  poolSize?: number;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ pgliteTemplate: await pgliteTemplate() });
    return {
      ...database,
      destroy: () => database.close(),
      openAnother: async () => ({ ...database, close: async () => {} }),
    };
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const poolSize = options.poolSize ?? 5;
  const database = await openDatabase({ url: url.toString(), poolSize });
  await migrateDatabase(database);
  return {
    ...database,
    openAnother: () => openDatabase({ url: url.toString(), poolSize }),
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, migrateDatabase, MIGRATIONS_FOLDER, type Database } from '../../src/db/client';

/**
 * Fresh, migrated databases for tests. Embedded PGlite by default (each one cloned from a migrated
 * template, which is much faster than migrating again); a throwaway database on the server named by
 * TEST_DATABASE_URL when it is set (the CI runs the suite both ways), cloned from a migrated template
 * database there too.
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

/**
 * The migrated template on PostgreSQL, named after the migrations it holds, so a run reuses the template an
 * earlier run left and a changed migration makes a new one. Cloning it (CREATE DATABASE … TEMPLATE) takes
 * a third of the time migrating a new database does.
 */
let postgresTemplate: Promise<string> | undefined;

function migrationsDigest(): string {
  const hash = createHash('sha256');
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(MIGRATIONS_FOLDER.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

async function postgresTemplateName(adminUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `test_template_${migrationsDigest()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      // Test workers start side by side: the first to take the lock builds the template, the others wait.
      await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_${randomBytes(4).toString('hex')}`;
        await admin.query(`CREATE DATABASE ${building}`);
        const database = await openDatabase({ url: databaseUrl(adminUrl, building), poolSize: 1 });
        await migrateDatabase(database);
        await database.close();
        // Renamed only when complete, so an interrupted build never passes for a template.
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
    } finally {
      await admin.end();
    }
    return name;
  })();
  return postgresTemplate;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
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
  const template = await postgresTemplateName(adminUrl);
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = databaseUrl(adminUrl, name);
  const poolSize = options.poolSize ?? 5;
  const database = await openDatabase({ url, poolSize });
  const others: (() => Promise<void>)[] = [];
  return {
    ...database,
    async openAnother() {
      const another = await openDatabase({ url, poolSize });
      let closed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        await another.close();
      };
      others.push(close);
      return { ...another, close };
    },
    async destroy() {
      // Handles a test left open are closed first: DROP … WITH (FORCE) would cut their connections, and
      // their pools would report it as an error.
      await Promise.all(others.map((close) => close()));
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // A pool's end() resolves once its connections are told to close, not once they have: wait for
      // their backends to go (up to 5 s), so that the drop below cuts none of them.
      for (let waited = 0; waited < 5000; waited += 20) {
        const { rows } = await cleanup.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase, openDatabase, type Database } from '../../apps/server/src/db/client';

/** Throwaway databases for benchmarks: a fresh PGlite folder, and a fresh database on PostgreSQL. */

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase extends Database {
  label: string;
  destroy(): Promise<void>;
}

export async function freshPglite(): Promise<BenchDatabase> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const database = await openDatabase({ pgliteDir: dir });
  await migrateDatabase(database);
  return {
    ...database,
    label: 'PGlite',
    async destroy() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function postgresAnswers(url = POSTGRES_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export async function freshPostgres(poolSize = 20, url = POSTGRES_URL): Promise<BenchDatabase> {
  const name = `bench_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.toString(), poolSize });
  await migrateDatabase(database);
  return {
    ...database,
    label: 'PostgreSQL',
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

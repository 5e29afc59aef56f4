import { sql } from 'drizzle-orm';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client';
import { importCatalogue } from '../../apps/server/src/import/run-import';
import { resolveSource } from '../../apps/server/src/import/sources';
import { POSTGRES_URL } from './databases';

/**
 * Databases holding the full card catalogue for the speed benchmarks. They are kept between runs
 * (PostgreSQL database carddogam_bench, PGlite folder data/bench-pglite) and refreshed by the importer,
 * which writes nothing when the catalogue is unchanged.
 */
export const BENCH_PGLITE_DIR = path.resolve('data/bench-pglite');
export const BENCH_DB_NAME = 'carddogam_bench';

export function benchPostgresUrl(): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${BENCH_DB_NAME}`;
  return url.toString();
}

async function ensurePostgresDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB_NAME]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${BENCH_DB_NAME}`);
  await admin.end();
}

export async function prepareCatalogue(kind: 'postgres' | 'pglite'): Promise<void> {
  if (kind === 'postgres') await ensurePostgresDatabase();
  const database = await openDatabase(
    kind === 'postgres' ? { url: benchPostgresUrl(), poolSize: 4 } : { pgliteDir: BENCH_PGLITE_DIR },
  );
  try {
    await migrateDatabase(database);
    const source = await resolveSource({
      cardDataDir: process.env.CARD_DATA_DIR,
      dataDir: 'data',
      allowDownload: false,
    });
    const summary = await importCatalogue(database.db, source);
    console.log(
      `${kind}: catalogue ready (${summary.editions.en.read} en cards, ${summary.seconds.toFixed(1)} s)`,
    );
    if (kind === 'postgres') await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

/** The bench catalogue's English card ids in a shuffled order (the same order every run). */
export async function englishCardIds(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      'select id from card_en where deleted_at is null order by md5(id)',
    );
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

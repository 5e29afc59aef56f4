import path from 'node:path';
import type { Env } from '../env';
import { migrateDatabase, openDatabase, type Database } from './client';

/**
 * The database the configuration names (DATABASE_URL, or PGlite in DATA_DIR/db), with every migration
 * applied: what the server and each command-line tool start from.
 */
export async function openConfiguredDatabase(env: Env): Promise<Database> {
  const database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: path.join(env.dataDir, 'db'),
    poolSize: env.DATABASE_POOL_SIZE,
  });
  try {
    await migrateDatabase(database);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

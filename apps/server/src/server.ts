import path from 'node:path';
import { loadEnv } from './env';
import { openDatabase, migrateDatabase } from './db/client';
import { createServices } from './services/container';
import { buildApp } from './app';
import { ensureCatalogue } from './import/run-import';
import { ensureBoards } from './services/board-seed';

/** Starts the server: database (PostgreSQL or embedded PGlite), migrations, first import, HTTP. */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: path.join(env.dataDir, 'db'),
    poolSize: env.DATABASE_POOL_SIZE,
  });
  await migrateDatabase(database);
  await ensureBoards(database.db);
  const services = createServices(database, env);
  const { app } = await buildApp({ services, serveStatic: env.NODE_ENV === 'production' });

  if (env.AUTO_IMPORT) {
    await ensureCatalogue(database.db, {
      dataDir: env.dataDir,
      cardDataDir: env.CARD_DATA_DIR,
      log: app.log,
    });
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

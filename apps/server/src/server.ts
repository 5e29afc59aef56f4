import { loadEnv } from './env';
import { openConfiguredDatabase } from './db/open-configured';
import { createServices } from './services/container';
import { buildApp } from './app';
import { ensureCatalogue } from './import/run-import';
import { mirrorImagesFromEnv, mirrorSummaryLines } from './import/images/run-from-env';
import { ensureBoards } from './services/board-seed';
import { startDailyJobs } from './services/daily-jobs';

/** Starts the server: database (PostgreSQL or embedded PGlite), migrations, first import, HTTP. */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openConfiguredDatabase(env);
  await ensureBoards(database.db);
  const services = createServices(database, env);
  const { app } = await buildApp({ services, serveStatic: env.NODE_ENV === 'production' });

  if (env.AUTO_IMPORT) {
    const imported = await ensureCatalogue(database.db, {
      dataDir: env.dataDir,
      cardDataDir: env.CARD_DATA_DIR,
      log: app.log,
    });
    // Like the first import, the first copy of the card pictures is made before the site opens.
    if (imported && env.CARD_IMAGE_MIRROR) {
      app.log.info(mirrorSummaryLines(await mirrorImagesFromEnv(database.db, env)).join('\n'));
    }
  }

  const stopDailyJobs = startDailyJobs(services, app.log);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    stopDailyJobs();
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

import { buildApp } from '../../apps/server/src/app';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client';
import { loadEnv } from '../../apps/server/src/env';
import { createServices } from '../../apps/server/src/services/container';

/**
 * The API server as benchmarks run it, in its own process so that the load generator does not share its
 * event loop: production mode, no request logs, and a bare JSON route as the baseline of the same run.
 *   BENCH_PORT=3200 DATABASE_URL=... (or BENCH_PGLITE_DIR=...) tsx bench/lib/serve.ts
 * BENCH_SERVE_WEB=1 serves the built web app too (bench/lighthouse.ts).
 */
const env = loadEnv({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error' });
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  pgliteDir: process.env.BENCH_PGLITE_DIR,
  poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 20),
});
await migrateDatabase(database);
const services = createServices(database, env);
const { app } = await buildApp({
  services,
  logger: false,
  serveStatic: process.env.BENCH_SERVE_WEB === '1',
});
app.post('/bench/bare', async () => ({ ok: true, items: [1, 2, 3] }));
// A running server reads its search copy on the first search (decision 043), a second or two; the
// benchmarks measure it afterwards, as every later search meets it.
await services.searchCopy.refresh();
await app.listen({ port: Number(process.env.BENCH_PORT ?? 3200), host: '127.0.0.1' });
process.send?.('ready');
// Asked by the load generator: how busy the event loop and the process have been since start.
process.on('message', (message) => {
  if (message === 'stats')
    process.send?.({ elu: performance.eventLoopUtilization(), cpu: process.cpuUsage() });
});
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);

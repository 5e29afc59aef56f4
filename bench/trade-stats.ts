import Table from 'cli-table3';
import { openDatabase } from '../apps/server/src/db/client';
import { BENCH_PGLITE_DIR, benchPostgresUrl, prepareCatalogue } from './lib/catalogue-db';
import { postgresAnswers } from './lib/databases';
import { load, startServer, type LoadResult } from './lib/load';
import { ensureTradeData, pickTradeCards } from './lib/trade-data';

/**
 * Issue 6 speed: the whole statistics section of one card (summaries, the chart of every period and the
 * recent posts: /api/card/detail/trade/stats) over 1,000,000 price records on 20,000 cards, next to a bare
 * Fastify JSON route in the same run; with the statistics cache and without it (ANSWER_CACHE=0).
 * PGlite (the embedded default) with --pglite, or alone with --pglite-only.
 *   npx tsx bench/trade-stats.ts [--seconds 10] [--connections 20] [--pglite | --pglite-only]
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const opts = { seconds: Number(arg('seconds', '10')), connections: Number(arg('connections', '20')) };

/** Fills the bench database with the price records and measures the hottest, median and cold card on it. */
async function measureOn(
  label: string,
  open: () => ReturnType<typeof openDatabase>,
  serverEnv: Record<string, string>,
): Promise<LoadResult[]> {
  const database = await open();
  await ensureTradeData(database.db);
  const cards = await pickTradeCards(database.db);
  await database.close();
  const rows: LoadResult[] = [];
  for (const [mode, env] of [
    ['cached', {}],
    ['uncached', { ANSWER_CACHE: '0' }],
  ] as const) {
    const server = await startServer({ ...serverEnv, ...env });
    try {
      rows.push(
        await load(server.url, `${label} ${mode}: bare Fastify JSON (baseline)`, '/bench/bare', {}, opts),
      );
      for (const card of cards) {
        const params = { card_id: card.card_id, card_nation: 'kr' };
        const name = `${label} ${mode}: stats of the ${card.label} (${card.n} kr trades)`;
        rows.push(await load(server.url, name, '/api/card/detail/trade/stats', params, opts));
      }
    } finally {
      await server.stop();
    }
  }
  return rows;
}

const rows: LoadResult[] = [];
if (!process.argv.includes('--pglite-only')) {
  if (!(await postgresAnswers())) throw new Error('PostgreSQL does not answer on 127.0.0.1:5432');
  await prepareCatalogue('postgres');
  rows.push(
    ...(await measureOn('PostgreSQL', () => openDatabase({ url: benchPostgresUrl(), poolSize: 2 }), {
      DATABASE_URL: benchPostgresUrl(),
      DATABASE_POOL_SIZE: '20',
    })),
  );
}
if (process.argv.includes('--pglite') || process.argv.includes('--pglite-only')) {
  await prepareCatalogue('pglite');
  rows.push(
    ...(await measureOn('PGlite', () => openDatabase({ pgliteDir: BENCH_PGLITE_DIR }), { BENCH_PGLITE_DIR })),
  );
}
const table = new Table({ head: ['case', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'] });
for (const r of rows) table.push([r.name, r.rps, r.p50, r.p99, r.errors, r.non2xx]);
console.log(`${opts.connections} connections, ${opts.seconds} s per case`);
console.log(table.toString());

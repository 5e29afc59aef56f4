import autocannon from 'autocannon';
import Table from 'cli-table3';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/server/src/db/client';
import { rebuildRankStats } from '../apps/server/src/repositories/rank-stats';
import { BENCH_PGLITE_DIR, benchPostgresUrl, prepareCatalogue } from './lib/catalogue-db';
import { postgresAnswers } from './lib/databases';
import { startServer } from './lib/load';
import { pacedLoad } from './lib/paced';
import { ensureTradeData } from './lib/trade-data';

/**
 * Issue 24 speed: what the server-rendered head of the record pages adds to a card page's HTML. In one
 * run over the real catalogue with trade prices, at 50 connections: GET / (index.html from memory, the
 * baseline), one card page again and again (its preview cached), and card pages spread over 20,000 cards
 * (nearly every request a cache miss: the card's query and the tags). Target: ≤ 2 ms p99 added.
 * Each case runs twice: saturated (every connection sends its next request at once, so p99 is mostly
 * queueing and follows throughput) and paced at --rate requests per second at even intervals (p99 is then
 * what one request costs, the latency a visitor feels; lib/paced.ts). Needs the web build (apps/web/dist). Server rendering is off here
 * (WEB_SSR_DIR=off): this measures the head alone; bench/server-render.ts measures a guest's whole page.
 *   npx tsx bench/page-head.ts [--seconds 10] [--connections 50] [--rate 300] [--pglite]
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const opts = {
  seconds: Number(arg('seconds', '10')),
  connections: Number(arg('connections', '50')),
  /** Requests per second of the paced cases: a busy day's traffic, well below what the two cores serve. */
  rate: Number(arg('rate', '300')),
};

const usePostgres = !process.argv.includes('--pglite') && (await postgresAnswers());
await prepareCatalogue(usePostgres ? 'postgres' : 'pglite');
const database = await openDatabase(
  usePostgres ? { url: benchPostgresUrl(), poolSize: 2 } : { pgliteDir: BENCH_PGLITE_DIR },
);
await ensureTradeData(database.db);
const [ranked] = await queryRows<{ n: number }>(
  database.db,
  sql`select count(*)::int as n from card_rank_stats where price_count > 0`,
);
if (!ranked!.n) await rebuildRankStats(database.db);
// The card with the most trades (the heaviest price figures), and the ids the spread case walks.
const [hottest] = await queryRows<{ card_id: string }>(
  database.db,
  sql`select card_id from card_rank_stats order by price_count desc limit 1`,
);
const spread = (
  await queryRows<{ id: string }>(database.db, sql`select id from card_en order by random() limit 20000`)
).map((r) => r.id);
await database.close();

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** One case, saturated or paced at opts.rate requests per second at even intervals (lib/paced.ts). */
async function measure(url: string, name: string, path: () => string, paced: boolean): Promise<Row> {
  // The warm-up run (both kinds) covers JIT, the connection pool and, for the repeated card, its preview.
  if (paced) return pacedLoad(url, name, () => ({ method: 'GET', path: path() }), opts);
  const run = (duration: number) =>
    autocannon({
      url,
      connections: opts.connections,
      duration,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) }],
    });
  await run(2);
  const result = await run(opts.seconds);
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const server = await startServer({
  BENCH_SERVE_WEB: '1',
  WEB_SSR_DIR: 'off',
  ...(usePostgres ? { DATABASE_URL: benchPostgresUrl(), DATABASE_POOL_SIZE: '20' } : { BENCH_PGLITE_DIR }),
});
const rows: Row[][] = [];
try {
  let next = 0;
  const cases: Array<[name: string, path: () => string]> = [
    ['GET / (static index.html, baseline)', () => '/'],
    [
      `GET /card/detail?id=${hottest!.card_id} (cached head)`,
      () => `/card/detail?id=${encodeURIComponent(hottest!.card_id)}`,
    ],
    [
      `GET /card/detail over ${spread.length} cards (head built)`,
      () => {
        next = (next + 1) % spread.length;
        return `/card/detail?id=${encodeURIComponent(spread[next]!)}`;
      },
    ],
  ];
  for (const paced of [false, true]) {
    const group: Row[] = [];
    for (const [name, path] of cases) group.push(await measure(server.url, name, path, paced));
    rows.push(group);
  }
} finally {
  await server.stop();
}

const table = new Table({ head: ['case', 'req/s', 'p50 ms', 'p99 ms', 'p99 added ms', 'errors', 'non-2xx'] });
for (const [i, group] of rows.entries()) {
  table.push([{ colSpan: 7, content: i === 0 ? 'saturated' : `paced at ${opts.rate} req/s` }]);
  const baseline = group[0]!;
  for (const r of group)
    table.push([
      r.name,
      r.rps,
      r.p50,
      r.p99,
      Math.round((r.p99 - baseline.p99) * 10) / 10,
      r.errors,
      r.non2xx,
    ]);
}
console.log(
  `${usePostgres ? 'PostgreSQL' : 'PGlite'}, ${opts.connections} connections, ${opts.seconds} s per case`,
);
console.log(table.toString());

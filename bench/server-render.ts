import autocannon from 'autocannon';
import Table from 'cli-table3';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/server/src/db/client';
import { BENCH_PGLITE_DIR, benchPostgresUrl, prepareCatalogue } from './lib/catalogue-db';
import { postgresAnswers } from './lib/databases';
import { startServer } from './lib/load';
import { ensureTradeData } from './lib/trade-data';

/**
 * What a server-rendered first page (decision 041) costs the server, over the real catalogue with trade
 * prices, in one run beside its baseline: the same page as the member's empty shell (cookie set, no
 * render). Cases: the card page of one card again and again (rendered once, then from the 30 s cache), card
 * pages spread over 5,000 cards and card searches over 600 different texts (nearly every request a fresh
 * render: what most visits from search engines and shared links meet), and the front page. Paced at --rate
 * requests per second so p99 is what one page costs, and saturated for what the two cores can serve.
 * Needs both web builds (`npm -w apps/web run build`).
 *   npx tsx bench/server-render.ts [--seconds 10] [--connections 10] [--rate 20] [--pglite]
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const opts = {
  seconds: Number(arg('seconds', '10')),
  connections: Number(arg('connections', '10')),
  rate: Number(arg('rate', '20')),
};
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131 Mobile Safari/537.36';

const usePostgres = !process.argv.includes('--pglite') && (await postgresAnswers());
await prepareCatalogue(usePostgres ? 'postgres' : 'pglite');
const database = await openDatabase(
  usePostgres ? { url: benchPostgresUrl(), poolSize: 2 } : { pgliteDir: BENCH_PGLITE_DIR },
);
await ensureTradeData(database.db);
const cards = (
  await queryRows<{ id: string }>(database.db, sql`select id from card_en order by random() limit 5000`)
).map((r) => r.id);
// Texts people type: the first syllables of Korean names and the start of English ones.
const texts = (
  await queryRows<{ text: string }>(
    database.db,
    sql`select distinct t.text from (
          select left(name, 2) as text from card_kr union all select left(name, 4) from card_en
        ) t where length(t.text) >= 2 limit 600`,
  )
).map((r) => r.text);
await database.close();

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(
  url: string,
  name: string,
  path: () => string,
  headers: Record<string, string>,
  paced: boolean,
): Promise<Row> {
  const run = (duration: number) =>
    autocannon({
      url,
      connections: opts.connections,
      duration,
      headers: { 'user-agent': PHONE, ...headers },
      ...(paced ? { overallRate: opts.rate } : {}),
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) }],
    });
  await run(2); // warm-up: JIT, the connection pool, the server bundle's chunks
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

const walk = <T>(list: T[]) => {
  let next = 0;
  return () => list[(next = (next + 1) % list.length)]!;
};
const cardPath = walk(cards.map((id) => `/card/detail?id=${encodeURIComponent(id)}`));
const searchPath = walk(texts.map((text) => `/card/list?text=${encodeURIComponent(text)}`));
const member = { cookie: 'sid=not-a-session' };

const server = await startServer({
  NODE_ENV: 'production',
  BENCH_SERVE_WEB: '1',
  ...(usePostgres ? { DATABASE_URL: benchPostgresUrl(), DATABASE_POOL_SIZE: '20' } : { BENCH_PGLITE_DIR }),
});
const rows: Row[][] = [];
try {
  const cases: Array<[string, () => string, Record<string, string>]> = [
    ['card pages, member shell (baseline)', cardPath, member],
    ['one card page, rendered (cached)', () => `/card/detail?id=${encodeURIComponent(cards[0]!)}`, {}],
    [`card pages over ${cards.length} cards, rendered`, cardPath, {}],
    [`card searches over ${texts.length} texts, rendered`, searchPath, {}],
    ['front page, rendered (cached)', () => '/', {}],
  ];
  for (const paced of [true, false]) {
    const group: Row[] = [];
    for (const [name, path, headers] of cases)
      group.push(await measure(server.url, name, path, headers, paced));
    rows.push(group);
  }
} finally {
  await server.stop();
}

const table = new Table({ head: ['case', 'req/s', 'p50 ms', 'p99 ms', 'p99 added ms', 'errors', 'non-2xx'] });
for (const [i, group] of rows.entries()) {
  table.push([{ colSpan: 7, content: i === 0 ? `paced at ${opts.rate} req/s` : 'saturated' }]);
  const baseline = group[0]!;
  for (const r of group) table.push([r.name, r.rps, r.p50, r.p99, r.p99 - baseline.p99, r.errors, r.non2xx]);
}
console.log(
  `${usePostgres ? 'PostgreSQL' : 'PGlite'}, ${opts.connections} connections, ${opts.seconds} s per case`,
);
console.log(table.toString());

import autocannon from 'autocannon';
import Table from 'cli-table3';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, migrateDatabase, queryRows } from '../apps/server/src/db/client';
import { monthGroupsQuery } from '../apps/server/src/repositories/deck-ranks';
import { POSTGRES_URL, postgresAnswers } from './lib/databases';
import { DAYS, EVENTS, FIRST_DAY, PER_EVENT, seedDeckRankData } from './lib/deck-rank-data';
import { load, startServer, type LoadResult } from './lib/load';

/**
 * Deck-rank speed (issue 20) on PostgreSQL with 5,000 events and 200,000 standings with decklists: the
 * deck rank list for periods that differ on every request (nothing can be answered from a cache), with
 * and without a division, beside a bare Fastify JSON route of the same run. The database is a throwaway
 * one, dropped at the end.
 *   npx tsx bench/deck-ranks.ts [--seconds 10] [--connections 20]
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const opts = { seconds: Number(arg('seconds', '10')), connections: Number(arg('connections', '20')) };

if (!(await postgresAnswers())) {
  console.error('The deck-rank benchmark needs PostgreSQL (BENCH_DATABASE_URL or 127.0.0.1:5432).');
  process.exit(1);
}
const name = `bench_deck_ranks_${Date.now()}`;
const admin = async (query: string) => {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(query);
  await client.end();
};
const url = new URL(POSTGRES_URL);
url.pathname = `/${name}`;
await admin(`create database ${name}`);

const DIVISIONS = ['Master', 'Senior', 'Junior', 'All ages'];
const day = (offset: number) => {
  const d = new Date(`${FIRST_DAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
/**
 * The n-th period of a run, `days` long at most: the start walks the first P days with a stride prime to
 * P and the length moves on by a day each time the starts wrap around, so no two requests of a case (up
 * to P × lengths of them) ask the same thing.
 */
function period(n: number, [minDays, maxDays]: [number, number]): { from: string; to: string } {
  const starts = DAYS - maxDays + 1;
  let stride = 389;
  while (gcd(stride, starts) !== 1) stride += 2;
  const from = (n * stride) % starts;
  const length = minDays + (Math.floor(n / starts) % (maxDays - minDays + 1));
  return { from: day(from), to: day(from + length - 1) };
}
const MONTHS_3: [number, number] = [85, 95];

/** Like lib/load.ts, but each request's params come from `params(n)`, n counting the requests. */
async function loadVarying(
  base: string,
  label: string,
  path: string,
  params: (n: number) => unknown,
): Promise<LoadResult> {
  let n = 0;
  const run = (duration: number) =>
    autocannon({
      url: base + path,
      connections: opts.connections,
      duration,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: JSON.stringify({ params: params(n++) }) }),
        },
      ],
    });
  await run(2);
  const result = await run(opts.seconds);
  return {
    name: label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const rows: LoadResult[] = [];
try {
  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  try {
    await migrateDatabase(database);
    const started = performance.now();
    await seedDeckRankData(database.db);
    console.log(
      `seeded ${EVENTS} events, ${EVENTS * PER_EVENT} standings in ${Math.round(performance.now() - started)} ms`,
    );
    // The plan of one ~3-month list, with and without a division, for docs/official-league-query-plans.md.
    for (const f of [
      { from: '2024-03-01', to: '2024-05-31' },
      { from: '2024-03-01', to: '2024-05-31', division: 'Master' },
      { from: '2022-03-14', to: '2024-12-20' },
    ]) {
      const plan = await queryRows<{ 'QUERY PLAN': string }>(
        database.db,
        sql`explain (analyze, buffers, costs off) ${monthGroupsQuery(f)}`,
      );
      console.log(`EXPLAIN ${JSON.stringify(f)}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}\n`);
    }
  } finally {
    await database.close();
  }
  const server = await startServer({ DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '20' });
  try {
    const path = '/api/official_league/deck_rank/list';
    rows.push(await load(server.url, 'bare Fastify JSON (baseline)', '/bench/bare', {}, opts));
    // The floor of any call that reads the database through the same router: a handful of rows.
    rows.push(
      await load(
        server.url,
        'event types (smallest DB call)',
        '/api/admin/league/official_league_type/list',
        {},
        opts,
      ),
    );
    rows.push(await loadVarying(server.url, 'deck rank list, ~3 months', path, (n) => period(n, MONTHS_3)));
    rows.push(
      await loadVarying(server.url, 'deck rank list, ~3 months, division', path, (n) => ({
        ...period(n, MONTHS_3),
        division: DIVISIONS[n % 4],
      })),
    );
    rows.push(
      await loadVarying(server.url, 'deck rank list, 1–12 months', path, (n) => period(n, [28, 365])),
    );
    rows.push(
      await loadVarying(server.url, 'deck rank list, 1–3 years', path, (n) => period(n, [365, 1095])),
    );
    rows.push(
      await loadVarying(
        server.url,
        'archetype detail, ~3 months',
        '/api/official_league/deck_rank/detail',
        (n) => ({
          id: 1 + (n % 30),
          ...period(n, MONTHS_3),
        }),
      ),
    );
  } finally {
    await server.stop();
  }
} finally {
  await admin(`drop database if exists ${name} with (force)`);
}
const table = new Table({ head: ['case', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'] });
for (const r of rows) table.push([r.name, r.rps, r.p50, r.p99, r.errors, r.non2xx]);
console.log(
  `PostgreSQL, ${EVENTS} events, ${EVENTS * PER_EVENT} standings, ${opts.connections} connections, ${opts.seconds} s per case, every request a different period`,
);
console.log(table.toString());

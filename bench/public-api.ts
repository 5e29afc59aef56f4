import autocannon from 'autocannon';
import Table from 'cli-table3';
import { BENCH_PGLITE_DIR, benchPostgresUrl, prepareCatalogue } from './lib/catalogue-db';
import { postgresAnswers } from './lib/databases';
import { load, startServer, type LoadResult } from './lib/load';
import { pacedLoad } from './lib/paced';
import { publicSearchQueries } from './lib/public-api-searches';

/**
 * Issue 24 speed: the public card API on the full catalogue, next to a bare Fastify JSON route measured in
 * the same run. Targets: GET /v1/cards/{id} at least 0.5× the baseline's requests a second; GET /v1/cards
 * with a different search on every request (nothing cached on the server) p99 ≤ 40 ms.
 *   npx tsx bench/public-api.ts [--seconds 10] [--connections 50] [--rate 100] [--pglite | --pglite-only]
 *
 * The per-address limit (30 a minute) is part of every request's path, so it is measured, not turned off:
 * the server trusts one proxy hop and each request comes from its own X-Forwarded-For address.
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const opts = {
  seconds: Number(arg('seconds', '10')),
  connections: Number(arg('connections', '50')),
  /** Requests per second of the paced search case. */
  rate: Number(arg('rate', '100')),
};

function searchPaths(): string[] {
  return publicSearchQueries().map((query) => `/v1/cards?${query}`);
}

/** GETs the paths in turn, each request from a new address. */
async function loadGets(url: string, name: string, paths: string[]): Promise<LoadResult> {
  let n = 0;
  const requests = [
    {
      method: 'GET',
      setupRequest: (req: { [key: string]: unknown }) => {
        n += 1;
        const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        return { ...req, path: paths[n % paths.length], headers: { 'x-forwarded-for': address } };
      },
    },
  ];
  const run = (duration: number) => autocannon({ url, connections: opts.connections, duration, requests });
  await run(2); // warm-up: JIT, the connection pool, the card answer cache
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

async function run(label: string, env: Record<string, string>): Promise<LoadResult[]> {
  const server = await startServer({ ...env, TRUST_PROXY: '1' });
  try {
    const results = [await load(server.url, 'bare Fastify JSON (baseline)', '/bench/bare', {}, opts)];
    results.push(await loadGets(server.url, 'GET /v1/cards/sv3pt5-6', ['/v1/cards/sv3pt5-6']));
    const paths = searchPaths();
    results.push(await loadGets(server.url, `GET /v1/cards?q=… (${paths.length} searches)`, paths));
    // The same searches paced at even intervals: what one search costs a client when the cores are not
    // saturated (the target above is for 50 connections sending at once).
    let next = 0;
    results.push(
      await pacedLoad(
        server.url,
        `GET /v1/cards?q=… paced ${opts.rate} req/s`,
        () => {
          next += 1;
          const address = `10.200.${(next >> 8) & 255}.${next & 255}`;
          return {
            method: 'GET',
            path: paths[next % paths.length]!,
            headers: { 'x-forwarded-for': address },
          };
        },
        { rate: opts.rate, seconds: opts.seconds },
      ),
    );
    return results.map((r) => ({ ...r, name: `${label}: ${r.name}` }));
  } finally {
    await server.stop();
  }
}

const table = new Table({ head: ['case', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'] });
const rows: LoadResult[] = [];
if (!process.argv.includes('--pglite-only') && (await postgresAnswers())) {
  await prepareCatalogue('postgres');
  rows.push(...(await run('PostgreSQL', { DATABASE_URL: benchPostgresUrl(), DATABASE_POOL_SIZE: '20' })));
}
if (process.argv.includes('--pglite') || process.argv.includes('--pglite-only')) {
  await prepareCatalogue('pglite');
  rows.push(...(await run('PGlite', { BENCH_PGLITE_DIR })));
}
for (const r of rows) table.push([r.name, r.rps, r.p50, r.p99, r.errors, r.non2xx]);
console.log(`${opts.connections} connections, ${opts.seconds} s per case`);
console.log(table.toString());

import Table from 'cli-table3';
import { BENCH_PGLITE_DIR, benchPostgresUrl, englishCardIds, prepareCatalogue } from './lib/catalogue-db';
import { postgresAnswers } from './lib/databases';
import { load, startServer, type LoadResult } from './lib/load';
import { SEARCH_CASES } from './lib/search-cases';

/**
 * Issue 3 speed: five representative searches and the card page data, on the full catalogue, next to a
 * bare Fastify JSON route measured in the same run.
 *   npx tsx bench/search.ts [--seconds 10] [--connections 50] [--uncached] [--pglite | --pglite-only]
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const seconds = Number(arg('seconds', '10'));
const connections = Number(arg('connections', '50'));

/** The ids of the catalogue's English cards, shuffled, for the by-id case that reads a different card each time. */
let cardIds: string[] = [];

async function run(label: string, env: Record<string, string>): Promise<LoadResult[]> {
  const server = await startServer(env);
  const opts = { connections, seconds };
  try {
    const results = [await load(server.url, 'bare Fastify JSON (baseline)', '/bench/bare', {}, opts)];
    for (const [name, path, params] of SEARCH_CASES)
      results.push(await load(server.url, `search: ${name}`, path, params, opts));
    results.push(
      await load(server.url, 'card page sv3pt5-6', '/api/card/detail/page', { id: 'sv3pt5-6' }, opts),
    );
    results.push(
      await load(server.url, 'card_en (§7.1) sv3pt5-6', '/api/card/detail/card_en', { id: 'sv3pt5-6' }, opts),
    );
    // Every English card in turn: no two requests in a row read the same record (ids read from PostgreSQL).
    if (cardIds.length > 0)
      results.push(
        await load(
          server.url,
          `card_en (§7.1), ${cardIds.length} cards in turn`,
          '/api/card/detail/card_en',
          {
            paramsFor: (n: number) => ({ id: cardIds[n % cardIds.length] }),
          },
          opts,
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
  cardIds = await englishCardIds(benchPostgresUrl());
  const pg = { DATABASE_URL: benchPostgresUrl(), DATABASE_POOL_SIZE: '20' };
  rows.push(...(await run('PostgreSQL', pg)));
  // The same searches with the search cache off: every request reaches the database.
  if (process.argv.includes('--uncached'))
    rows.push(...(await run('PostgreSQL uncached', { ...pg, ANSWER_CACHE: '0' })));
}
if (process.argv.includes('--pglite') || process.argv.includes('--pglite-only')) {
  await prepareCatalogue('pglite');
  rows.push(...(await run('PGlite', { BENCH_PGLITE_DIR })));
  if (process.argv.includes('--uncached'))
    rows.push(...(await run('PGlite uncached', { BENCH_PGLITE_DIR, ANSWER_CACHE: '0' })));
}
for (const r of rows) table.push([r.name, r.rps, r.p50, r.p99, r.errors, r.non2xx]);
console.log(`${connections} connections, ${seconds} s per case`);
console.log(table.toString());

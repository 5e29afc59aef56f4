import Table from 'cli-table3';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/server/src/db/client';
import { rebuildRankStats } from '../apps/server/src/repositories/rank-stats';
import { benchPostgresUrl, prepareCatalogue } from './lib/catalogue-db';
import { ensureCommunityData } from './lib/community-data';
import { postgresAnswers } from './lib/databases';
import { load, startServer, type LoadResult } from './lib/load';
import { ensureTradeData } from './lib/trade-data';

/**
 * Issue 5 speed, on PostgreSQL with 200,000 reviews, 1,000,000 price records and 50,000 decks of 60
 * cards: each rank type for an edition with and without a set filter, and one card's review list and
 * summary, next to a bare Fastify JSON route in the same run; with the answer caches and without them.
 *   npx tsx bench/ranking.ts [--seconds 10] [--connections 20]
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const opts = { seconds: Number(arg('seconds', '10')), connections: Number(arg('connections', '20')) };

if (!(await postgresAnswers())) throw new Error('PostgreSQL does not answer on 127.0.0.1:5432');
await prepareCatalogue('postgres');
const database = await openDatabase({ url: benchPostgresUrl(), poolSize: 2 });
await ensureTradeData(database.db);
await ensureCommunityData(database.db);
await rebuildRankStats(database.db);
await database.db.execute(sql`vacuum analyze card_rank_stats`);
const [set] = await queryRows<{ set_name: string }>(
  database.db,
  sql`select s.set_kr as set_name from card_rank_stats r join card_search s on s.card_id = r.card_id
      where r.nation = 'kr' and s.set_kr is not null group by 1 order by count(*) desc limit 1`,
);
const [reviewed] = await queryRows<{ card_id: string; n: number }>(
  database.db,
  sql`select card_id, count(*)::int as n from card_review where text_nation = 'kr' group by 1 order by 2 desc limit 1`,
);
await database.close();

const rows: LoadResult[] = [];
for (const [label, env] of [
  ['cached', {}],
  ['uncached', { ANSWER_CACHE: '0' }],
] as const) {
  const server = await startServer({ DATABASE_URL: benchPostgresUrl(), DATABASE_POOL_SIZE: '20', ...env });
  const measure = async (name: string, path: string, params: unknown) =>
    rows.push(await load(server.url, `${label}: ${name}`, path, params, opts));
  try {
    await measure('bare Fastify JSON (baseline)', '/bench/bare', {});
    for (const type of ['rating', 'trade', 'usage'] as const) {
      await measure(`${type} ranking, kr`, `/api/rank/${type}/kr`, { keyword: {} });
      await measure(`${type} ranking, kr, set ${set?.set_name ?? '-'}`, `/api/rank/${type}/kr`, {
        keyword: { set_name: set?.set_name ?? null },
      });
    }
    const card = { card_id: reviewed!.card_id, text_nation: 'kr' };
    await measure(`review list (${reviewed!.n} reviews, first page)`, '/api/card/detail/review/list', card);
    await measure('review summary', '/api/card/detail/review/list/avg', card);
  } finally {
    await server.stop();
  }
}
const table = new Table({ head: ['case', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'] });
for (const r of rows) table.push([r.name, r.rps, r.p50, r.p99, r.errors, r.non2xx]);
console.log(`PostgreSQL, ${opts.connections} connections, ${opts.seconds} s per case`);
console.log(table.toString());

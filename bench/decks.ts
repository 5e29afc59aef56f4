import Table from 'cli-table3';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/server/src/db/client';
import { deckListStatements, type DeckListQuery } from '../apps/server/src/repositories/decks';
import { benchPostgresUrl, prepareCatalogue } from './lib/catalogue-db';
import { ensureCommunityData } from './lib/community-data';
import { postgresAnswers } from './lib/databases';
import { load, startServer, type LoadResult } from './lib/load';

/**
 * Deck recipe speed (decision 015), on PostgreSQL with 50,000 decks of 60 cards: the card page's deck
 * section and /deck/list searched by '카드 ID', for the most-used card and a rarely used one, next to a
 * bare Fastify JSON route in the same run, with the deck answer cache and without it (ANSWER_CACHE=0).
 * Prints the query plans of the searches first.
 *   npx tsx bench/decks.ts [--seconds 10] [--connections 20]
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const opts = { seconds: Number(arg('seconds', '10')), connections: Number(arg('connections', '20')) };

if (!(await postgresAnswers())) throw new Error('PostgreSQL does not answer on 127.0.0.1:5432');
await prepareCatalogue('postgres');
const database = await openDatabase({ url: benchPostgresUrl(), poolSize: 2 });
await ensureCommunityData(database.db);
// Statistics and the visibility map (for index-only counts) as autovacuum keeps them on a live site.
await database.db.execute(sql`vacuum analyze deck`);
await database.db.execute(sql`vacuum analyze deck_card`);
const usage = (order: 'desc' | 'asc') =>
  queryRows<{ card_id: string; n: number }>(
    database.db,
    sql`select card_id, count(*)::int as n from deck_card
      group by 1 order by 2 ${sql.raw(order)}, 1 limit 1`,
  );
const [popular] = await usage('desc');
const [rare] = await usage('asc');

const search = (cardId: string, section: boolean): DeckListQuery => ({
  regulation_group: '전체',
  search_type: '카드 ID',
  text: cardId,
  tag: '',
  season: '',
  sort: '최신순',
  viewer: null,
  ...(section ? { publicOnly: true, limit: 3 } : { limit: 12 }),
  offset: 0,
});
for (const [label, q] of [
  [`section, ${popular!.card_id}`, search(popular!.card_id, true)],
  [`list, ${popular!.card_id}`, search(popular!.card_id, false)],
] as const) {
  for (const [part, statement] of Object.entries(deckListStatements(q))) {
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      database.db,
      sql`explain (analyze, buffers, costs off) ${statement}`,
    );
    console.log(`\n-- ${label}: ${part}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}
await database.close();

const rows: LoadResult[] = [];
// With the deck answer cache (cleared by every deck write) and without it, to see the database's share.
for (const [mode, env] of [
  ['cached', {}],
  ['uncached', { ANSWER_CACHE: '0' }],
] as const) {
  const server = await startServer({ DATABASE_URL: benchPostgresUrl(), DATABASE_POOL_SIZE: '20', ...env });
  const measure = async (name: string, path: string, params: unknown) =>
    rows.push(await load(server.url, `${mode}: ${name}`, path, params, opts));
  try {
    await measure('bare Fastify JSON (baseline)', '/bench/bare', {});
    for (const card of [popular!, rare!]) {
      await measure(
        `card page deck section, ${card.card_id} (${card.n} decks)`,
        '/api/new/deck/select/search',
        { deck_nation: 'kr', keyword: { text: card.card_id } },
      );
      await measure(`/deck/list '카드 ID' ${card.card_id}, page 1`, '/api/deck/list', {
        search_type: '카드 ID',
        text: card.card_id,
      });
    }
    await measure('/deck/list, no search, page 1', '/api/deck/list', {});
  } finally {
    await server.stop();
  }
}
const table = new Table({ head: ['case', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'] });
for (const r of rows) table.push([r.name, r.rps, r.p50, r.p99, r.errors, r.non2xx]);
console.log(`PostgreSQL, ${opts.connections} connections, ${opts.seconds} s per case`);
console.log(table.toString());

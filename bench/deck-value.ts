import autocannon from 'autocannon';
import Table from 'cli-table3';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { koreanToday } from '../packages/contract/src/trade/chart';
import { migrateDatabase, openDatabase, queryRows, type Db } from '../apps/server/src/db/client';
import { deckValueQuery } from '../apps/server/src/repositories/collector-value';
import { POSTGRES_URL, postgresAnswers } from './lib/databases';
import { load, startServer, type LoadResult } from './lib/load';
import { pacedLoad } from './lib/paced';
import { ensureTradeData } from './lib/trade-data';

/**
 * Deck value speed (issue 25): /api/deck/value over 1,000,000 price records on 20,000 cards (the skewed
 * trade data of the statistics benchmark, lib/trade-data.ts), for 60-card decks — a different deck on every
 * request, so no answer or page of a previous one helps — beside a bare Fastify JSON route of the same run.
 * Every card has its English record; 60 % also a Korean and 40 % a Japanese one, so a line weighs two or
 * three editions. Deck cards are drawn with the same skew as the trades: popular cards are in many decks
 * and have the most prices. The database is a throwaway one, dropped at the end. Target: p99 ≤ 20 ms.
 * Each case runs twice: saturated (every connection sends its next request at once, so p99 is mostly
 * queueing behind the two cores and follows throughput) and paced at --rate requests per second (p99 is
 * then what one valuation costs, the wait a member feels; lib/paced.ts), as bench/page-head.ts does.
 *   npx tsx bench/deck-value.ts [--seconds 10] [--connections 20] [--rate 100]
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const opts = {
  seconds: Number(arg('seconds', '10')),
  connections: Number(arg('connections', '20')),
  /** Requests per second of the paced cases: deck pages opened on a busy evening, far above today's. */
  rate: Number(arg('rate', '100')),
};
const CARDS = 20_000;
const RECORDS = 1_000_000;
const DECKS = 20_000;
const DISTINCT_PER_DECK = 30;

if (!(await postgresAnswers())) {
  console.error('The deck value benchmark needs PostgreSQL (BENCH_DATABASE_URL or 127.0.0.1:5432).');
  process.exit(1);
}
const name = `bench_deck_value_${Date.now()}`;
const admin = async (query: string) => {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(query);
  await client.end();
};
const url = new URL(POSTGRES_URL);
url.pathname = `/${name}`;
await admin(`create database ${name}`);

/** Cards with their editions, then decks of 30 distinct cards × 2 drawn with the trades' skew. */
async function seed(db: Db): Promise<void> {
  await db.execute(sql`
    insert into card_en (id, name, supertype)
    select 'bench-' || lpad(g::text, 5, '0'), 'Bench Card ' || g, 'Pokémon' from generate_series(0, ${CARDS - 1}) g`);
  await db.execute(sql`
    insert into card_kr (card_id, name) select id, '벤치 카드 ' || substr(id, 7) from card_en where random() < 0.6`);
  await db.execute(sql`
    insert into card_jp (card_id, name) select id, 'ベンチ ' || substr(id, 7) from card_en where random() < 0.4`);
  await ensureTradeData(db, RECORDS, CARDS);
  await db.execute(sql`
    insert into deck (user_id, title, deck_nation, status)
    select 'bench-decks', '벤치 덱 ' || g, 'kr', '공개' from generate_series(1, ${DECKS}) g`);
  // ensureTradeData gives card rank n the share of floor(CARDS × random³); decks draw the same way.
  await db.execute(sql`
    with picked as (
      select id, (row_number() over (order by id) - 1)::int as n from card_en
    ), draws as (
      select d.id as deck_id, s.pos, floor(${CARDS} * power(random(), 3))::int as n
      from deck d cross join generate_series(0, ${DISTINCT_PER_DECK - 1}) s(pos)
    )
    insert into deck_card (deck_id, card_id, nation, amount, position)
    select distinct on (dr.deck_id, c.id) dr.deck_id, c.id, 'kr', 2, dr.pos
    from draws dr join picked c on c.n = dr.n
    order by dr.deck_id, c.id, dr.pos`);
  // What autovacuum does after a bulk insert: the visibility map lets the value's index-only scans skip
  // the heap.
  await db.execute(sql`vacuum analyze`);
}

/**
 * Like lib/load.ts, but each request's params come from `params(n)`, n counting the requests; paced runs
 * start opts.rate requests a second at even intervals (lib/paced.ts).
 */
async function loadVarying(
  base: string,
  label: string,
  path: string,
  params: (n: number) => unknown,
  paced = false,
): Promise<LoadResult> {
  if (paced) {
    return pacedLoad(
      base,
      label,
      (i) => ({ method: 'POST', path, body: JSON.stringify({ params: params(i) }) }),
      { rate: opts.rate, seconds: opts.seconds },
    );
  }
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
let deckIds: number[] = [];
try {
  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  try {
    await migrateDatabase(database);
    const started = performance.now();
    await seed(database.db);
    const [shape] = await queryRows<{ decks: number; cards: number; lines: number }>(
      database.db,
      sql`select count(distinct deck_id)::int as decks, sum(amount)::int as cards, count(*)::int as lines
          from deck_card`,
    );
    console.log(
      `seeded ${CARDS} cards, ${RECORDS} price records, ${shape!.decks} decks (${(shape!.cards / shape!.decks).toFixed(1)} cards, ${(shape!.lines / shape!.decks).toFixed(1)} distinct each) in ${Math.round(performance.now() - started)} ms`,
    );
    deckIds = (await queryRows<{ id: number }>(database.db, sql`select id from deck order by random()`)).map(
      (r) => r.id,
    );
    // The plan of one deck's value, for the record.
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      database.db,
      sql`explain (analyze, buffers, costs off) ${deckValueQuery(deckIds[0]!, { condition: '전체', days: 90, asOf: koreanToday() })}`,
    );
    console.log(`EXPLAIN deck value (전체, 90 days)\n${plan.map((r) => r['QUERY PLAN']).join('\n')}\n`);
  } finally {
    await database.close();
  }
  const server = await startServer({ DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '20' });
  try {
    const path = '/api/deck/value';
    const deckAt = (n: number) => deckIds[n % deckIds.length]!;
    rows.push(await load(server.url, 'bare Fastify JSON (baseline)', '/bench/bare', {}, opts));
    // Every run starts at another place of the shuffled decks, so no deck is valued twice.
    let offset = 0;
    for (const paced of [false, true]) {
      const how = paced ? `paced ${opts.rate} req/s` : 'saturated';
      const cases: [string, Record<string, unknown>][] = [
        ['전체, 90 days', {}],
        ['S급, 90 days', { condition: 'S급' }],
        ['전체, 365 days', { days: 365 }],
      ];
      for (const [label, params] of cases) {
        const start = offset;
        rows.push(
          await loadVarying(
            server.url,
            `deck value, ${label}, ${how}`,
            path,
            (n) => ({ deck_id: deckAt(start + n), ...params }),
            paced,
          ),
        );
        offset += 3_000;
      }
    }
  } finally {
    await server.stop();
  }
} finally {
  await admin(`drop database if exists ${name} with (force)`);
}
const table = new Table({ head: ['case', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'] });
for (const r of rows) table.push([r.name, r.rps, r.p50, r.p99, r.errors, r.non2xx]);
console.log(
  `PostgreSQL, ${CARDS} cards, ${RECORDS} price records, ${DECKS} decks, ${opts.connections} connections, ${opts.seconds} s per case, every request a different deck`,
);
console.log(table.toString());

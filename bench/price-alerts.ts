import Table from 'cli-table3';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../apps/server/src/db/client';
import { runInTransaction } from '../apps/server/src/db/transactions';
import { refreshRankStats } from '../apps/server/src/repositories/rank-stats';
import { fireWatchesQuery } from '../apps/server/src/repositories/price-alerts';
import { firePriceAlerts } from '../apps/server/src/services/price-alerts';
import { freshPostgres, postgresAnswers } from './lib/databases';

/**
 * Issue 25 speed: what the watchlist's alert statement adds to a price write, on PostgreSQL with
 * 1,000,000 price records on 20,000 cards and 100,000 watch entries (about 100 on the measured card,
 * with targets from 1,000원 to 30,000원). A write is the transaction of a sale line: the price record,
 * the ranking refresh of its edition and (or not) firePriceAlerts. Prices are drawn between 1,000원 and
 * 30,000원, so writes fire some alerts and re-arm others, as a card's real trades do. The database is a
 * throwaway one, dropped at the end.
 *   npx tsx bench/price-alerts.ts [--writes 2000]
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const WRITES = Number(arg('writes', '2000'));
const CARDS = 20_000;
const PRICES = 1_000_000;
const WATCHES = 100_000;
const WATCHERS = 5_000;
const ON_CARD = 100;
const CARD = 'bench-1';
const SELLER = 'seller';

if (!(await postgresAnswers())) {
  console.error('The price alert benchmark needs PostgreSQL (BENCH_DATABASE_URL or 127.0.0.1:5432).');
  process.exit(1);
}

async function seed(database: Database): Promise<void> {
  const db = database.db;
  const started = Date.now();
  await db.execute(sql`insert into users (user_id, nickname, email, password_hash, email_alarm_agree)
    select 'w' || i, '관심' || i, 'w' || i || '@example.com', 'x', i % 10 = 0 from generate_series(1, ${WATCHERS}) i
    union all select ${SELLER}, '판매자', 'seller@example.com', 'x', false`);
  const states = sql.raw(`(array['S급','A급','B급','C급 이하','등급'])`);
  await db.execute(sql`insert into trade_price (post_id, card_id, card_nation, card_name, card_state, grade_company,
      grade, card_price, card_created, state, user_id)
    select 0, 'bench-' || (1 + i % ${CARDS}), 'kr', '벤치 카드', ${states}[1 + (i / ${CARDS}) % 5],
      case when (i / ${CARDS}) % 5 = 4 then 'PSA' end, case when (i / ${CARDS}) % 5 = 4 then 100 end,
      1000 + (i::bigint * 7919) % 29000, current_date - (i % 365), '등록됨', ${SELLER}
    from generate_series(1, ${PRICES}) i`);
  // Entries spread over every card, then about 100 more on the measured card.
  await db.execute(sql`insert into card_watch (user_id, card_id, nation, card_state, alert_kind, target_price)
    select 'w' || (1 + i % ${WATCHERS}), 'bench-' || (1 + (i * 31) % ${CARDS}), 'kr',
      case when i % 3 = 0 then null else 'S급' end,
      case when i % 10 = 0 then 'any_trade' when i % 4 = 0 then 'none' else 'price_at_most' end,
      1000 + (i::bigint * 104729) % 29000
    from generate_series(1, ${WATCHES - ON_CARD}) i`);
  await db.execute(sql`insert into card_watch (user_id, card_id, nation, card_state, alert_kind, target_price)
    select 'w' || i, ${CARD}, 'kr', case when i % 3 = 0 then null else 'S급' end,
      case when i % 10 = 0 then 'any_trade' else 'price_at_most' end, 1000 + (i * 2903) % 29000
    from generate_series(1, ${ON_CARD}) i`);
  await db.execute(sql`update card_watch set target_price = null where alert_kind <> 'price_at_most'`);
  await db.execute(sql`analyze`);
  const [counts] = await queryRows<{ prices: number; watches: number; on_card: number }>(
    db,
    sql`select (select count(*) from trade_price)::int as prices, (select count(*) from card_watch)::int as watches,
      (select count(*) from card_watch where card_id = ${CARD})::int as on_card`,
  );
  console.log(
    `seeded in ${Math.round((Date.now() - started) / 1000)} s: ${counts!.prices} price records, ` +
      `${counts!.watches} watch entries, ${counts!.on_card} on ${CARD}`,
  );
}

/** A write's time in all, and of its alert statement alone (0 when it ran without alerts). */
interface WriteTime {
  total: number;
  alerts: number;
}

const since = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;

/** One sale line's write: the record, the ranking refresh of the edition, and the alerts when asked. */
async function write(database: Database, price: number, alerts: boolean): Promise<WriteTime> {
  const started = process.hrtime.bigint();
  let alertTime = 0;
  await runInTransaction(database.db, async (tx) => {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into trade_price (post_id, card_id, card_nation, card_name, card_state, card_price, card_created,
          state, user_id)
        values (0, ${CARD}, 'kr', '벤치 카드', 'S급', ${price}, current_date, '등록됨', ${SELLER}) returning id`,
    );
    await refreshRankStats(tx, [{ cardId: CARD, nation: 'kr' }]);
    if (!alerts) return;
    const alertStarted = process.hrtime.bigint();
    await firePriceAlerts(tx, [row!.id]);
    alertTime = since(alertStarted);
  });
  return { total: since(started), alerts: alertTime };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Figures {
  p50: number;
  p99: number;
  mean: number;
}

function figures(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((sum, t) => sum + t, 0) / sorted.length,
  };
}

/**
 * Writes with and without the alerts taken in turns, so that the machine's noise falls on both alike (two
 * runs one after the other measured the noise of two moments). The alert statement is also timed alone
 * inside its transaction: that is what it adds to a write, apart from the commit of its rows.
 */
async function measure(database: Database): Promise<{ without: Figures; withAlerts: Figures; statement: Figures }> {
  // A fixed sequence of prices, the same in every run.
  let seed = 12345;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  for (let i = 0; i < 100; i += 1) await write(database, 1000 + (next() % 29000), i % 2 === 0);
  const without: number[] = [];
  const withAlerts: number[] = [];
  const statement: number[] = [];
  for (let i = 0; i < WRITES; i += 1) {
    without.push((await write(database, 1000 + (next() % 29000), false)).total);
    const timed = await write(database, 1000 + (next() % 29000), true);
    withAlerts.push(timed.total);
    statement.push(timed.alerts);
  }
  return { without: figures(without), withAlerts: figures(withAlerts), statement: figures(statement) };
}

const database = await freshPostgres(2);
try {
  await seed(database);

  const { without, withAlerts, statement } = await measure(database);
  // The plan of the alert statement for a record of the measured card, once many alerts have fired and
  // been re-armed (run, then rolled back).
  const [probe] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from trade_price where card_id = ${CARD} and card_state = 'S급' order by card_price limit 1`,
  );
  let plan = '';
  await database.db
    .transaction(async (tx) => {
      const explain = sql`explain (analyze, costs off, timing off, summary off) `.append(fireWatchesQuery([probe!.id], { kind: '관심 카드', title: '관심 카드 가격 알림' }));
      const lines = await queryRows<{ 'QUERY PLAN': string }>(tx, explain);
      plan = lines.map((l) => l['QUERY PLAN']).join('\n');
      tx.rollback();
    })
    .catch(() => undefined);
  console.log(plan);
  console.log(`uses card_watch_alert_idx: ${plan.includes('card_watch_alert_idx') ? 'yes' : 'NO'}`);
  console.log(`uses card_watch_fired_idx: ${plan.includes('card_watch_fired_idx') ? 'yes' : 'no'}`);

  const [alarms] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from alarm`);
  const round = (n: number) => Math.round(n * 100) / 100;
  const table = new Table({ head: ['price write', 'p50 ms', 'p99 ms', 'mean ms'] });
  table.push(['record + ranking refresh', round(without.p50), round(without.p99), round(without.mean)]);
  table.push(['record + ranking refresh + alerts', round(withAlerts.p50), round(withAlerts.p99), round(withAlerts.mean)]);
  table.push([
    'added by the alerts (difference)',
    round(withAlerts.p50 - without.p50),
    round(withAlerts.p99 - without.p99),
    round(withAlerts.mean - without.mean),
  ]);
  table.push(['the alert statement alone', round(statement.p50), round(statement.p99), round(statement.mean)]);
  console.log(
    `${WRITES} writes each, taken in turns, one connection, PostgreSQL; ${alarms!.n} alarms written by the alert runs`,
  );
  console.log(table.toString());
} finally {
  await database.destroy();
}

import os from 'node:os';
import Table from 'cli-table3';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { rebuildRankStats } from '../apps/server/src/repositories/rank-stats';
import { BENCH_DB_NAME, benchPostgresUrl, prepareCatalogue } from './lib/catalogue-db';
import { ensureCommunityData } from './lib/community-data';
import { postgresAnswers } from './lib/databases';
import { startServer } from './lib/load';
import { loadCatalogue } from './lib/mix-catalogue';
import { counterChecks, readBackPosts, snapshotViews, writeChecks, type Check } from './lib/mix-consistency';
import { Ledger } from './lib/mix-ledger';
import { ensureMembers, logIn } from './lib/mix-members';
import {
  counterDelta,
  databaseCounters,
  machineBusy,
  startMonitor,
  type DbCounters,
  type MonitorReport,
} from './lib/mix-monitor';
import { ALL_OPS, Client, EXTRA_READS, type Op } from './lib/mix-ops';
import { ms, percentile, probeOps, runPhase, type PhaseStats } from './lib/mix-runner';
import { ensureTradeData } from './lib/trade-data';

/**
 * The site under a mixed load, on PostgreSQL with the real catalogue, 1,000,000 price records, 200,000
 * reviews and 50,000 decks: `clients` concurrent clients, each one browser tab of one of `members`
 * logged-in members, sending 80 % reads (varied card searches, card pages, review lists, trade statistics,
 * rankings, deck lists and decks) and 20 % writes (reviews, trade posts, deck likes, collection adds, view
 * counts). Next to it in the same run: the bare Fastify JSON route (baseline), every operation alone one
 * request at a time, then a reads-only and a writes-only run, each with where its time goes (CPU of the
 * server, PostgreSQL, the load generator and anything else on the machine; what the busy backends run and
 * wait for). Afterwards it checks that every acknowledged write is there and every maintained counter
 * equals a recount of its rows, and exits 1 when one does not.
 *   npx tsx bench/mixed-load.ts [--seconds 60] [--clients 200] [--members 50]
 *     [--side-seconds 20] [--baseline-seconds 10] [--timeout 10] [--uncached]
 * --uncached starts the server with ANSWER_CACHE=0: every search, statistics and ranking call from the database.
 */
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 60);
const clientCount = arg('clients', 200);
const memberCount = Math.min(arg('members', 50), clientCount);
const sideSeconds = arg('side-seconds', Math.min(20, seconds));
const baselineSeconds = arg('baseline-seconds', Math.min(10, seconds));
const timeoutMs = arg('timeout', 10) * 1000;
const poolSize = '20';
const cores = os.cpus().length;

if (!(await postgresAnswers())) throw new Error('PostgreSQL does not answer on 127.0.0.1:5432');
await prepareCatalogue('postgres');
const database = await openDatabase({ url: benchPostgresUrl(), poolSize: 4 });
const db = database.db;
await ensureTradeData(db);
await ensureCommunityData(db);
const memberIds = await ensureMembers(db, memberCount);

const table = (head: string[], extra: Partial<ConstructorParameters<typeof Table>[0]> = {}) =>
  new Table({ head, style: { head: [], border: [] }, ...extra });

// Counters left wrong by an earlier run are repaired first, so that what the checks find is this run's.
const printChecks = (title: string, checks: Check[]) => {
  const t = table(['check', 'checked', 'failed', 'skipped (no answer)', 'first failures'], {
    colWidths: [52, 10, 8, 10, 90],
    wordWrap: true,
  });
  for (const c of checks) t.push([c.name, c.checked, c.failed, c.skipped, c.examples.join('\n') || '-']);
  console.log(`\n${title}\n${t.toString()}`);
};
const before = await counterChecks(db);
printChecks('Counters before the run', before);
if (before[0]!.failed > 0) {
  console.log('card_rank_stats differed from its rows before the run: rebuilt.');
  await rebuildRankStats(db);
  await db.execute(sql`vacuum analyze card_rank_stats`);
}
if (before[1]!.failed > 0) {
  console.log('deck.like_count differed from its rows before the run: recounted.');
  await db.execute(sql`update deck d set like_count = (select count(*)::int from deck_like l where l.deck_id = d.id)
    where like_count <> (select count(*)::int from deck_like l where l.deck_id = d.id)`);
}

const catalogue = await loadCatalogue(db);
const ledger = new Ledger();
await ledger.loadInitial(db, memberIds, catalogue.likeDecks);
const views = await snapshotViews(db, catalogue);
const runCounters0 = await databaseCounters(benchPostgresUrl(), BENCH_DB_NAME);
const background = await machineBusy(3);
console.log(
  `Machine busy before the load (other work on the same ${cores} cores): ${Math.round(background * 100)} %`,
);
if (background > 0.25)
  console.log('  (other work is using the machine: the figures below share its cores with it)');

const uncached = process.argv.includes('--uncached');
const server = await startServer({
  DATABASE_URL: benchPostgresUrl(),
  DATABASE_POOL_SIZE: poolSize,
  ANSWER_CACHE: uncached ? '0' : '1',
});
const phases: Array<{ stats: PhaseStats; monitor: MonitorReport }> = [];
let probe: PhaseStats;
let readBack: Check;
try {
  const members = await logIn(server.url, memberIds);
  const slots = Math.ceil(clientCount / memberCount);
  const clients = Array.from(
    { length: clientCount },
    (_, k) => new Client(k, members[k % memberCount]!, Math.floor(k / memberCount), slots),
  );
  // Reviews and posts the members had before the run belong to one tab each.
  const owner = (userId: string, id: number) =>
    clients[(id % slots) * memberCount + memberIds.indexOf(userId)];
  for (const [id, r] of ledger.reviews) owner(r.userId, id)?.reviews.push(id);
  for (const [id, r] of ledger.posts) owner(r.userId, id)?.posts.push(id);

  const bare: Op = {
    name: 'bare Fastify JSON',
    kind: 'read',
    weight: 1,
    run: async ({ call }) => void (await call('bare Fastify JSON', '/bench/bare', {})),
  };
  const run = async (name: string, ops: Op[], phaseSeconds: number) => {
    if (phaseSeconds <= 0) return;
    console.log(`${name}: ${clientCount} clients, ${phaseSeconds} s`);
    const monitor = await startMonitor(server, benchPostgresUrl(), BENCH_DB_NAME, cores);
    const stats = await runPhase({
      url: server.url,
      name,
      clients,
      seconds: phaseSeconds,
      ops,
      catalogue,
      ledger,
      timeoutMs,
    });
    phases.push({ stats, monitor: await monitor.stop() });
  };
  await run('bare Fastify JSON (baseline)', [bare], baselineSeconds);
  console.log('each operation alone, one request at a time');
  probe = await probeOps(
    { url: server.url, clients, ops: [...ALL_OPS, ...EXTRA_READS], catalogue, ledger, timeoutMs },
    5,
  );
  await run('mixed 80 % reads / 20 % writes', ALL_OPS, seconds);
  await run(
    'reads only',
    ALL_OPS.filter((o) => o.kind === 'read'),
    sideSeconds,
  );
  await run(
    'writes only',
    ALL_OPS.filter((o) => o.kind === 'write'),
    sideSeconds,
  );
  readBack = await readBackPosts(server.url, ledger, clients[0]!.headers);
} finally {
  // Stopping waits for the requests still under way, so the checks below see their outcome.
  await server.stop();
}
const runCounters = counterDelta(await databaseCounters(benchPostgresUrl(), BENCH_DB_NAME), runCounters0);
const checks = [readBack, ...(await writeChecks(db, ledger, views)), ...(await counterChecks(db))];
await database.close();

// ---- Report ----
const pct = (v: number) => `${Math.round(v * 100)} %`;
const main = table([
  'phase',
  'clients',
  's',
  'requests',
  'req/s',
  'p50 ms',
  'p99 ms',
  'errors (conn/timeout)',
  'status codes',
]);
for (const { stats } of phases) {
  const s = stats.summarize();
  main.push([
    stats.name,
    stats.clients,
    stats.seconds,
    s.requests,
    s.rps,
    ms(s.p50),
    ms(s.p99),
    s.errors ? `${s.errors} (${s.errorKinds})` : 0,
    s.statuses,
  ]);
}
console.log(
  `\nPostgreSQL (pool ${poolSize}, answer cache ${uncached ? 'off' : 'on'}), ${clientCount} clients as ${memberCount} logged-in members, ` +
    `request timeout ${timeoutMs / 1000} s, ${cores} cores shared by server, PostgreSQL and load generator`,
);
console.log(main.toString());

const unexpected = table(['phase', 'operation', 'status', 'count', 'first response body'], {
  colWidths: [24, 22, 8, 7, 100],
  wordWrap: true,
});
let expected4xx = 0;
for (const stats of [...phases.map((p) => p.stats), probe])
  for (const [name, op] of stats.ops) {
    expected4xx += op.expected4xx;
    for (const [status, u] of op.unexpected) unexpected.push([stats.name, name, status, u.count, u.body]);
  }
console.log(
  unexpected.length === 0
    ? `Unexpected non-2xx answers: none (expected 4xx: ${expected4xx}, 409 on a repeated review)`
    : `Unexpected non-2xx answers (expected 4xx: ${expected4xx}):\n${unexpected.toString()}`,
);

const unloaded = table(['operation (one request at a time)', 'requests', 'median ms', 'max ms', 'non-2xx']);
for (const [name, op] of probe.ops) {
  const sorted = op.latencies.slice().sort((a, b) => a - b);
  unloaded.push([
    `${name} (${op.kind})`,
    op.requests,
    ms(percentile(sorted, 0.5)),
    ms(sorted.at(-1) ?? 0),
    op.requests - (op.statuses.get(200) ?? 0),
  ]);
}
console.log(`\nEach operation alone, ${probe.seconds.toFixed(0)} s in all\n${unloaded.toString()}`);

for (const { stats } of phases.slice(1)) {
  const perOp = table([
    'operation',
    'share',
    'requests',
    'req/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'errors',
    'non-2xx',
  ]);
  const total = stats.summarize().requests;
  const rows = [...stats.ops].sort(([, a], [, b]) => b.requests - a.requests);
  for (const [name, op] of rows) {
    const sorted = op.latencies.slice().sort((a, b) => a - b);
    let non2xx = 0;
    for (const [code, n] of op.statuses) if (code < 200 || code >= 300) non2xx += n;
    perOp.push([
      `${name} (${op.kind})`,
      pct(op.requests / total),
      op.requests,
      Math.round(op.inWindow / stats.seconds),
      ms(percentile(sorted, 0.5)),
      ms(percentile(sorted, 0.99)),
      ms(sorted.at(-1) ?? 0),
      op.errorCount,
      non2xx,
    ]);
  }
  for (const kind of ['read', 'write'] as const) {
    const s = stats.summarize((o) => o.kind === kind);
    if (s.requests === 0) continue;
    perOp.push([
      `all ${kind}s`,
      pct(s.requests / total),
      s.requests,
      s.rps,
      ms(s.p50),
      ms(s.p99),
      '',
      s.errors,
      s.requests - s.ok2xx - s.errors,
    ]);
  }
  console.log(`\n${stats.name}, by operation\n${perOp.toString()}`);
}

const cpu = (v: number) => `${(v * cores).toFixed(2)} (${pct(v)})`;
const time = table([
  'phase',
  'server CPU, cores',
  'server event loop busy',
  'PostgreSQL backends CPU',
  'other PostgreSQL CPU',
  'load generator CPU',
  'other processes CPU',
  'machine busy',
  'DB backends in use (avg)',
  'commits/s',
  'rollbacks',
  'deadlocks',
]);
for (const { stats, monitor: m } of phases) {
  time.push([
    stats.name,
    cpu(m.cpu.server),
    pct(m.eventLoop),
    cpu(m.cpu.postgres),
    cpu(m.cpu.postgresOther),
    cpu(m.cpu.generator),
    cpu(m.cpu.other),
    pct(m.cpu.machine),
    m.activity.reduce((n, a) => n + a.avg, 0).toFixed(1),
    Math.round(m.db.xact_commit / m.seconds),
    m.db.xact_rollback,
    m.db.deadlocks,
  ]);
}
console.log(`\nWhere the time goes (CPU from /proc; ${cores} cores = 100 %)\n${time.toString()}`);
const activities = [...new Set(phases.flatMap((p) => p.monitor.activity.map((a) => a.what)))];
const activityTable = table([
  'PostgreSQL backends of the bench database (avg over 200 ms samples)',
  ...phases.map((p) => p.stats.name),
]);
for (const what of activities)
  activityTable.push([
    what,
    ...phases.map((p) => (p.monitor.activity.find((a) => a.what === what)?.avg ?? 0).toFixed(2)),
  ]);
console.log(activityTable.toString());
for (const { stats, monitor: m } of phases.slice(1)) {
  const running = m.statements.reduce((n, st) => n + st.avg, 0);
  const top = table([`${stats.name}: statements running (avg backends)`, 'avg', 'share'], {
    colWidths: [110, 7, 7],
  });
  for (const st of m.statements.slice(0, 10))
    top.push([st.what, st.avg.toFixed(2), pct(st.avg / Math.max(running, 1e-9))]);
  console.log(top.toString());
}
for (const { stats, monitor: m } of phases) {
  const parts = [
    ['server (Node.js)', m.cpu.server],
    ['PostgreSQL', m.cpu.postgres],
    ['load generator', m.cpu.generator],
    ['other processes on the machine', m.cpu.other],
  ] as const;
  const top = [...parts].sort((a, b) => b[1] - a[1])[0]!;
  const waits = m.activity.filter((a) => a.what !== 'running on CPU' && a.avg >= 0.05);
  console.log(
    `${stats.name}: machine ${pct(m.cpu.machine)} busy; most CPU: ${top[0]} (${(top[1] * cores).toFixed(2)} cores);` +
      ` server event loop ${pct(m.eventLoop)} busy; PostgreSQL active ${Math.round(m.db.active_time)} ms, ` +
      `idle in transaction ${Math.round(m.db.idle_in_transaction_time)} ms` +
      (waits.length
        ? `; backends waiting: ${waits.map((w) => `${w.what} ${w.avg.toFixed(2)}`).join(', ')}`
        : ''),
  );
}
const dbTable = (c: DbCounters) =>
  `commits ${c.xact_commit}, rollbacks ${c.xact_rollback}, deadlocks ${c.deadlocks}, rows inserted ${c.tup_inserted}, ` +
  `updated ${c.tup_updated}, deleted ${c.tup_deleted}, blocks read ${c.blks_read} (hit ${c.blks_hit}), temp bytes ${c.temp_bytes}`;
console.log(`Whole run, pg_stat_database of ${BENCH_DB_NAME}: ${dbTable(runCounters)}`);

printChecks('Consistency after the run', checks);
const failed = checks.filter((c) => c.failed > 0);
console.log(
  failed.length === 0
    ? 'Consistency: all checks passed.'
    : `Consistency: ${failed.length} check(s) FAILED: ${failed.map((c) => c.name).join('; ')}`,
);
process.exit(failed.length === 0 ? 0 : 1);

import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import type { BenchServer } from './load';

/**
 * Where the time of a phase goes: CPU of the server process, of PostgreSQL and of the load generator
 * (from /proc, on a machine they share), the server's event-loop utilisation, what PostgreSQL's busy
 * backends of the bench database are doing (pg_stat_activity sampled every 200 ms: on CPU, waiting for a
 * lock, for I/O, or idle inside a transaction while the server works), and pg_stat_database deltas
 * (commits, rollbacks, deadlocks, time active and idle in transaction).
 */

const CLOCK_TICKS = 100;

function procTicks(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** CPU ticks of every PostgreSQL process (postmaster, backends, background workers), by pid. */
function postgresTicks(): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        ticks.set(Number(pid), procTicks(pid));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks;
}

/** Ticks each process spent since `before` (a process started since counts whole; one that ended is lost). */
function sinceTicks(before: Map<number, number>, after: Map<number, number>, only?: Set<number>): number {
  let total = 0;
  for (const [pid, t] of after) if (!only || only.has(pid)) total += t - (before.get(pid) ?? 0);
  return total;
}

/** A statement as the activity samples group it: its verb and main table, then its start. */
export function statementLabel(query: string): string {
  const flat = query.replace(/\s+/g, ' ').trim();
  const verb = (flat.split(' ')[0] ?? '').toLowerCase();
  const target =
    /\b(?:insert into|update|delete from)\s+"?(\w+)/i.exec(flat)?.[1] ?? /\bfrom\s+"?(\w+)/i.exec(flat)?.[1];
  return target ? `${verb} … ${target}: ${flat.slice(0, 70)}` : flat.slice(0, 80);
}

function machineTicks(): { busy: number; total: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = values.map(Number);
  const total = n.reduce((a, b) => a + b, 0);
  return { busy: total - n[3]! - (n[4] ?? 0), total };
}

const DB_COUNTERS = [
  'xact_commit',
  'xact_rollback',
  'deadlocks',
  'blks_read',
  'blks_hit',
  'tup_inserted',
  'tup_updated',
  'tup_deleted',
  'temp_bytes',
  'active_time',
  'idle_in_transaction_time',
] as const;
export type DbCounters = Record<(typeof DB_COUNTERS)[number], number>;

async function readCounters(client: pg.Client, dbName: string): Promise<DbCounters> {
  const { rows } = await client.query(
    `select ${DB_COUNTERS.map((c) => `${c}::float8 as ${c}`).join(', ')} from pg_stat_database where datname = $1`,
    [dbName],
  );
  return rows[0] as DbCounters;
}

export interface MonitorReport {
  seconds: number;
  cores: number;
  /** Shares of the whole machine (1 = every core busy for the whole phase). */
  cpu: {
    server: number;
    /** Backends of the bench database. */
    postgres: number;
    /** Every other PostgreSQL process: background writers, WAL writer, other databases' backends. */
    postgresOther: number;
    generator: number;
    /** Everything else running on the machine. */
    other: number;
    machine: number;
  };
  eventLoop: number;
  /** Average number of bench-database backends per activity over the samples. */
  activity: Array<{ what: string; avg: number }>;
  /** Statements seen running in the samples, as average running backends, most first. */
  statements: Array<{ what: string; avg: number }>;
  db: DbCounters;
}

export async function startMonitor(
  server: BenchServer,
  dbUrl: string,
  dbName: string,
  cores: number,
): Promise<{ stop(): Promise<MonitorReport> }> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const counters = () => readCounters(client, dbName);
  await client.query('select pg_stat_clear_snapshot()');
  const db0 = await counters();
  const server0 = await server.stats();
  const started = performance.now();
  const ticks0 = { server: procTicks(server.pid), postgres: postgresTicks(), machine: machineTicks() };
  const gen0 = process.cpuUsage();
  const activity = new Map<string, number>();
  const statements = new Map<string, number>();
  const backends = new Set<number>();
  let samples = 0;
  let running = true;
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const sampler = (async () => {
    while (running) {
      const { rows } = await client.query<{ pid: number; state: string | null; what: string; query: string }>(
        `select pid, state, case when state = 'active'
             then coalesce(wait_event_type || ': ' || wait_event, 'running on CPU')
             else state || coalesce(' (' || wait_event || ')', '') end as what, query
         from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [dbName],
      );
      samples += 1;
      for (const r of rows) {
        backends.add(r.pid);
        if (!r.state || r.state === 'idle') continue;
        add(activity, r.what);
        if (r.state === 'active') add(statements, statementLabel(r.query));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return {
    async stop() {
      running = false;
      await sampler;
      const seconds = (performance.now() - started) / 1000;
      const machine = machineTicks();
      const gen = process.cpuUsage(gen0);
      const server1 = await server.stats();
      await client.query('select pg_stat_clear_snapshot()');
      // pg_stat_database is updated by backends at most every 500 ms (and on idle); give it that long.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const db1 = await counters();
      await client.end();
      const share = (ticks: number) => ticks / CLOCK_TICKS / seconds / cores;
      const elu = performance.eventLoopUtilization(server1.elu, server0.elu);
      const pgTicks = postgresTicks();
      const cpu = {
        server: share(procTicks(server.pid) - ticks0.server),
        postgres: share(sinceTicks(ticks0.postgres, pgTicks, backends)),
        postgresOther: share(
          sinceTicks(ticks0.postgres, pgTicks) - sinceTicks(ticks0.postgres, pgTicks, backends),
        ),
        generator: (gen.user + gen.system) / 1e6 / seconds / cores,
        other: 0,
        machine: (machine.busy - ticks0.machine.busy) / (machine.total - ticks0.machine.total),
      };
      cpu.other = Math.max(0, cpu.machine - cpu.server - cpu.postgres - cpu.postgresOther - cpu.generator);
      const averages = (map: Map<string, number>) =>
        [...map].map(([what, n]) => ({ what, avg: n / Math.max(1, samples) })).sort((a, b) => b.avg - a.avg);
      return {
        seconds,
        cores,
        cpu,
        eventLoop: elu.utilization,
        activity: averages(activity),
        statements: averages(statements),
        db: counterDelta(db1, db0),
      };
    },
  };
}

/** pg_stat_database counters of one database, for deltas over a whole run. */
export async function databaseCounters(dbUrl: string, dbName: string): Promise<DbCounters> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return await readCounters(client, dbName);
  } finally {
    await client.end();
  }
}

export function counterDelta(after: DbCounters, before: DbCounters): DbCounters {
  return Object.fromEntries(DB_COUNTERS.map((c) => [c, after[c] - before[c]])) as DbCounters;
}

/** How busy the machine is over `seconds` before the load starts (other work sharing its cores). */
export async function machineBusy(seconds: number): Promise<number> {
  const a = machineTicks();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const b = machineTicks();
  return (b.busy - a.busy) / (b.total - a.total);
}

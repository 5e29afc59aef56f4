import type { Catalogue } from './mix-catalogue';
import { HttpClient, type Answer } from './mix-http';
import type { Ledger } from './mix-ledger';
import { ALL_OPS, EXTRA_READS, opPicker, type Client, type Op } from './mix-ops';

/**
 * Runs a phase of the mixed load: every client loops (pick an operation by weight, send it, wait for the
 * answer) until the time is up, and each answer is recorded under its operation: latency, status, the
 * first body of every unexpected status, and connection errors and timeouts.
 */

export class OpStats {
  readonly latencies: number[] = [];
  readonly statuses = new Map<number, number>();
  readonly errors = new Map<string, number>();
  /** status → the first body answered with it, for statuses that are neither 2xx nor expected. */
  readonly unexpected = new Map<number, { count: number; body: string }>();
  expected4xx = 0;
  /** Answers that arrived before the phase's end (the ones req/s counts). */
  inWindow = 0;

  constructor(readonly kind: 'read' | 'write' | 'other') {}

  get requests(): number {
    return this.latencies.length;
  }
  get errorCount(): number {
    let n = 0;
    for (const v of this.errors.values()) n += v;
    return n;
  }

  /** A failure that is not an answer of its own (an answer the operation could not read). */
  fail(kind: string): void {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
  }

  record(answer: Answer, expected: readonly number[], inWindow: boolean): void {
    this.latencies.push(answer.ms);
    if (inWindow) this.inWindow += 1;
    if (answer.status === 0) {
      const key = answer.error ?? 'error';
      this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
      return;
    }
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
    if (answer.status >= 200 && answer.status < 300) return;
    if (expected.includes(answer.status)) {
      this.expected4xx += 1;
      return;
    }
    const seen = this.unexpected.get(answer.status);
    if (seen) seen.count += 1;
    else this.unexpected.set(answer.status, { count: 1, body: answer.body.slice(0, 300) });
  }
}

export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export const ms = (v: number) => (v >= 100 ? String(Math.round(v)) : v.toFixed(1));

export interface Summary {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  errorKinds: string;
  ok2xx: number;
  expected4xx: number;
  unexpected: number;
  statuses: string;
}

export class PhaseStats {
  readonly ops = new Map<string, OpStats>();
  seconds = 0;
  /** How long the requests still under way at the end took to finish. */
  drainSeconds = 0;

  constructor(
    readonly name: string,
    readonly clients: number,
  ) {}

  op(name: string, kind: OpStats['kind']): OpStats {
    let stats = this.ops.get(name);
    if (!stats) this.ops.set(name, (stats = new OpStats(kind)));
    return stats;
  }

  summarize(filter: (s: OpStats) => boolean = () => true): Summary {
    const parts = [...this.ops.values()].filter(filter);
    const latencies = parts.flatMap((s) => s.latencies).sort((a, b) => a - b);
    const statuses = new Map<number, number>();
    const errors = new Map<string, number>();
    let expected4xx = 0;
    let unexpected = 0;
    let inWindow = 0;
    for (const s of parts) {
      inWindow += s.inWindow;
      for (const [code, n] of s.statuses) statuses.set(code, (statuses.get(code) ?? 0) + n);
      for (const [kind, n] of s.errors) errors.set(kind, (errors.get(kind) ?? 0) + n);
      expected4xx += s.expected4xx;
      for (const u of s.unexpected.values()) unexpected += u.count;
    }
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    const seconds = this.seconds || 1;
    return {
      requests: latencies.length,
      rps: Math.round(inWindow / seconds),
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      errors: errorCount,
      errorKinds: [...errors].map(([k, n]) => `${k} ${n}`).join(', '),
      ok2xx: [...statuses].filter(([c]) => c >= 200 && c < 300).reduce((a, [, n]) => a + n, 0),
      expected4xx,
      unexpected,
      statuses: [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([c, n]) => `${c}: ${n}`)
        .join(', '),
    };
  }
}

export interface PhaseOptions {
  url: string;
  name: string;
  clients: Client[];
  seconds: number;
  ops: Op[];
  catalogue: Catalogue;
  ledger: Ledger;
  timeoutMs: number;
}

export async function runPhase(o: PhaseOptions): Promise<PhaseStats> {
  const stats = new PhaseStats(o.name, o.clients.length);
  const http = new HttpClient(o.url, { sockets: o.clients.length, timeoutMs: o.timeoutMs });
  const nextOp = opPicker(o.ops);
  const kinds = new Map<string, OpStats['kind']>();
  for (const op of [...ALL_OPS, ...EXTRA_READS]) kinds.set(op.name, op.kind);
  const started = performance.now();
  const deadline = started + o.seconds * 1000;
  await Promise.all(
    o.clients.map(async (client) => {
      // Spread the first requests over 100 ms rather than opening every connection at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 100));
      const call = async (
        opName: string,
        path: string,
        params: unknown,
        expected: readonly number[] = [],
      ) => {
        const answer = await http.post(path, params, client.headers);
        stats
          .op(opName, kinds.get(opName) ?? 'other')
          .record(answer, expected, performance.now() <= deadline);
        return answer;
      };
      while (performance.now() < deadline) {
        const op = nextOp();
        try {
          await op.run({ client, call, cat: o.catalogue, ledger: o.ledger });
        } catch (err) {
          // A 2xx answer the client could not read (malformed JSON) is a failure of that operation.
          stats.op(op.name, op.kind).fail(`unreadable answer: ${(err as Error).message.slice(0, 60)}`);
        }
      }
    }),
  );
  stats.seconds = o.seconds;
  stats.drainSeconds = (performance.now() - deadline) / 1000;
  http.close();
  return stats;
}

/**
 * Each operation alone, one request at a time from one client (`repeat` times): what one call costs
 * without any queueing, the floor under the latencies of the loaded phases.
 */
export async function probeOps(
  o: Omit<PhaseOptions, 'seconds' | 'name'>,
  repeat: number,
): Promise<PhaseStats> {
  const stats = new PhaseStats('one request at a time', 1);
  const http = new HttpClient(o.url, { sockets: 1, timeoutMs: 60_000 });
  const kinds = new Map<string, OpStats['kind']>();
  for (const op of [...ALL_OPS, ...EXTRA_READS]) kinds.set(op.name, op.kind);
  const client = o.clients[0]!;
  const call = async (opName: string, path: string, params: unknown, expected: readonly number[] = []) => {
    const answer = await http.post(path, params, client.headers);
    stats.op(opName, kinds.get(opName) ?? 'other').record(answer, expected, true);
    return answer;
  };
  const started = performance.now();
  for (const op of o.ops)
    for (let i = 0; i < repeat; i++) await op.run({ client, call, cat: o.catalogue, ledger: o.ledger });
  stats.seconds = (performance.now() - started) / 1000;
  http.close();
  return stats;
}

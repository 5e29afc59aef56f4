import http from 'node:http';
import type { LoadResult } from './load';

/** One request of a paced run. */
export interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  /** A JSON body (POST). */
  body?: string;
  headers?: Record<string, string>;
}

export interface PacedOptions {
  /** Requests started per second. */
  rate: number;
  seconds: number;
  /** A first run whose figures are dropped: JIT, connection pools, prepared statements. */
  warmupSeconds?: number;
  /** Sockets kept open to the server; a request waits for one only when all are busy. */
  maxSockets?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

/**
 * Open-loop load: request n starts at n / rate seconds, whether or not earlier ones have answered (as
 * visitors arrive), and its latency counts from that planned start, so a stalled server shows in p99
 * instead of slowing the sender down. autocannon's overallRate is not that: each connection sends its
 * share of a second back to back at the start of the second, so its "paced" runs are bursts that measure
 * queueing behind the two cores, not what one request costs.
 */
export async function pacedLoad(
  baseUrl: string,
  name: string,
  request: (n: number) => PacedRequest,
  options: PacedOptions,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 50 });
  const url = new URL(baseUrl);
  let n = 0;

  const send = (req: PacedRequest, plannedAt: number) =>
    new Promise<{ ms: number; ok: boolean; failed: boolean }>((resolve) => {
      const outgoing = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: req.method,
          path: req.path,
          headers: { ...(req.body ? { 'content-type': 'application/json' } : {}), ...req.headers },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ ms: performance.now() - plannedAt, ok: (res.statusCode ?? 500) < 300, failed: false }),
          );
        },
      );
      outgoing.on('error', () => resolve({ ms: performance.now() - plannedAt, ok: false, failed: true }));
      outgoing.end(req.body);
    });

  const run = async (seconds: number) => {
    const total = Math.round(options.rate * seconds);
    const started = performance.now();
    const pending: Promise<{ ms: number; ok: boolean; failed: boolean }>[] = [];
    for (let i = 0; i < total; i += 1) {
      const plannedAt = started + (i * 1000) / options.rate;
      const wait = plannedAt - performance.now();
      if (wait > 0.5) await sleep(wait);
      pending.push(send(request(n++), plannedAt));
    }
    const results = await Promise.all(pending);
    return { results, elapsed: (performance.now() - started) / 1000 };
  };

  try {
    await run(options.warmupSeconds ?? 2);
    const { results, elapsed } = await run(options.seconds);
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      name,
      rps: Math.round(results.length / elapsed),
      p50: round(percentile(times, 50)),
      p99: round(percentile(times, 99)),
      errors: results.filter((r) => r.failed).length,
      non2xx: results.filter((r) => !r.ok && !r.failed).length,
    };
  } finally {
    agent.destroy();
  }
}

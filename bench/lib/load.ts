import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** Starts bench/lib/serve.ts in a child process and runs autocannon against it. */

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ServerStats {
  /** performance.eventLoopUtilization() of the server process since it started. */
  elu: { idle: number; active: number; utilization: number };
  /** process.cpuUsage() of the server process, in microseconds. */
  cpu: { user: number; system: number };
}

export interface BenchServer {
  url: string;
  pid: number;
  stats(): Promise<ServerStats>;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string>): Promise<BenchServer> {
  const port = String(3200 + Math.floor(Math.random() * 500));
  const child: ChildProcess = fork(path.join(here, 'serve.ts'), [], {
    env: { ...process.env, ...env, BENCH_PORT: port },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stats: () =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve(m as ServerStats));
        child.send('stats');
      }),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Params for one request: the same for every request, or made for each (the n-th request gets paramsFor(n)). */
export type LoadParams = unknown | { paramsFor: (n: number) => unknown };

export async function load(
  url: string,
  name: string,
  path: string,
  params: LoadParams,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const common = {
    url: url + path,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    connections: options.connections,
  };
  let n = 0;
  const varying =
    typeof params === 'object' && params !== null && 'paramsFor' in params
      ? (params as { paramsFor: (n: number) => unknown }).paramsFor
      : null;
  const body = varying
    ? {
        requests: [
          {
            setupRequest: (req: Record<string, unknown>) => ({
              ...req,
              body: JSON.stringify({ params: varying(n++) }),
            }),
          },
        ],
      }
    : { body: JSON.stringify({ params }) };
  // A short warm-up first: caches, JIT and the connection pool.
  await autocannon({ ...common, ...body, duration: 2 });
  const result = await autocannon({ ...common, ...body, duration: options.seconds });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

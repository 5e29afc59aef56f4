import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CallDef, CallParams, CallResult } from '@carddogam/contract/call';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/env';
import { createServices, type Services } from '../../src/services/container';
import type { CallRouter } from '../../src/http/call-router';
import type { Database } from '../../src/db/client';
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from './db';

export interface TestApp {
  app: FastifyInstance;
  router: CallRouter;
  services: Services;
  database: TestDatabase;
  /** POSTs `{params}` to a call and returns status and parsed body. */
  post(
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: unknown; headers: Record<string, unknown> }>;
  /** Calls a contract call, expects 200 and returns the typed result. */
  call<C extends CallDef>(
    call: C,
    params?: CallParams<C>,
    headers?: Record<string, string>,
  ): Promise<CallResult<C>>;
  close(): Promise<void>;
}

export interface TestAppOptions extends TestDatabaseOptions {
  /** Serve the web build and /upload as production does (static files are off by default). */
  serveStatic?: boolean;
}

/** An app on a fresh test database, with no logging and (unless asked) no static files. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  { serveStatic = false, ...databaseOptions }: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(databaseOptions);
  return appOn(database, database, envOverrides, serveStatic, () => database.destroy());
}

/**
 * A second app on the database of `first`, with services (caches, Redis connections) of its own: what a
 * second server process behind the same load balancer would be. Close it before `first`.
 */
export async function createSecondApp(
  first: TestApp,
  envOverrides: Record<string, string> = {},
): Promise<TestApp> {
  const database = await first.database.openAnother();
  return appOn(database, first.database, envOverrides, false, () => database.close());
}

async function appOn(
  database: Database,
  testDatabase: TestDatabase,
  envOverrides: Record<string, string>,
  serveStatic: boolean,
  closeDatabase: () => Promise<void>,
): Promise<TestApp> {
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: `./data/test-${process.pid}`, ...envOverrides });
  const services = createServices(database, env);
  const { app, router } = await buildApp({ services, logger: false, serveStatic });
  await app.ready();

  const post: TestApp['post'] = async (path, body, headers = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', ...headers },
      payload: body === undefined ? '{}' : JSON.stringify(body),
    });
    return {
      status: res.statusCode,
      body: res.body ? JSON.parse(res.body) : undefined,
      headers: res.headers,
    };
  };
  return {
    app,
    router,
    services,
    database: testDatabase,
    post,
    async call(call, params, headers) {
      const res = await post(call.path, { params: params ?? {} }, headers);
      if (res.status !== 200)
        throw new Error(`${call.path} answered ${res.status}: ${JSON.stringify(res.body)}`);
      return call.result.parse(res.body) as CallResult<typeof call>;
    },
    async close() {
      await app.close();
      await closeDatabase();
      // Test data folders (mails written by the file mailer) go with the app.
      if (path.basename(services.env.dataDir).startsWith('test-')) {
        await rm(services.env.dataDir, { recursive: true, force: true });
      }
    },
  };
}

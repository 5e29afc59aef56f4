import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { authCalls as calls } from '@carddogam/contract/calls/auth';
import { queryRows, sql } from '../../src/db/client';
import type { SessionStore } from '../../src/services/sessions/session-store';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sidFromResponse, TEST_PASSWORD } from '../helpers/members';

/**
 * The database and Redis session stores must behave the same. Redis is expected at REDIS_URL or
 * 127.0.0.1:6379; when it does not answer these tests fail (they are never skipped). Keys get a prefix of
 * their own and are removed afterwards.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `carddogam-test-${randomBytes(4).toString('hex')}:`;

function storeBehaviour(name: string, getApp: () => TestApp) {
  describe(`${name} session store`, () => {
    const store = (): SessionStore => getApp().services.sessions;

    it('finds a member by token, and nothing by an unknown token', async () => {
      const member = await createMember(getApp());
      const token = await store().create(member.userId, { ip: '1.2.3.4', userAgent: 'test' });
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await store().find(token)).toBe(member.userId);
      expect(await store().find(`${token}x`)).toBeNull();
    });

    it('deletes one session, or every session of a member', async () => {
      const member = await createMember(getApp());
      const a = await store().create(member.userId, { ip: null, userAgent: null });
      const b = await store().create(member.userId, { ip: null, userAgent: null });
      const c = await store().create(member.userId, { ip: null, userAgent: null });
      await store().delete(a);
      expect(await store().find(a)).toBeNull();
      expect(await store().find(b)).toBe(member.userId);
      await store().deleteAllFor(member.userId);
      expect(await store().find(b)).toBeNull();
      expect(await store().find(c)).toBeNull();
    });

    it('logs in and out through the API', async () => {
      const t = getApp();
      const member = await createMember(t);
      const login = await t.post(calls.login.path, {
        params: { user_id: member.userId, password: TEST_PASSWORD },
      });
      const sid = sidFromResponse(login.headers)!;
      expect(await t.call(calls.session, {}, { cookie: `sid=${sid}` })).toMatchObject({
        user_id: member.userId,
      });
      await t.call(calls.logout, {}, { cookie: `sid=${sid}` });
      expect(await store().find(sid)).toBeNull();
    });
  });
}

describe('session stores', () => {
  let dbApp: TestApp;
  let redisApp: TestApp;
  let raw: Redis;

  beforeAll(async () => {
    raw = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 3000 });
    // Fails the file loudly when Redis is not there, instead of passing without it.
    expect(await raw.ping()).toBe('PONG');
    dbApp = await createTestApp();
    redisApp = await createTestApp({ REDIS_URL, REDIS_PREFIX: PREFIX });
  });
  afterAll(async () => {
    await dbApp?.close();
    await redisApp?.close();
    const keys = await raw.keys(`${PREFIX}*`);
    if (keys.length) await raw.del(...keys);
    await raw.quit();
  });

  storeBehaviour('database', () => dbApp);
  storeBehaviour('Redis', () => redisApp);

  it('keeps Redis sessions in Redis under the prefix, hashed, with a TTL, and none in the table', async () => {
    const member = await createMember(redisApp);
    const token = await redisApp.services.sessions.create(member.userId, { ip: null, userAgent: null });
    const keys = await raw.keys(`${PREFIX}session:*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((k) => k.includes(token))).toBe(false);
    const ttl = await raw.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);
    const [row] = await queryRows<{ n: number }>(
      redisApp.services.db,
      sql`select count(*)::int as n from sessions`,
    );
    expect(row?.n).toBe(0);
  });

  it('counts login attempts in Redis when it is configured', async () => {
    await redisApp.post(calls.login.path, { params: { user_id: 'nobody-here', password: 'x' } });
    expect((await raw.keys(`${PREFIX}rate-limit:*login-id-ip:*`)).length).toBeGreaterThan(0);
  });
});

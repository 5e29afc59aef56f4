import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { API_KEY_MSG, apiKeyCalls as calls } from '@carddogam/contract/calls/api-keys';
import {
  API_KEYS_PER_MEMBER,
  PUBLIC_API_ANON_PER_MINUTE,
  PUBLIC_API_KEY_PER_MINUTE,
} from '@carddogam/contract/public-api/limits';
import { PUBLIC_API_MSG } from '@carddogam/contract/public-api/messages';
import { queryRows } from '../../src/db/client';
import { createSecondApp, createTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKind } from '../helpers/db';
import { createMember, sessionCookie } from '../helpers/members';

/**
 * Member API keys for the public card API: made, listed and revoked by their owner; a request with a key
 * is counted per key at the higher limit, and a key that does not work is a 401, never anonymous.
 */

let nextAddress = 0;
const freshAddress = () => {
  nextAddress += 1;
  return `10.60.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

/** A path under /v1 that no route serves: counted like any call, answered without a query. */
const CHEAP = '/v1/limit-probe';

async function v1(t: TestApp, url: string, headers: Record<string, string> = {}, ip = freshAddress()) {
  const res = await t.app.inject({ method: 'GET', url, headers, remoteAddress: ip });
  return { status: res.statusCode, headers: res.headers, json: () => JSON.parse(res.body) };
}

async function memberWithCookie(t: TestApp, type?: '밴 유저') {
  const member = await createMember(t, type ? { type } : {});
  return { userId: member.userId, cookie: await sessionCookie(t, member.userId) };
}

async function newKey(t: TestApp, cookie: Record<string, string>, name = '내 봇') {
  return t.call(calls.create, { name }, cookie);
}

describe(`member API keys (${testDatabaseKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // A few connections more than the default, so the concurrent creates really run side by side.
    t = await createTestApp({}, { poolSize: 12 });
  });
  afterAll(() => t.close());

  it('shows a new key once, stores only its sha256 and lists it by prefix', async () => {
    const { userId, cookie } = await memberWithCookie(t);
    const made = await newKey(t, cookie, '  시세 봇  ');
    expect(made.message).toBe(API_KEY_MSG.created);
    expect(made.key).toMatch(/^cdk_[A-Za-z0-9_-]{43}$/);
    expect(made.row).toMatchObject({ name: '시세 봇', prefix: made.key.slice(0, 10), revoked: null });

    const stored = await queryRows<{ key_hash: string; prefix: string }>(
      t.services.db,
      sql`select key_hash, prefix from api_key where user_id = ${userId}`,
    );
    expect(stored).toEqual([
      { key_hash: createHash('sha256').update(made.key).digest('hex'), prefix: made.key.slice(0, 10) },
    ]);

    const { rows } = await t.call(calls.list, {}, cookie);
    expect(rows.map((r) => r.id)).toEqual([made.row.id]);
    expect(JSON.stringify(rows)).not.toContain(made.key);
    // Another member sees none of it.
    expect((await t.call(calls.list, {}, (await memberWithCookie(t)).cookie)).rows).toEqual([]);
  });

  it('refuses guests, banned members and bad names with Korean messages', async () => {
    expect((await t.post(calls.create.path, { params: { name: '봇' } })).status).toBe(401);
    expect((await t.post(calls.list.path, { params: {} })).status).toBe(401);
    const banned = await memberWithCookie(t, '밴 유저');
    const refused = await t.post(calls.create.path, { params: { name: '봇' } }, banned.cookie);
    expect(refused.status).toBe(403);
    // A banned member still sees their (empty) list.
    expect((await t.call(calls.list, {}, banned.cookie)).rows).toEqual([]);

    const { cookie } = await memberWithCookie(t);
    for (const [name, message] of [
      ['   ', API_KEY_MSG.nameRequired],
      ['가'.repeat(31), API_KEY_MSG.nameTooLong],
    ] as const) {
      const res = await t.post(calls.create.path, { params: { name } }, cookie);
      expect(res.status, name).toBe(400);
      expect((res.body as { error: { message: string } }).error.message).toContain(message);
    }
    expect((await newKey(t, cookie, '가'.repeat(30))).row.name).toHaveLength(30);
  });

  it(`keeps a member to ${API_KEYS_PER_MEMBER} live keys; revoking one frees a place`, async () => {
    const { cookie } = await memberWithCookie(t);
    const made = [];
    for (let i = 1; i <= API_KEYS_PER_MEMBER; i += 1) made.push(await newKey(t, cookie, `키${i}`));
    const sixth = await t.post(calls.create.path, { params: { name: '키6' } }, cookie);
    expect(sixth.status).toBe(409);
    expect(sixth.body).toEqual({ error: { code: 'API_KEY_LIMIT', message: API_KEY_MSG.limit } });

    expect((await t.call(calls.revoke, { id: made[0]!.row.id }, cookie)).message).toBe(API_KEY_MSG.revoked);
    const again = await t.post(calls.revoke.path, { params: { id: made[0]!.row.id } }, cookie);
    expect(again.status).toBe(409);
    expect((await newKey(t, cookie, '키6')).row.name).toBe('키6');

    const { rows } = await t.call(calls.list, {}, cookie);
    expect(rows).toHaveLength(API_KEYS_PER_MEMBER + 1);
    expect(rows.filter((r) => r.revoked === null)).toHaveLength(API_KEYS_PER_MEMBER);
  });

  it("answers another member's key like a missing one", async () => {
    const owner = await memberWithCookie(t);
    const other = await memberWithCookie(t);
    const { row, key } = await newKey(t, owner.cookie);
    const res = await t.post(calls.revoke.path, { params: { id: row.id } }, other.cookie);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'API_KEY_NOT_FOUND', message: API_KEY_MSG.missing } });
    expect((await v1(t, CHEAP, { authorization: `Bearer ${key}` })).status).toBe(404);
  });

  it('makes exactly the allowed number of keys when ten creates arrive at once', async () => {
    const { userId, cookie } = await memberWithCookie(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.post(calls.create.path, { params: { name: `동시${i}` } }, cookie),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(API_KEYS_PER_MEMBER);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(10 - API_KEYS_PER_MEMBER);
    const [count] = await queryRows<{ n: number }>(
      t.services.db,
      sql`select count(*)::int as n from api_key where user_id = ${userId}`,
    );
    expect(count!.n).toBe(API_KEYS_PER_MEMBER);
  });

  it('answers 429 with Retry-After after the anonymous per-address limit', async () => {
    const ip = freshAddress();
    for (let i = 0; i < PUBLIC_API_ANON_PER_MINUTE; i += 1)
      expect((await v1(t, CHEAP, {}, ip)).status).toBe(404);
    const over = await v1(t, CHEAP, {}, ip);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: PUBLIC_API_MSG.tooMany.ko,
    });
  });

  it(`counts a key on its own at ${PUBLIC_API_KEY_PER_MINUTE} a minute, from any address`, async () => {
    const { key } = await newKey(t, (await memberWithCookie(t)).cookie);
    const ip = freshAddress();
    const first = await v1(t, '/v1/rarities', { authorization: `Bearer ${key}` }, ip);
    expect(first.status).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe(String(PUBLIC_API_KEY_PER_MINUTE));
    // Far past the anonymous limit on one address, then from others and through the other header.
    for (let i = 1; i < PUBLIC_API_KEY_PER_MINUTE; i += 1) {
      const headers: Record<string, string> =
        i % 2 ? { authorization: `bearer ${key}` } : { 'x-api-key': key };
      const res = await v1(t, CHEAP, headers, i < 100 ? ip : freshAddress());
      expect(res.status, `call ${i + 1}`).toBe(404);
    }
    const over = await v1(t, CHEAP, { 'x-api-key': key });
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: PUBLIC_API_MSG.tooManyForKey.ko,
      message_en: PUBLIC_API_MSG.tooManyForKey.en,
    });
    // The address's own anonymous allowance was never touched by the key's calls.
    expect((await v1(t, CHEAP, {}, ip)).headers['x-ratelimit-remaining']).toBe(
      String(PUBLIC_API_ANON_PER_MINUTE - 1),
    );
  });

  it('refuses unknown, malformed and revoked keys with 401, never serving them as anonymous', async () => {
    const { cookie } = await memberWithCookie(t);
    const { row, key } = await newKey(t, cookie);
    expect((await v1(t, '/v1/rarities', { 'x-api-key': key })).status).toBe(200);

    const unknown = `cdk_${randomBytes(32).toString('base64url')}`;
    const attempts: Array<Record<string, string>> = [
      { authorization: `Bearer ${unknown}` },
      { 'x-api-key': unknown },
      { 'x-api-key': 'not-a-key' },
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: 'Bearer' },
    ];
    for (const headers of attempts) {
      const res = await v1(t, '/v1/rarities', headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toEqual({
        error: {
          code: 'API_KEY_INVALID',
          message: PUBLIC_API_MSG.keyInvalid.ko,
          message_en: PUBLIC_API_MSG.keyInvalid.en,
        },
      });
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }

    await t.call(calls.revoke, { id: row.id }, cookie);
    // At once: the key was just looked up and cached by this process.
    expect((await v1(t, '/v1/rarities', { 'x-api-key': key })).status).toBe(401);
  });

  it('refuses the key of a member who has since been banned', async () => {
    const { userId, cookie } = await memberWithCookie(t);
    const { key } = await newKey(t, cookie);
    await t.services.db.execute(sql`update users set type = '밴 유저' where user_id = ${userId}`);
    // A fresh process-wide lookup: the key was never used, so nothing of it is cached.
    expect((await v1(t, '/v1/rarities', { 'x-api-key': key })).status).toBe(401);
  });

  it('counts wrong keys against the address, so guessing is no faster than anonymous calls', async () => {
    const ip = freshAddress();
    const guess = () => ({ 'x-api-key': `cdk_${randomBytes(32).toString('base64url')}` });
    for (let i = 0; i < PUBLIC_API_ANON_PER_MINUTE; i += 1)
      expect((await v1(t, CHEAP, guess(), ip)).status).toBe(401);
    expect((await v1(t, CHEAP, guess(), ip)).status).toBe(429);
  });

  it('notes when a key was last used, without a write per request', async () => {
    const { cookie } = await memberWithCookie(t);
    const { row, key } = await newKey(t, cookie);
    const lastUsed = async () =>
      (
        await queryRows<{ last_used: string | null }>(
          t.services.db,
          sql`select last_used::text as last_used from api_key where id = ${row.id}`,
        )
      )[0]!.last_used;
    expect(await lastUsed()).toBeNull();
    await v1(t, CHEAP, { 'x-api-key': key });
    await vi.waitFor(async () => expect(await lastUsed()).not.toBeNull());
    const first = await lastUsed();
    for (let i = 0; i < 5; i += 1) await v1(t, CHEAP, { 'x-api-key': key });
    expect(await lastUsed()).toBe(first);
    const listed = (await t.call(calls.list, {}, cookie)).rows.find((r) => r.id === row.id)!;
    expect(listed.last_used).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it("answers a browser's preflight for the key headers", async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/cards',
      headers: {
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers'])).toContain('Authorization');
    expect(String(res.headers['access-control-allow-headers'])).toContain('X-API-Key');
  });
});

/**
 * Two server processes sharing one Redis (decision 025): an address's count and a key's count are each one
 * count, whichever process serves the call, and a key revoked through one is refused by the other. Redis is expected at
 * TEST_REDIS_URL or 127.0.0.1:6379; without it these tests fail (they are never skipped).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `carddogam-test-keys-${randomBytes(4).toString('hex')}:`;

describe(`the public API's limits and keys across two processes (${testDatabaseKind()})`, () => {
  let a: TestApp;
  let b: TestApp;
  let raw: Redis;
  beforeAll(async () => {
    raw = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 3000 });
    expect(await raw.ping()).toBe('PONG');
    const env = { REDIS_URL, REDIS_PREFIX: PREFIX };
    a = await createTestApp(env);
    b = await createSecondApp(a, env);
    await Promise.all([a.services.changeRelay!.ready, b.services.changeRelay!.ready]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    const keys = await raw.keys(`${PREFIX}*`);
    if (keys.length) await raw.del(...keys);
    await raw.quit();
  });

  it("shares an address's anonymous count between the processes", async () => {
    const ip = freshAddress();
    for (let i = 0; i < PUBLIC_API_ANON_PER_MINUTE - 1; i += 1)
      expect((await v1(i % 2 ? b : a, CHEAP, {}, ip)).status).toBe(404);
    expect((await v1(b, CHEAP, {}, ip)).headers['x-ratelimit-remaining']).toBe('0');
    // The limit's last call was served by B: A refuses the next one.
    const over = await v1(a, CHEAP, {}, ip);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await raw.keys(`${PREFIX}rate-limit:*v1-ip:${ip}`)).toHaveLength(1);
  });

  it("shares a key's count between the processes", async () => {
    const { cookie } = await memberWithCookie(a);
    const { key } = await newKey(a, cookie);
    for (let i = 0; i < 3; i += 1) expect((await v1(a, CHEAP, { 'x-api-key': key })).status).toBe(404);
    const onB = await v1(b, CHEAP, { 'x-api-key': key });
    expect(onB.status).toBe(404);
    expect(onB.headers['x-ratelimit-remaining']).toBe(String(PUBLIC_API_KEY_PER_MINUTE - 4));
    // One counter in the shared Redis, not one per process.
    expect(await raw.keys(`${PREFIX}rate-limit:*v1-key:*`)).toHaveLength(1);
  });

  it('refuses on the other process a key revoked through one', async () => {
    const { cookie } = await memberWithCookie(a);
    const { row, key } = await newKey(a, cookie);
    // B has looked the key up and keeps it for a minute, unless told.
    expect((await v1(b, '/v1/rarities', { 'x-api-key': key })).status).toBe(200);
    await a.call(calls.revoke, { id: row.id }, cookie);
    await vi.waitFor(
      async () => expect((await v1(b, '/v1/rarities', { 'x-api-key': key })).status).toBe(401),
      { timeout: 5_000, interval: 20 },
    );
  });
});

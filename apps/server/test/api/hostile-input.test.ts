import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls } from '@carddogam/contract/calls/auth';
import { applicationCalls } from '@carddogam/contract/calls/application';
import { nulCharacterPath } from '@carddogam/contract/call';
import { MSG } from '@carddogam/contract/messages';
import { upsertIpBan } from '../../src/repositories/ip-bans';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie, TEST_PASSWORD } from '../helpers/members';
import { sampleOf } from '../helpers/zod-sample';

const post = (
  t: TestApp,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  ip = '127.0.0.1',
) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  // The proxy appends the address it saw; whatever the client wrote stands to its left.
  const viaProxy = (clientIp: string, forged: string) => ({ 'x-forwarded-for': `${forged}, ${clientIp}` });

  it('keeps a banned address banned whatever it writes in X-Forwarded-For', async () => {
    await upsertIpBan(t.services.db, { ip: '198.51.100.77', reason: '테스트', bannedBy: 'test' });
    t.services.ipBans.invalidate();
    const res = await post(
      t,
      applicationCalls.adsBanner.path,
      {},
      viaProxy('198.51.100.77', '198.51.100.78'),
    );
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'IP_BANNED', message: MSG.ipBanned } });
    const other = await post(
      t,
      applicationCalls.adsBanner.path,
      {},
      viaProxy('198.51.100.90', '198.51.100.77'),
    );
    expect(other.statusCode).toBe(200);
  });

  it('keeps counting login attempts of one address that rotates X-Forwarded-For', async () => {
    const member = await createMember(t);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await post(
        t,
        authCalls.login.path,
        { params: { user_id: member.userId, password: `wrong-${i}-pass` } },
        viaProxy('203.0.113.5', `192.0.2.${i + 1}`),
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('marks the session cookie Secure when the proxy says the request came over https', async () => {
    const member = await createMember(t);
    const login = (headers: Record<string, string>) =>
      post(t, authCalls.login.path, { params: { user_id: member.userId, password: TEST_PASSWORD } }, headers);
    const overHttps = await login({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' });
    expect(overHttps.statusCode).toBe(200);
    expect(String(overHttps.headers['set-cookie'])).toMatch(/;\s*Secure/i);
    const overHttp = await login({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'http' });
    expect(String(overHttp.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
  });
});

describe('a client that is not a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(() => t.close());

  it('cannot pick its own address or protocol', async () => {
    await upsertIpBan(t.services.db, { ip: '198.51.100.77', reason: '테스트', bannedBy: 'test' });
    t.services.ipBans.invalidate();
    const forged = { 'x-forwarded-for': '203.0.113.1', 'x-forwarded-proto': 'https' };
    const res = await post(t, applicationCalls.adsBanner.path, {}, forged, '198.51.100.77');
    expect(res.statusCode).toBe(403);
    const member = await createMember(t);
    const login = await post(
      t,
      authCalls.login.path,
      { params: { user_id: member.userId, password: TEST_PASSWORD } },
      forged,
      '198.51.100.60',
    );
    expect(login.statusCode).toBe(200);
    expect(String(login.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
  });
});

describe('a NUL character in any parameter', () => {
  let t: TestApp;
  let adminCookie: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
  });
  afterAll(() => t.close());

  it('is refused with 400 and a Korean message by every call of the route table', async () => {
    // Every JSON call with a free text parameter (calls of numbers and choices only cannot carry one).
    const withText = t.router.table
      .filter((entry) => entry.call)
      .map((entry) => ({ path: entry.path, params: sampleOf(entry.call!.params, 'a\u0000b') }))
      .filter((entry) => nulCharacterPath(entry.params) !== null);
    expect(withText.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    for (const entry of withText) {
      const params = entry.params;
      const res = await post(t, entry.path, { params }, adminCookie);
      const body = JSON.parse(res.body) as { error?: { message?: string } };
      if (res.statusCode !== 400 || !body.error?.message?.startsWith(MSG.nulCharacter))
        wrong.push(`${entry.path}: ${res.statusCode} ${body.error?.message ?? ''}`);
    }
    expect(wrong).toEqual([]);
  });

  it('is found in keys and nested lists too', async () => {
    const res = await post(t, authCalls.login.path, { params: { ['user\u0000id']: 'x', password: 'y' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('security headers', () => {
  let t: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    // A stand-in web build, so the app serves index.html and /upload as in production.
    const web = mkdtempSync(path.join(os.tmpdir(), 'carddogam-web-'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>카드도감</title>');
    process.env.WEB_DIST_DIR = web;
    t = await createTestApp({ NODE_ENV: 'production' }, { serveStatic: true });
    https = await createTestApp({ SITE_URL: 'https://carddogam.example' });
    const uploads = path.join(t.services.env.dataDir, 'upload', 'banner_image');
    mkdirSync(uploads, { recursive: true });
    writeFileSync(path.join(uploads, 'note.txt'), '<script>alert(1)</script>');
  });
  afterAll(async () => {
    await t.close();
    await https.close();
  });

  const expectProtections = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  };

  it('are sent with pages, API answers, errors and uploaded files', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/card/list' });
    expect(page.statusCode).toBe(200);
    expectProtections(page.headers);
    const api = await post(t, applicationCalls.adsBanner.path, {});
    expect(api.statusCode).toBe(200);
    expectProtections(api.headers);
    const refused = await post(t, authCalls.login.path, { params: {} });
    expect(refused.statusCode).toBe(400);
    expectProtections(refused.headers);
    const upload = await t.app.inject({ method: 'GET', url: '/upload/banner_image/note.txt' });
    expect(upload.statusCode).toBe(200);
    expectProtections(upload.headers);
  });

  it('add HSTS only when the site is served over https', async () => {
    const plain = await post(t, applicationCalls.adsBanner.path, {});
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await post(https, applicationCalls.adsBanner.path, {});
    expect(String(secure.headers['strict-transport-security'])).toMatch(/max-age=\d+/);
  });
});

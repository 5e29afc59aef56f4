import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls as calls } from '@carddogam/contract/calls/auth';
import { MSG } from '@carddogam/contract/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, TEST_PASSWORD } from '../helpers/members';

/** POSTs a login from a given address. */
async function loginFrom(t: TestApp, ip: string, userId: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: calls.login.path,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ params: { user_id: userId, password } }),
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as unknown };
}

describe('login rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stops guessing one id from one address after 10 attempts, even with the right password', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 10; i += 1) {
      const res = await loginFrom(t, '10.1.0.1', member.userId, `wrong-${i}-pass`);
      expect(res.status).toBe(401);
    }
    const blocked = await loginFrom(t, '10.1.0.1', member.userId.toUpperCase(), TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: { code: 'TOO_MANY_REQUESTS', message: MSG.loginTooMany } });
  });

  it('does not lock the owner out when strangers guess their password from other addresses', async () => {
    const member = await createMember(t);
    for (let ip = 1; ip <= 3; ip += 1) {
      for (let i = 0; i < 10; i += 1) {
        expect((await loginFrom(t, `10.3.0.${ip}`, member.userId, `wrong-${i}-pass`)).status).toBe(401);
      }
    }
    expect((await loginFrom(t, '10.3.0.1', member.userId, TEST_PASSWORD)).status).toBe(429);
    expect((await loginFrom(t, '10.3.1.1', member.userId, TEST_PASSWORD)).status).toBe(200);
  });

  it('stops one address trying many ids after 30 attempts, and not other addresses', async () => {
    for (let i = 0; i < 30; i += 1) {
      const res = await loginFrom(t, '10.2.0.1', `nobody${i}`, 'wrong-pass');
      expect(res.status).toBe(401);
    }
    expect((await loginFrom(t, '10.2.0.1', 'nobody99', 'wrong-pass')).status).toBe(429);
    const member = await createMember(t);
    expect((await loginFrom(t, '10.2.0.2', member.userId, TEST_PASSWORD)).status).toBe(200);
  });
});

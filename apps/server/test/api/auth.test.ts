import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls as calls } from '@carddogam/contract/calls/auth';
import { MSG } from '@carddogam/contract/messages';
import { queryRows, sql } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  createMember,
  mailsTo,
  sessionCookie,
  sidFromResponse,
  TEST_PASSWORD,
  tokenFromMail,
} from '../helpers/members';

const tag = randomBytes(3).toString('hex');
const joinParams = (n: string) => ({
  user_id: `join${tag}${n}`,
  nickname: `가입${tag}${n}`,
  email: `join${tag}${n}@example.com`,
  password: 'squirtle-5678',
  agree_rule: true as const,
  agree_privacy: true as const,
});

describe('join, certification and login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: `./data/test-auth-${tag}` });
  });
  afterAll(() => t.close());

  it('joins, writes the certification mail, certifies once and then refuses the link', async () => {
    const p = joinParams('a');
    const joined = await t.call(calls.join, p);
    expect(joined.user_id).toBe(p.user_id);

    // Not certified yet: the right password is still refused, with its own message.
    const early = await t.post(calls.login.path, { params: { user_id: p.user_id, password: p.password } });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ error: { message: MSG.emailNotCertified } });

    const mails = await mailsTo(t, p.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/Subject: /);
    const token = await tokenFromMail(t, p.email, '/auth/email_certification');
    const [stored] = await queryRows<{ token_hash: string }>(
      t.services.db,
      sql`select token_hash from auth_tokens where user_id = ${p.user_id}`,
    );
    expect(stored?.token_hash).not.toBe(token);
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);

    expect(await t.call(calls.certifyEmail, { token })).toMatchObject({ ok: true });
    const again = await t.post(calls.certifyEmail.path, { params: { token } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { code: 'TOKEN_INVALID', message: MSG.tokenInvalid } });

    const login = await t.post(calls.login.path, { params: { user_id: p.user_id, password: p.password } });
    expect(login.status).toBe(200);
    const user = calls.login.result.parse(login.body);
    expect(user).toMatchObject({ is_logined: true, type: '사용자', point: 0, badge: { kind: 'new' } });
    expect(JSON.stringify(login.body)).not.toMatch(/argon2|password/);
  });

  it('refuses taken ids (any case), nicknames and e-mails, and reports availability', async () => {
    const p = joinParams('b');
    await t.call(calls.join, p);
    const sameId = await t.post(calls.join.path, {
      params: { ...joinParams('c'), user_id: p.user_id.toUpperCase() },
    });
    expect(sameId.status).toBe(409);
    expect(sameId.body).toMatchObject({ error: { message: MSG.userIdTaken } });
    const sameNick = await t.post(calls.join.path, { params: { ...joinParams('d'), nickname: p.nickname } });
    expect(sameNick.body).toMatchObject({ error: { message: MSG.nicknameTaken } });
    const sameEmail = await t.post(calls.join.path, {
      params: { ...joinParams('e'), email: p.email.toUpperCase() },
    });
    expect(sameEmail.body).toMatchObject({ error: { message: MSG.emailTaken } });

    expect(await t.call(calls.checkId, { user_id: p.user_id })).toEqual({
      available: false,
      message: MSG.userIdTaken,
    });
    expect(await t.call(calls.checkNickname, { nickname: `새닉${tag}` })).toEqual({
      available: true,
      message: MSG.available,
    });
    expect(await t.call(calls.checkEmail, { email: p.email })).toMatchObject({ available: false });
  });

  it('requires both agreements and valid fields, with Korean messages', async () => {
    const res = await t.post(calls.join.path, { params: { ...joinParams('f'), agree_privacy: false } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(MSG.agreeRequired);
    const bad = await t.post(calls.join.path, { params: { ...joinParams('g'), user_id: '1a' } });
    expect(JSON.stringify(bad.body)).toContain(MSG.userIdInvalid);
  });

  it('refuses the reserved ids of §2.1 at join and in the availability check', async () => {
    for (const [i, id] of ['Pokemon', 'POKEMON', 'Admin'].entries()) {
      const res = await t.post(calls.join.path, { params: { ...joinParams(`r${i}`), user_id: id } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'RESERVED_ID', message: MSG.userIdReserved } });
    }
    expect(await t.call(calls.checkId, { user_id: 'Pokemon' })).toMatchObject({ available: false });
    for (const id of ['pokemon', 'root', 'Support', 'ADMIN'])
      expect(await t.call(calls.checkId, { user_id: id })).toMatchObject({ available: false });
  });

  it('ends the session of a reserved id that exists anyway', async () => {
    await createMember(t, { userId: 'Pokemon', nickname: `포켓${tag}` });
    const cookie = await sessionCookie(t, 'Pokemon');
    const res = await t.post(calls.session.path, {}, cookie);
    expect(res.body).toEqual({ is_logined: false });
    expect(sidFromResponse(res.headers)).toBe('');
    const [row] = await queryRows<{ n: number }>(
      t.services.db,
      sql`select count(*)::int as n from sessions where user_id = 'Pokemon'`,
    );
    expect(row?.n).toBe(0);
    const login = await t.post(calls.login.path, { params: { user_id: 'Pokemon', password: TEST_PASSWORD } });
    expect(login.status).toBe(401);
  });

  it('gives the same answer for an unknown id and a wrong password', async () => {
    const member = await createMember(t);
    const wrongPassword = await t.post(calls.login.path, {
      params: { user_id: member.userId, password: 'nope-nope' },
    });
    const unknownId = await t.post(calls.login.path, {
      params: { user_id: `ghost${tag}`, password: TEST_PASSWORD },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownId.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownId.body);
    expect(wrongPassword.body).toEqual({ error: { code: 'LOGIN_FAILED', message: MSG.loginFailed } });
  });

  it('rotates the session cookie at login and ends it at logout', async () => {
    const member = await createMember(t);
    const before = await sessionCookie(t, member.userId);
    const login = await t.post(
      calls.login.path,
      { params: { user_id: member.userId, password: TEST_PASSWORD } },
      before,
    );
    const sid = sidFromResponse(login.headers);
    expect(sid).toBeTruthy();
    expect(`sid=${sid}`).not.toBe(before.cookie);
    expect(String(login.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect(String(login.headers['set-cookie'])).toMatch(/SameSite=Lax/);

    // The cookie the browser came with is dead; the new one works.
    expect((await t.post(calls.session.path, {}, before)).body).toEqual({ is_logined: false });
    const fresh = { cookie: `sid=${sid}` };
    expect(await t.call(calls.session, {}, fresh)).toMatchObject({
      is_logined: true,
      user_id: member.userId,
    });

    const logout = await t.post(calls.logout.path, {}, fresh);
    expect(logout.status).toBe(200);
    expect(sidFromResponse(logout.headers)).toBe('');
    expect((await t.post(calls.session.path, {}, fresh)).body).toEqual({ is_logined: false });
    const [row] = await queryRows<{ n: number }>(
      t.services.db,
      sql`select count(*)::int as n from sessions where user_id = ${member.userId}`,
    );
    expect(row?.n).toBe(0);
  });

  it('refuses a cookie-carrying POST from another site', async () => {
    const member = await createMember(t);
    const cookie = await sessionCookie(t, member.userId);
    const crossSite = await t.post(calls.session.path, {}, { ...cookie, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toMatchObject({ error: { code: 'CROSS_SITE', message: MSG.crossSite } });
    const foreignOrigin = await t.post(calls.session.path, {}, { ...cookie, origin: 'https://evil.example' });
    expect(foreignOrigin.status).toBe(403);
    const sameOrigin = await t.post(calls.session.path, {}, { ...cookie, 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.body).toMatchObject({ is_logined: true });
  });
});

describe('password reset and find id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: `./data/test-reset-${tag}` });
  });
  afterAll(() => t.close());

  it('resets the password with a single-use link and ends old sessions', async () => {
    const member = await createMember(t);
    const oldSession = await sessionCookie(t, member.userId);
    // A wrong e-mail answers the same and sends nothing.
    const wrong = await t.call(calls.passwordResetRequest, {
      user_id: member.userId,
      email: 'other@example.com',
    });
    const right = await t.call(calls.passwordResetRequest, { user_id: member.userId, email: member.email });
    expect(wrong).toEqual(right);
    expect(await mailsTo(t, member.email)).toHaveLength(1);

    const token = await tokenFromMail(t, member.email, '/auth/findpassword');
    await t.call(calls.passwordReset, { token, password: 'bulbasaur-999' });
    const reused = await t.post(calls.passwordReset.path, { params: { token, password: 'bulbasaur-000' } });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ error: { code: 'TOKEN_INVALID' } });

    expect((await t.post(calls.session.path, {}, oldSession)).body).toEqual({ is_logined: false });
    const oldLogin = await t.post(calls.login.path, {
      params: { user_id: member.userId, password: TEST_PASSWORD },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.post(calls.login.path, {
      params: { user_id: member.userId, password: 'bulbasaur-999' },
    });
    expect(newLogin.status).toBe(200);
  });

  it('refuses an expired reset link, and an older link once a newer one was sent', async () => {
    const member = await createMember(t);
    await t.call(calls.passwordResetRequest, { user_id: member.userId, email: member.email });
    const first = await tokenFromMail(t, member.email, '/auth/findpassword');
    await t.call(calls.passwordResetRequest, { user_id: member.userId, email: member.email });
    const second = await tokenFromMail(t, member.email, '/auth/findpassword');
    expect(second).not.toBe(first);
    const old = await t.post(calls.passwordReset.path, {
      params: { token: first, password: 'bulbasaur-999' },
    });
    expect(old.status).toBe(400);

    await t.services.db.execute(
      sql`update auth_tokens set expires = now() - interval '1 second' where user_id = ${member.userId}`,
    );
    const expired = await t.post(calls.passwordReset.path, {
      params: { token: second, password: 'bulbasaur-999' },
    });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ error: { code: 'TOKEN_INVALID', message: MSG.tokenInvalid } });
  });

  it('mails the ids of an address and resends certification only to uncertified members', async () => {
    const member = await createMember(t);
    await t.call(calls.findId, { email: member.email.toUpperCase() });
    const [mail] = await mailsTo(t, member.email);
    expect(mail).toContain(member.userId);

    const pending = await createMember(t, { emailCertified: false });
    await t.call(calls.resendCertification, { email: pending.email });
    await t.call(calls.resendCertification, { email: member.email });
    expect(await mailsTo(t, pending.email)).toHaveLength(1);
    expect(await mailsTo(t, member.email)).toHaveLength(1);
  });
});

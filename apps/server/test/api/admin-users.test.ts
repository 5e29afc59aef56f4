import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserCalls as calls, IP_BAN_MSG } from '@carddogam/contract/calls/admin-users';
import { applicationCalls } from '@carddogam/contract/calls/application';
import { authCalls } from '@carddogam/contract/calls/auth';
import { MSG } from '@carddogam/contract/messages';
import { sql } from '../../src/db/client';
import { findUser } from '../../src/repositories/users';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

describe('admin: members, types and bans', () => {
  let t: TestApp;
  let adminId: string;
  let adminCookie: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const boss = await createMember(t, { type: '관리자' });
    adminId = boss.userId;
    adminCookie = await sessionCookie(t, boss.userId);
  });
  afterAll(() => t.close());

  it('lists and searches members with e-mail but never the password hash', async () => {
    const member = await createMember(t, { nickname: '검색용닉네임' });
    const found = await t.call(calls.list, { q: '검색용' }, adminCookie);
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ user_id: member.userId, email: member.email, type: '사용자' });
    expect(JSON.stringify(found)).not.toMatch(/argon2/);
    const admins = await t.call(calls.list, { type: '관리자' }, adminCookie);
    expect(admins.items.map((u) => u.user_id)).toEqual([adminId]);
  });

  it('changes a type with a log row, and refuses 밴 유저 and the admin themself', async () => {
    const member = await createMember(t);
    const changed = await t.call(
      calls.changeType,
      { user_id: member.userId, type: '테스터', reason: '베타' },
      adminCookie,
    );
    expect(changed.type).toBe('테스터');
    const viaType = await t.post(
      calls.changeType.path,
      { params: { user_id: member.userId, type: '밴 유저' } },
      adminCookie,
    );
    expect(viaType.body).toMatchObject({ error: { message: MSG.useBanCall } });
    const self = await t.post(
      calls.changeType.path,
      { params: { user_id: adminId, type: '사용자' } },
      adminCookie,
    );
    expect(self.status).toBe(403);
    expect(self.body).toMatchObject({ error: { message: MSG.selfTypeChange } });
    const log = await t.call(calls.banLog, { user_id: member.userId }, adminCookie);
    expect(log.items[0]).toMatchObject({
      action: 'type',
      from_type: '사용자',
      to_type: '테스터',
      reason: '베타',
      by: adminId,
    });
  });

  it('bans and unbans, restoring the earlier type, with the ban log', async () => {
    const member = await createMember(t, { type: '테스터' });
    const banned = await t.call(calls.ban, { user_id: member.userId, reason: '도배', days: 7 }, adminCookie);
    expect(banned.type).toBe('밴 유저');
    expect(new Date(banned.ban_until!).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const cookie = await sessionCookie(t, member.userId);
    expect(await t.call(authCalls.session, {}, cookie)).toMatchObject({
      type: '밴 유저',
      badge: { kind: 'banned' },
    });

    const unbanned = await t.call(calls.unban, { user_id: member.userId, reason: '해제' }, adminCookie);
    expect(unbanned).toMatchObject({ type: '테스터', ban_until: null });
    const again = await t.post(calls.unban.path, { params: { user_id: member.userId } }, adminCookie);
    expect(again.body).toMatchObject({ error: { message: MSG.notBanned } });
    const log = await t.call(calls.banLog, { user_id: member.userId }, adminCookie);
    expect(log.items.map((l) => l.action)).toEqual(['unban', 'ban']);
  });

  it('lifts a ban whose period is over when the member comes back', async () => {
    const member = await createMember(t);
    await t.call(calls.ban, { user_id: member.userId, reason: '기간', days: 1 }, adminCookie);
    await t.services.db.execute(
      sql`update users set ban_until = now() - interval '1 minute' where user_id = ${member.userId}`,
    );
    const cookie = await sessionCookie(t, member.userId);
    expect(await t.call(authCalls.session, {}, cookie)).toMatchObject({ type: '사용자' });
    expect((await findUser(t.services.db, member.userId))?.type).toBe('사용자');
    const log = await t.call(calls.banLog, { user_id: member.userId }, adminCookie);
    expect(log.items[0]).toMatchObject({ action: 'unban', by: 'system' });
  });

  it('refuses these calls to 운영진 with a Korean 403 and to guests with 401', async () => {
    const staffer = await createMember(t, { type: '운영진' });
    const res = await t.post(calls.list.path, { params: {} }, await sessionCookie(t, staffer.userId));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: 'FORBIDDEN', message: MSG.adminOnly } });
    expect((await t.post(calls.list.path, { params: {} })).status).toBe(401);
  });
});

describe('IP bans', () => {
  let t: TestApp;
  let adminCookie: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const boss = await createMember(t, { type: '관리자' });
    adminCookie = await sessionCookie(t, boss.userId);
  });
  afterAll(() => t.close());

  const from = (ip: string, path: string, params: object = {}) =>
    t.app
      .inject({
        method: 'POST',
        url: path,
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ params }),
      })
      .then((res) => ({ status: res.statusCode, body: JSON.parse(res.body) as unknown }));

  it('refuses every call from a banned IP except the ban check, until the ban is removed', async () => {
    const ip = '203.0.113.9';
    expect((await from(ip, applicationCalls.adsBanner.path)).status).toBe(200);

    const added = await t.call(calls.ipBanAdd, { ip, reason: '스팸' }, adminCookie);
    expect(added).toMatchObject({ ip, reason: '스팸' });
    expect((await t.call(calls.ipBanList, {}, adminCookie)).map((b) => b.ip)).toContain(ip);

    for (const path of [
      applicationCalls.adsBanner.path,
      authCalls.login.path,
      '/api/card/detail/card_en',
      '/api/nope',
    ]) {
      const res = await from(ip, path, { user_id: 'x', password: 'y' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: { code: 'IP_BANNED', message: MSG.ipBanned } });
    }
    const check = await from(ip, applicationCalls.checkIp.path);
    expect(check).toEqual({ status: 200, body: true });
    // The IPv4-mapped form of the same address is the same client.
    expect((await from(`::ffff:${ip}`, applicationCalls.adsBanner.path)).status).toBe(403);
    expect((await from('203.0.113.10', applicationCalls.adsBanner.path)).status).toBe(200);

    expect(await t.call(calls.ipBanRemove, { ip }, adminCookie)).toEqual({ deleted: 1 });
    expect((await from(ip, applicationCalls.adsBanner.path)).status).toBe(200);
    expect((await from(ip, applicationCalls.checkIp.path)).body).toBe(false);
  });

  it("refuses to ban the caller's own address or a loopback address, with a Korean message", async () => {
    const own = '198.51.100.7';
    const addFrom = (caller: string, ip: string) =>
      t.app
        .inject({
          method: 'POST',
          url: calls.ipBanAdd.path,
          remoteAddress: caller,
          headers: { 'content-type': 'application/json', ...adminCookie },
          payload: JSON.stringify({ params: { ip, reason: '실수' } }),
        })
        .then((res) => ({ status: res.statusCode, body: JSON.parse(res.body) as unknown }));

    for (const ip of [own, `::ffff:${own}`]) {
      expect(await addFrom(own, ip)).toEqual({
        status: 400,
        body: { error: { code: 'OWN_IP', message: IP_BAN_MSG.ownIp } },
      });
    }
    expect((await addFrom('2001:db8::7', '2001:0db8:0:0::7')).body).toMatchObject({
      error: { code: 'OWN_IP' },
    });
    for (const ip of ['127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) {
      expect(await addFrom(own, ip)).toEqual({
        status: 400,
        body: { error: { code: 'LOOPBACK_IP', message: IP_BAN_MSG.loopback } },
      });
    }
    expect(await t.call(calls.ipBanList, {}, adminCookie)).toEqual([]);
    // The caller can still reach the site, and another address is banned as before.
    expect((await from(own, applicationCalls.checkIp.path)).body).toBe(false);
    expect((await addFrom(own, '198.51.100.8')).status).toBe(200);
    expect(await t.call(calls.ipBanRemove, { ip: '198.51.100.8' }, adminCookie)).toEqual({ deleted: 1 });
  });

  it('validates the address', async () => {
    const res = await t.post(calls.ipBanAdd.path, { params: { ip: 'not-an-ip' } }, adminCookie);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(MSG.ipInvalid);
  });
});

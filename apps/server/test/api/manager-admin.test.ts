import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER_MSG, managerAdminCalls as calls } from '@carddogam/contract/calls/manager-admin';
import { adminUserCalls } from '@carddogam/contract/calls/admin-users';
import { findUser } from '../../src/repositories/users';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

describe('admin: managers, testers, permissions and the staff action log', () => {
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

  it('grants and revokes a permission flag, each logged with before and after', async () => {
    const member = await createMember(t);
    const granted = await t.call(
      calls.permissionUpdate,
      { user_id: member.userId, permission: 'permission_pointmall', granted: true, reason: '판매자 승인' },
      adminCookie,
    );
    expect(granted.permission_pointmall).toBe(true);
    expect((await findUser(t.services.db, member.userId))!.permissionPointmall).toBe(true);
    const listed = await t.call(calls.permissionList, { q: member.userId }, adminCookie);
    expect(listed.rows.map((r) => r.user_id)).toEqual([member.userId]);

    const again = await t.post(
      calls.permissionUpdate.path,
      { params: { user_id: member.userId, permission: 'permission_pointmall', granted: true } },
      adminCookie,
    );
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { message: MANAGER_MSG.permissionUnchanged } });

    await t.call(
      calls.permissionUpdate,
      { user_id: member.userId, permission: 'permission_pointmall', granted: false, reason: '회수' },
      adminCookie,
    );
    const log = await t.call(calls.log, { action: 'user.permission', target_id: member.userId }, adminCookie);
    expect(log.total).toBe(2);
    expect(log.rows.map((r) => ({ before: r.before, after: r.after, memo: r.memo, by: r.user_id }))).toEqual([
      {
        before: { permission_pointmall: true },
        after: { permission_pointmall: false },
        memo: '회수',
        by: adminId,
      },
      {
        before: { permission_pointmall: false },
        after: { permission_pointmall: true },
        memo: '판매자 승인',
        by: adminId,
      },
    ]);
    expect(log.rows[0]!.nickname).not.toBeNull();
    expect((await t.call(calls.permissionList, { q: member.userId }, adminCookie)).total).toBe(0);
  });

  it('makes a 사용자 a 테스터 and back, refusing other types, with the log', async () => {
    const member = await createMember(t);
    const manager = await createMember(t, { type: '매니저' });
    expect(
      (await t.call(calls.testerAdd, { user_id: member.userId, reason: '베타' }, adminCookie)).type,
    ).toBe('테스터');
    const testers = await t.call(calls.testerList, { q: member.userId }, adminCookie);
    expect(testers.rows.map((r) => r.user_id)).toEqual([member.userId]);

    const demote = await t.post(calls.testerAdd.path, { params: { user_id: manager.userId } }, adminCookie);
    expect(demote.body).toMatchObject({ error: { message: MANAGER_MSG.notUser } });
    expect((await findUser(t.services.db, manager.userId))!.type).toBe('매니저');
    const notTester = await t.post(
      calls.testerRemove.path,
      { params: { user_id: manager.userId } },
      adminCookie,
    );
    expect(notTester.status).toBe(400);

    await t.call(calls.testerRemove, { user_id: member.userId, reason: '종료' }, adminCookie);
    const log = await t.call(calls.log, { action: 'user.', target_id: member.userId }, adminCookie);
    expect(log.rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['user.type', { type: '테스터', ban_until: null }, { type: '사용자', ban_until: null }],
      ['user.type', { type: '사용자', ban_until: null }, { type: '테스터', ban_until: null }],
    ]);
    const staff = await t.call(calls.staffList, {}, adminCookie);
    expect(staff.rows.map((r) => r.user_id)).toEqual(expect.arrayContaining([adminId, manager.userId]));
    expect(staff.rows.every((r) => ['관리자', '운영진', '매니저', '일어알바'].includes(r.type))).toBe(true);
  });

  it('logs type changes and bans of the member screens, searchable by member, target and day', async () => {
    const member = await createMember(t);
    await t.call(adminUserCalls.ban, { user_id: member.userId, reason: '도배', days: 3 }, adminCookie);
    const boss = (await findUser(t.services.db, adminId))!;
    const byNickname = await t.call(
      calls.log,
      { member: boss.nickname, target_type: 'user', target_id: member.userId },
      adminCookie,
    );
    expect(byNickname.rows.map((r) => [r.action, r.memo])).toEqual([['user.ban', '도배']]);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
    expect(
      (await t.call(calls.log, { target_id: member.userId, from: today, to: today }, adminCookie)).total,
    ).toBe(1);
    expect((await t.call(calls.log, { target_id: member.userId, to: '2020-01-01' }, adminCookie)).total).toBe(
      0,
    );
    const noOne = await t.call(calls.log, { member: 'nobody-at-all' }, adminCookie);
    expect(noOne.total).toBe(0);
  });

  it('answers bad input with a Korean 400 and refuses a non-admin', async () => {
    const bad = await t.post(
      calls.log.path,
      { params: { from: '2026-02-01', to: '2026-01-01' } },
      adminCookie,
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { message: expect.stringContaining(MANAGER_MSG.dateOrder) } });
    const flag = await t.post(
      calls.permissionUpdate.path,
      { params: { user_id: 'x', permission: 'permission_everything', granted: true } },
      adminCookie,
    );
    expect(flag.status).toBe(400);
    const missing = await t.post(
      calls.permissionUpdate.path,
      { params: { user_id: 'no-such-member', permission: 'permission_deck_recipe', granted: true } },
      adminCookie,
    );
    expect(missing.status).toBe(404);
    const manager = await createMember(t, { type: '매니저' });
    const refused = await t.post(
      calls.permissionUpdate.path,
      { params: { user_id: manager.userId, permission: 'permission_pointmall', granted: true } },
      await sessionCookie(t, manager.userId),
    );
    expect(refused.status).toBe(403);
  });
});

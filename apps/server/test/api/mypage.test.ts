import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls } from '@carddogam/contract/calls/auth';
import { mypageCalls as calls } from '@carddogam/contract/calls/mypage';
import { MSG } from '@carddogam/contract/messages';
import { eq } from 'drizzle-orm';
import { alarm } from '../../src/db/schema/index';
import { insertStaffAlarm } from '../../src/repositories/alarms';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie, sidFromResponse, TEST_PASSWORD } from '../helpers/members';

describe('my page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a login', async () => {
    expect((await t.post(calls.home.path, {})).status).toBe(401);
  });

  it('shows the home summary with badge and unread alarms', async () => {
    const member = await createMember(t, { type: '매니저' });
    await t.services.db.insert(alarm).values([
      { audience: 'member', target: member.userId, kind: '제보', title: '제보가 반영되었습니다' },
      { audience: 'member', target: 'someone-else', kind: '제보', title: '남의 알림' },
    ]);
    const home = await t.call(calls.home, {}, await sessionCookie(t, member.userId));
    expect(home).toMatchObject({
      user: { user_id: member.userId, type: '매니저', is_staff: true, is_admin: false },
      badge: { kind: 'manager' },
      unread_alarm_count: 1,
    });
  });

  it('lists unread alarms first, then the newest', async () => {
    const member = await createMember(t);
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await t.services.db.insert(alarm).values([
      { audience: 'member', target: member.userId, kind: '쪽지', title: '오래된 안 읽음', created: at(30) },
      { audience: 'member', target: member.userId, kind: '쪽지', title: '최근 읽음', isRead: true, created: at(1) },
      { audience: 'member', target: member.userId, kind: '쪽지', title: '최근 안 읽음', created: at(5) },
    ]);
    const list = await t.call(calls.alarmList, {}, await sessionCookie(t, member.userId));
    expect(list.items.map((a) => a.title)).toEqual(['최근 안 읽음', '오래된 안 읽음', '최근 읽음']);
  });

  it('updates each field alone, refusing a taken nickname', async () => {
    const other = await createMember(t);
    const member = await createMember(t);
    const cookie = await sessionCookie(t, member.userId);
    const hidden = await t.call(calls.update, { collection_show: false }, cookie);
    expect(hidden).toMatchObject({ collection_show: false, nickname: member.nickname });
    const renamed = await t.call(calls.update, { nickname: '새닉네임', email_alarm_agree: true }, cookie);
    expect(renamed).toMatchObject({ nickname: '새닉네임', email_alarm_agree: true, collection_show: false });
    const taken = await t.post(calls.update.path, { params: { nickname: other.nickname } }, cookie);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { message: MSG.nicknameTaken } });
    const image = await t.call(calls.update, { profile_image: '/upload/user_img/abc.webp' }, cookie);
    expect(image.profile_image).toBe('/upload/user_img/abc.webp');
    const outside = await t.post(
      calls.update.path,
      { params: { profile_image: 'https://evil.example/x.png' } },
      cookie,
    );
    expect(outside.status).toBe(400);
    // Type, points and permission flags are not fields of this call.
    const sneaky = await t.post(calls.update.path, { params: { type: '관리자' } }, cookie);
    expect(sneaky.status).toBe(400);
  });

  it('changes the password, ending other sessions but keeping this browser logged in', async () => {
    const member = await createMember(t);
    const here = await sessionCookie(t, member.userId);
    const elsewhere = await sessionCookie(t, member.userId);
    const wrong = await t.post(
      calls.password.path,
      { params: { current_password: 'nope-nope', new_password: 'mewtwo-2024' } },
      here,
    );
    expect(wrong.body).toMatchObject({ error: { message: MSG.passwordWrong } });

    const res = await t.post(
      calls.password.path,
      { params: { current_password: TEST_PASSWORD, new_password: 'mewtwo-2024' } },
      here,
    );
    expect(res.status).toBe(200);
    const sid = sidFromResponse(res.headers);
    expect(sid).toBeTruthy();
    expect((await t.post(authCalls.session.path, {}, elsewhere)).body).toEqual({ is_logined: false });
    expect((await t.post(authCalls.session.path, {}, here)).body).toEqual({ is_logined: false });
    expect(await t.call(authCalls.session, {}, { cookie: `sid=${sid}` })).toMatchObject({
      user_id: member.userId,
    });
  });

  it('lists the member’s own alarms and marks them read', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const [mine] = await t.services.db
      .insert(alarm)
      .values([
        { audience: 'member', target: member.userId, kind: '제보', title: '하나' },
        { audience: 'member', target: member.userId, kind: '제보', title: '둘' },
      ])
      .returning();
    const [theirs] = await t.services.db
      .insert(alarm)
      .values({ audience: 'member', target: other.userId, kind: '제보', title: '남' })
      .returning();
    const cookie = await sessionCookie(t, member.userId);
    const list = await t.call(calls.alarmList, {}, cookie);
    expect(list).toMatchObject({ total: 2, unread: 2 });
    expect(await t.call(calls.alarmRead, { id: theirs!.id }, cookie)).toEqual({ updated: 0 });
    expect(await t.call(calls.alarmRead, { id: mine!.id }, cookie)).toEqual({ updated: 1 });
    expect(await t.call(calls.alarmRead, {}, cookie)).toEqual({ updated: 1 });
    expect((await t.call(calls.alarmList, {}, cookie)).unread).toBe(0);
  });

  it('never shows staff alarms to a member, even one whose id is admin', async () => {
    // 'admin' is refused to joins now, but a member may have taken it before: staff alarms were once
    // the rows targeted at 'admin', so such a member read and cleared them all.
    const member = await createMember(t, { userId: 'admin' });
    await insertStaffAlarm(t.services.db, { kind: '제보 - 오류', title: '신고 내용', actorUserId: 'x' });
    const cookie = await sessionCookie(t, member.userId);
    expect(await t.call(calls.alarmList, {}, cookie)).toMatchObject({ total: 0, unread: 0, items: [] });
    expect(await t.call(calls.alarmRead, {}, cookie)).toEqual({ updated: 0 });
    expect((await t.call(calls.home, {}, cookie)).unread_alarm_count).toBe(0);
    const [staffAlarm] = await t.services.db.select().from(alarm).where(eq(alarm.audience, 'staff'));
    expect(staffAlarm).toMatchObject({ target: null, isRead: false });
  });
});

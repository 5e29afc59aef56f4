import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_USER_MSG, adminUserCalls as calls } from '@carddogam/contract/calls/admin-users';
import { pointRecord, tradePost, users, visitedLog } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { createBoard, insertBoardPost } from '../helpers/boards';
import { createMember, sessionCookie } from '../helpers/members';

describe('admin: member search and member detail', () => {
  let t: TestApp;
  let adminCookie: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
  });
  afterAll(() => t.close());

  it('searches by grade and join days (Korean calendar days, both ends included)', async () => {
    const old = await createMember(t);
    const graded = await createMember(t);
    // 2025-03-01 23:30 in Korea is 14:30 UTC the same day.
    await t.services.db
      .update(users)
      .set({ created: new Date('2025-03-01T14:30:00Z') })
      .where(eq(users.userId, old.userId));
    await t.services.db.update(users).set({ grade: 7 }).where(eq(users.userId, graded.userId));
    const onDay = await t.call(
      calls.list,
      { joined_from: '2025-03-01', joined_to: '2025-03-01' },
      adminCookie,
    );
    expect(onDay.items.map((u) => u.user_id)).toEqual([old.userId]);
    const after = await t.call(calls.list, { joined_from: '2025-03-02' }, adminCookie);
    expect(after.items.map((u) => u.user_id)).not.toContain(old.userId);
    const byGrade = await t.call(calls.list, { grade: 7 }, adminCookie);
    expect(byGrade.items.map((u) => u.user_id)).toEqual([graded.userId]);

    const wrong = await t.post(calls.list.path, { params: { grade: 13 } }, adminCookie);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: { message: expect.stringContaining(ADMIN_USER_MSG.gradeInvalid) },
    });
    const order = await t.post(
      calls.list.path,
      { params: { joined_from: '2025-03-02', joined_to: '2025-03-01' } },
      adminCookie,
    );
    expect(order.body).toMatchObject({
      error: { message: expect.stringContaining(ADMIN_USER_MSG.dateOrder) },
    });
  });

  it('shows points, posts, trade posts, bans and the IPs seen', async () => {
    const db = t.services.db;
    const member = await createMember(t);
    await db
      .insert(pointRecord)
      .values({ userId: member.userId, menu: '출석', activity: '출석', amount: 10 });
    const boardId = await createBoard(db, { group: '상세시험', name: '상세게시판' });
    const postId = await insertBoardPost(db, { boardId, userId: member.userId, title: '첫 글' });
    await db.insert(tradePost).values({ userId: member.userId, title: '판매합니다' });
    await t.services.sessions.create(member.userId, { ip: '198.51.100.4', userAgent: null });
    await db.insert(visitedLog).values([
      { path: '/', ip: '198.51.100.4', userId: member.userId },
      { path: '/card/list', ip: '203.0.113.9', userId: member.userId },
    ]);
    await t.call(calls.ban, { user_id: member.userId, reason: '도배', days: 1 }, adminCookie);

    const detail = await t.call(calls.detail, { user_id: member.userId }, adminCookie);
    expect(detail.user).toMatchObject({
      user_id: member.userId,
      type: '밴 유저',
      permission_pointmall: false,
    });
    expect(detail.points).toMatchObject({ total: 1, items: [{ amount: 10, menu: '출석' }] });
    expect(detail.posts.total).toBe(1);
    expect(detail.posts.items[0]).toMatchObject({ id: postId, title: '첫 글' });
    expect(detail.posts.items[0]!.link).toContain(`id=${postId}`);
    expect(detail.trade_posts.items.map((p) => p.title)).toEqual(['판매합니다']);
    expect(detail.bans.items.map((b) => b.action)).toEqual(['ban']);
    expect(detail.reports.total).toBe(0);
    expect(Object.fromEntries(detail.ips.map((ip) => [ip.ip, ip.seen_in]))).toEqual({
      '198.51.100.4': ['session', 'visit'],
      '203.0.113.9': ['visit'],
    });

    const missing = await t.post(calls.detail.path, { params: { user_id: 'no-such-member' } }, adminCookie);
    expect(missing.status).toBe(404);
  });
});

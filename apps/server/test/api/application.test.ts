import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCalls as calls } from '@carddogam/contract/calls/application';
import { queryRows, sql } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers/app';
import { countVisit } from '../../src/repositories/site';
import { adsSetting, banner, country, ipBan, users } from '../../src/db/schema/index';

describe('§7.9 application calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    await db.insert(users).values({
      userId: 'trainer1',
      nickname: '지우',
      email: 'ash@example.com',
      passwordHash: 'secret-hash',
      grade: 3,
      collectionShow: false,
    });
    await db.insert(adsSetting).values([
      { type: 'card_ranking', isShow: true },
      { type: 'card_search_detail', isShow: false },
    ]);
    await db.insert(banner).values([
      { type: 'card_ranking', bannerImage: 'rank.png', link: 'https://example.com', sortOrder: 1 },
      { type: 'card_ranking', bannerImage: 'later.png', link: '', sortOrder: 2 },
    ]);
    await db.insert(country).values([
      { code: 'KR', countryKr: '대한민국' },
      { code: 'JP', countryKr: '일본' },
    ]);
    await db.insert(ipBan).values({ ip: '10.9.9.9', reason: 'spam' });
  });
  afterAll(() => t.close());

  it('returns a member profile without e-mail or password hash', async () => {
    const rows = await t.call(calls.userSpecific, { user_id: 'trainer1' });
    expect(rows).toEqual([
      {
        type: '사용자',
        grade: 3,
        profile_image: null,
        user_id: 'trainer1',
        nickname: '지우',
        collection_show: false,
      },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/ash@example|secret-hash/);
    expect(await t.call(calls.userSpecific, { user_id: 'ghost' })).toEqual([]);
  });

  it('returns the ads banner settings as 0/1 and the first banners of a placement', async () => {
    expect(await t.call(calls.adsBanner)).toEqual([
      { type: 'card_ranking', is_show: 1 },
      { type: 'card_search_detail', is_show: 0 },
    ]);
    const banners = await t.call(calls.banner, { type: 'card_ranking' });
    expect(banners[0]).toEqual({ banner_image: 'rank.png', link: 'https://example.com', is_ads: false });
  });

  it('tells a banned IP apart from others', async () => {
    expect(await t.call(calls.checkIp, undefined, { 'x-forwarded-for': '1.2.3.4' })).toBe(false);
    const banned = await t.app.inject({
      method: 'POST',
      url: calls.checkIp.path,
      remoteAddress: '10.9.9.9',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(JSON.parse(banned.body)).toBe(true);
  });

  it('counts a visitor once per visited cookie', async () => {
    const first = await t.post(calls.visitedCount.path, {});
    expect(first.body).toEqual({ counted: true });
    expect(String(first.headers['set-cookie'])).toMatch(/visited=1.*Max-Age=86400/);
    const again = await t.post(calls.visitedCount.path, {}, { cookie: 'visited=1' });
    expect(again.body).toEqual({ counted: false });
    const [row] = await queryRows<{ count: number }>(
      t.services.db,
      sql`select sum(count)::int as count from visit_counter`,
    );
    expect(row?.count).toBe(1);
  });

  it('logs visited paths', async () => {
    await t.call(calls.visitedLog, { path: '/card/detail?id=sv3pt5-6' });
    const rows = await queryRows<{ path: string }>(t.services.db, sql`select path from visited_log`);
    expect(rows.map((r) => r.path)).toContain('/card/detail?id=sv3pt5-6');
  });

  it('requires a login to record the last visit', async () => {
    const res = await t.post(calls.lastVisit.path, { params: { user_id: 'trainer1' } });
    expect(res.status).toBe(401);
  });

  it('lists countries', async () => {
    expect(await t.call(calls.countries)).toEqual([
      { code: 'JP', country_kr: '일본' },
      { code: 'KR', country_kr: '대한민국' },
    ]);
  });

  it('counts a visit on its Seoul day, also in the hours when the UTC date is still the day before', async () => {
    // 2025-03-01 15:30 UTC is 2025-03-02 00:30 in Seoul.
    await countVisit(t.services.db, new Date('2025-03-01T15:30:00Z'));
    await countVisit(t.services.db, new Date('2025-03-02T14:59:00Z'));
    const rows = await queryRows<{ day: string; count: number }>(
      t.services.db,
      sql`select day::text as day, count from visit_counter where day between '2025-03-01' and '2025-03-03' order by day`,
    );
    expect(rows).toEqual([{ day: '2025-03-02', count: 2 }]);
  });
});

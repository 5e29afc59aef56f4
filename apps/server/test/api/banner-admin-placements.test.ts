import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { applicationCalls } from '@carddogam/contract/calls/application';
import {
  BANNER_ADMIN_MSG,
  BANNER_IMAGE_UPLOAD_PATH,
  bannerAdminCalls as calls,
} from '@carddogam/contract/calls/banner-admin';
import { AD_PLACEMENTS } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { koreanToday } from '@carddogam/contract/trade/chart';
import { staffActionLog } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

/** /admin/banner/main and ads (decision 037): periods, order, the ads switch and the ad-slot choice. */
describe('banners of every placement', { timeout: 60_000 }, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let adminId = '';
  let member: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({}, { serveStatic: true });
    const boss = await createMember(t, { type: '관리자' });
    adminId = boss.userId;
    admin = await sessionCookie(t, boss.userId);
    member = await sessionCookie(t, (await createMember(t, { type: '매니저' })).userId);
  });
  afterAll(() => t.close());

  const errorOf = (body: unknown) => (body as { error: { message: string } }).error.message;
  const uploadImage = async (): Promise<string> => {
    const boundary = '----placement-test-boundary';
    const bytes = await sharp({ create: { width: 360, height: 46, channels: 3, background: '#f60' } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: BANNER_IMAGE_UPLOAD_PATH,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...admin },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(res.statusCode).toBe(200);
    return (JSON.parse(res.body) as { file: string }).file;
  };
  const logged = (action: string, targetId: string | number) =>
    t.services.db
      .select()
      .from(staffActionLog)
      .where(and(eq(staffActionLog.action, action), eq(staffActionLog.targetId, String(targetId))));

  it('serves a banner only inside its period, Korean days inclusive', async () => {
    const today = koreanToday();
    const save = async (link: string, starts_at: string | null, ends_at: string | null) =>
      (
        await t.call(
          calls.save,
          { type: 'main', banner_image: await uploadImage(), link, starts_at, ends_at },
          admin,
        )
      ).id;
    const past = await save('/past', '2020-01-01', '2020-01-31');
    const future = await save('/future', '2099-01-01', null);
    const current = await save('/today', today, today);

    const served = await t.call(applicationCalls.banner, { type: 'main' });
    expect(served.map((b) => b.link)).toEqual(['/today']);
    const listed = (await t.call(calls.list, { type: 'main' }, admin)).banners;
    expect(listed.map((b) => [b.id, b.live, b.starts_at, b.ends_at])).toEqual([
      [past, false, '2020-01-01', '2020-01-31'],
      [future, false, '2099-01-01', null],
      [current, true, today, today],
    ]);
    expect((await logged('banner.create', current))[0]).toMatchObject({ userId: adminId });
  });

  it('refuses a malformed period or one that ends before it starts, in Korean', async () => {
    const image = await uploadImage();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ starts_at: '2026/01/01' }, BANNER_ADMIN_MSG.dateInvalid],
      [{ ends_at: '2026-02-30' }, BANNER_ADMIN_MSG.dateInvalid],
      [{ starts_at: '2026-03-02', ends_at: '2026-03-01' }, BANNER_ADMIN_MSG.periodOrder],
    ];
    for (const [period, message] of cases) {
      const res = await t.post(
        calls.save.path,
        { params: { type: 'main', banner_image: image, ...period } },
        admin,
      );
      expect(res.status, JSON.stringify(period)).toBe(400);
      expect(errorOf(res.body)).toContain(message);
    }
  });

  it('moves a banner up and down, and the public import follows the order', async () => {
    const ids: number[] = [];
    for (const link of ['/a', '/b', '/c'])
      ids.push(
        (await t.call(calls.save, { type: 'collection', banner_image: await uploadImage(), link }, admin)).id,
      );
    const [a, b, c] = ids as [number, number, number];
    const links = async () =>
      (await t.call(applicationCalls.banner, { type: 'collection' })).map((x) => x.link);
    // Equal sort orders fall back to the id; the first move turns them into a real order.
    expect(await links()).toEqual(['/a', '/b', '/c']);

    await t.call(calls.move, { id: c, direction: 'up' }, admin);
    expect(await links()).toEqual(['/a', '/c', '/b']);
    await t.call(calls.move, { id: a, direction: 'down' }, admin);
    expect(await links()).toEqual(['/c', '/a', '/b']);
    expect(
      (await t.call(calls.list, { type: 'collection' }, admin)).banners.map((x) => x.sort_order),
    ).toEqual([0, 10, 20]);
    // At the top nothing moves.
    await t.call(calls.move, { id: c, direction: 'up' }, admin);
    expect(await links()).toEqual(['/c', '/a', '/b']);
    expect(await logged('banner.move', a)).toHaveLength(1);

    const unknown = await t.post(calls.move.path, { params: { id: 999_999, direction: 'up' } }, admin);
    expect(unknown.status).toBe(404);
    const sideways = await t.post(calls.move.path, { params: { id: b, direction: 'left' } }, admin);
    expect(sideways.status).toBe(400);
  });

  it('round-trips is_show and the ad-slot choice through /api/check/ads_banner and the banner import', async () => {
    await t.call(
      calls.save,
      { type: 'card_ranking', banner_image: await uploadImage(), link: '/rank' },
      admin,
    );
    await t.call(calls.setShow, { type: 'card_ranking', is_show: true }, admin);
    expect(await t.call(applicationCalls.adsBanner)).toContainEqual({ type: 'card_ranking', is_show: 1 });
    expect((await t.call(applicationCalls.banner, { type: 'card_ranking' }))[0]).toMatchObject({
      is_ads: false,
    });

    await t.call(calls.setAdSlot, { type: 'card_ranking', is_ads: true }, admin);
    // Chosen twice, still one slot.
    await t.call(calls.setAdSlot, { type: 'card_ranking', is_ads: true }, admin);
    const withSlot = await t.call(applicationCalls.banner, { type: 'card_ranking' });
    expect(withSlot).toHaveLength(2);
    expect(withSlot[0]).toEqual({ banner_image: '', link: '', is_ads: true });

    const placements = await t.call(calls.placements, undefined, admin);
    expect(placements.map((p) => p.type)).toEqual([...AD_PLACEMENTS]);
    expect(placements.find((p) => p.type === 'card_ranking')).toEqual({
      type: 'card_ranking',
      is_show: true,
      is_ads: true,
      live_images: 1,
      images: 1,
    });

    await t.call(calls.setAdSlot, { type: 'card_ranking', is_ads: false }, admin);
    expect((await t.call(applicationCalls.banner, { type: 'card_ranking' })).map((x) => x.is_ads)).toEqual([
      false,
    ]);
    await t.call(calls.setShow, { type: 'card_ranking', is_show: false }, admin);
    expect(await t.call(applicationCalls.adsBanner)).toContainEqual({ type: 'card_ranking', is_show: 0 });
    expect(await logged('banner.ad_slot', 'card_ranking')).toHaveLength(2);
    expect(await logged('ads_setting.show', 'card_ranking')).toHaveLength(2);
  });

  it('refuses the new calls to a 매니저 with 403 and to a guest with 401', async () => {
    const cases = [
      [calls.move.path, { id: 1, direction: 'up' }],
      [calls.placements.path, {}],
      [calls.setAdSlot.path, { type: 'main', is_ads: true }],
    ] as const;
    for (const [path, params] of cases) {
      const res = await t.post(path, { params }, member);
      expect(res.status, path).toBe(403);
      expect(errorOf(res.body)).toBe(MSG.adminOnly);
      expect((await t.post(path, { params })).status, path).toBe(401);
    }
  });
});

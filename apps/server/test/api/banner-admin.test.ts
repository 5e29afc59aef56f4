import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { applicationCalls } from '@carddogam/contract/calls/application';
import { BANNER_IMAGE_UPLOAD_PATH, bannerAdminCalls as calls } from '@carddogam/contract/calls/banner-admin';
import { BANNER_MSG, MSG } from '@carddogam/contract/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

/** /admin/board/ads: the 'community' placement's banners and switch, and what the public calls then answer. */
describe('banner admin (§2.22)', { timeout: 60_000 }, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let user: Record<string, string>;
  /** The image banner the first test adds; the next one works beside it. */
  let imageBanner = 0;

  beforeAll(async () => {
    t = await createTestApp({}, { serveStatic: true });
    admin = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
    user = await sessionCookie(t, (await createMember(t, { type: '사용자' })).userId);
  });
  afterAll(() => t.close());

  const upload = (bytes: Buffer, headers: Record<string, string>) => {
    const boundary = '----banner-test-boundary';
    return t.app.inject({
      method: 'POST',
      url: BANNER_IMAGE_UPLOAD_PATH,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  };
  const png = () =>
    sharp({ create: { width: 830, height: 90, channels: 3, background: '#36f' } })
      .png()
      .toBuffer();
  const errorOf = (body: unknown) => (body as { error: { message: string } }).error.message;

  it('lets 관리자 add a community banner with an image and show it to everybody', async () => {
    const res = await upload(await png(), admin);
    expect(res.statusCode).toBe(200);
    const { file } = JSON.parse(res.body) as { file: string };
    expect(file).toMatch(/^[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: `/upload/banner_image/${file}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const { id } = await t.call(
      calls.save,
      { type: 'community', banner_image: file, link: 'https://example.com/event', sort_order: 1 },
      admin,
    );
    imageBanner = id;
    await t.call(calls.setShow, { type: 'community', is_show: true }, admin);

    expect(await t.call(applicationCalls.adsBanner)).toContainEqual({ type: 'community', is_show: 1 });
    expect(await t.call(applicationCalls.banner, { type: 'community' })).toEqual([
      { banner_image: file, link: 'https://example.com/event', is_ads: false },
    ]);
    expect(await t.call(calls.list, { type: 'community' }, admin)).toEqual({
      type: 'community',
      is_show: true,
      banners: [
        {
          id,
          type: 'community',
          banner_image: file,
          link: 'https://example.com/event',
          is_ads: false,
          sort_order: 1,
          starts_at: null,
          ends_at: null,
          live: true,
        },
      ],
    });
  });

  it('orders, edits and removes banners, and switches the placement off', async () => {
    const { id: slot } = await t.call(calls.save, { type: 'community', is_ads: true, sort_order: 0 }, admin);
    // The ad slot (order 0) comes first, so it is what the placement now shows.
    expect((await t.call(applicationCalls.banner, { type: 'community' }))[0]).toEqual({
      banner_image: '',
      link: '',
      is_ads: true,
    });
    await t.call(
      calls.save,
      { id: slot, type: 'community', is_ads: true, link: '/rank', sort_order: 5 },
      admin,
    );
    // A chosen ad slot is served before the image banners whatever its order (decision 037).
    const listed = await t.call(calls.list, { type: 'community' }, admin);
    expect(listed.banners.map((b) => [b.id, b.sort_order, b.link])).toEqual([
      [slot, 5, '/rank'],
      [imageBanner, 1, 'https://example.com/event'],
    ]);

    await t.call(calls.remove, { id: slot }, admin);
    expect((await t.call(calls.list, { type: 'community' }, admin)).banners.map((b) => b.id)).not.toContain(
      slot,
    );
    const gone = await t.post(calls.remove.path, { params: { id: slot } }, admin);
    expect(gone.status).toBe(404);
    expect(errorOf(gone.body)).toBe(BANNER_MSG.bannerNotFound);

    await t.call(calls.setShow, { type: 'community', is_show: false }, admin);
    expect(await t.call(applicationCalls.adsBanner)).toContainEqual({ type: 'community', is_show: 0 });
  });

  it('refuses a 사용자 every banner call with 403', async () => {
    const cases = [
      [calls.list.path, { type: 'community' }],
      [calls.save.path, { type: 'community', is_ads: true }],
      [calls.remove.path, { id: 1 }],
      [calls.setShow.path, { type: 'community', is_show: true }],
    ] as const;
    for (const [path, params] of cases) {
      const res = await t.post(path, { params }, user);
      expect(res.status, path).toBe(403);
      expect(errorOf(res.body)).toBe(MSG.adminOnly);
    }
    const uploaded = await upload(await png(), user);
    expect(uploaded.statusCode).toBe(403);
    expect(errorOf(JSON.parse(uploaded.body))).toBe(MSG.adminOnly);
  });

  it.each([
    ['javascript:alert(1)', BANNER_MSG.linkInvalid],
    ['//evil.example/x', BANNER_MSG.linkInvalid],
    ['/\\evil.example', BANNER_MSG.linkInvalid],
    ['https://', BANNER_MSG.linkInvalid],
    [`https://example.com/${'a'.repeat(500)}`, BANNER_MSG.linkTooLong],
  ])('refuses the link %s with a Korean message', async (link, message) => {
    const res = await t.post(calls.save.path, { params: { type: 'community', is_ads: true, link } }, admin);
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toContain(message);
  });

  it('refuses an image banner without an image, a file the upload did not store and an unknown placement', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'community', link: '/rank' }, BANNER_MSG.imageRequired],
      [{ type: 'community', banner_image: '../../secret.webp' }, BANNER_MSG.imageMissing],
      [{ type: 'community', banner_image: 'never-uploaded.webp' }, BANNER_MSG.imageMissing],
      [{ type: 'nowhere', is_ads: true }, BANNER_MSG.placementInvalid],
      [{ type: 'community', is_ads: true, sort_order: -1 }, BANNER_MSG.sortInvalid],
    ];
    for (const [params, message] of cases) {
      const res = await t.post(calls.save.path, { params }, admin);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(errorOf(res.body)).toContain(message);
    }
  });

  it('refuses an upload that is not an image or is too large, in Korean', async () => {
    const text = await upload(Buffer.from('<svg onload="alert(1)"></svg> not a picture'), admin);
    expect(text.statusCode).toBe(400);
    expect(errorOf(JSON.parse(text.body))).toBe(MSG.imageNotImage);
    const huge = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), admin);
    expect(huge.statusCode).toBe(413);
    expect(errorOf(JSON.parse(huge.body))).toBe(MSG.imageTooLarge);
  });
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { cardPageCalls } from '@carddogam/contract/calls/card-page';
import { searchCalls } from '@carddogam/contract/calls/search';
import { parseMirroredImage } from '@carddogam/contract/cards/card-image';
import { queryRows } from '../../src/db/client';
import { cardEn, cardImageMirror } from '../../src/db/schema/index';
import { FileImageStore } from '../../src/import/images/image-store';
import { mirrorCardImages, mirrorKey, type MirrorSummary } from '../../src/import/images/mirror-images';
import {
  createSourceFetcher,
  DEFAULT_FETCH_OPTIONS,
  parseSourceRewrite,
} from '../../src/import/images/source-fetch';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import { startImageSourceServer, type ImageSourceServer } from '../helpers/image-source-server';

/** The addresses cards carry, as the catalogue gives them; the fetcher is pointed at the local server. */
const HOST = 'https://images.example.invalid';

describe('card image mirror', () => {
  let t: TestApp;
  let source: ImageSourceServer;
  let uploadDir: string;
  const ids: Record<string, string> = {};

  const run = (concurrency = 2): Promise<MirrorSummary> =>
    mirrorCardImages(t.services.db, {
      store: new FileImageStore(uploadDir),
      fetchImage: createSourceFetcher({
        ...DEFAULT_FETCH_OPTIONS,
        ratePerSecond: 1000,
        retryDelayMs: 0,
        rewrite: parseSourceRewrite(`${HOST}/=${source.origin}/`),
      }),
      concurrency,
    });
  const page = async (id: string) => (await t.call(cardPageCalls.page, { id }))[0]!;
  const searchImage = async (id: string) => {
    const [row] = await queryRows<{ image_en: string | null; image_kr: string | null }>(
      t.services.db,
      sql`select image_en, image_kr from card_search where card_id = ${id}`,
    );
    return row!;
  };
  const requestsOf = (prefix: string) =>
    [...source.requests].filter(([p]) => p.startsWith(prefix)).reduce((n, [, c]) => n + c, 0);

  let first: MirrorSummary;

  beforeAll(async () => {
    t = await createTestApp({}, { serveStatic: true });
    uploadDir = path.join(t.services.env.dataDir, 'upload');
    source = await startImageSourceServer();
    const db = t.services.db;
    for (let n = 1; n <= 4; n++) {
      ids[`plain${n}`] = await insertCard(db, {
        en: { imageUrl: `${HOST}/card/en-${n}.png` },
        withParts: false,
      });
    }
    ids.korean = await insertCard(db, {
      en: { imageUrl: `${HOST}/card/en-k.png` },
      kr: { imageUrl: `${HOST}/card/kr-k.png` },
      withParts: false,
    });
    ids.missing = await insertCard(db, { en: { imageUrl: `${HOST}/missing.png` }, withParts: false });
    ids.notPicture = await insertCard(db, {
      en: { imageUrl: `${HOST}/not-a-picture.png` },
      withParts: false,
    });
    ids.busy = await insertCard(db, { en: { imageUrl: `${HOST}/busy-once.png` }, withParts: false });
    ids.uploaded = await insertCard(db, {
      en: { imageUrl: `${HOST}/card/uploaded.png`, image: 'staff-upload.webp' },
      withParts: false,
    });
    ids.none = await insertCard(db, { en: { imageUrl: null }, withParts: false });
    await refreshCardSearch(db);
    first = await run();
  });
  afterAll(async () => {
    await source.close();
    await t.close();
  });

  it('fetches every catalogue picture once, through the rewritten address, at most two at a time', () => {
    expect(first).toMatchObject({ total: 9, fetched: 7, resumed: 0, kept: 0 });
    expect(requestsOf('/card/')).toBe(6);
    expect(source.requests.get('/card/uploaded.png')).toBeUndefined();
    expect(source.maxInFlight).toBeLessThanOrEqual(2);
  });

  it('writes the three WebP widths under the edition folder', async () => {
    const key = mirrorKey(`${HOST}/card/kr-k.png`);
    for (const width of [245, 480, 734]) {
      const file = await readFile(path.join(uploadDir, 'card_kr_image', `${key}-${width}.webp`));
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 1117) / 800) });
    }
  });

  it('counts a missing source and a file that is not a picture as failed, and retries a busy host', () => {
    expect(first.failed).toEqual(
      expect.arrayContaining([
        { cardId: ids.missing, nation: 'en', url: `${HOST}/missing.png`, reason: 'HTTP 404' },
        {
          cardId: ids.notPicture,
          nation: 'en',
          url: `${HOST}/not-a-picture.png`,
          reason: '이미지가 아닙니다',
        },
      ]),
    );
    expect(first.failed).toHaveLength(2);
    expect(source.requests.get('/busy-once.png')).toBe(2);
  });

  it('gives our address to the card page and the search rows, and the source address where there is no copy', async () => {
    const korean = await page(ids.korean);
    const mirrored = parseMirroredImage(korean.en.image_url!);
    expect(mirrored).toEqual({
      sources: {
        thumb: `/upload/card_en_image/${mirrorKey(`${HOST}/card/en-k.png`)}-245.webp`,
        detail: `/upload/card_en_image/${mirrorKey(`${HOST}/card/en-k.png`)}-480.webp`,
        zoom: `/upload/card_en_image/${mirrorKey(`${HOST}/card/en-k.png`)}-734.webp`,
      },
      fallback: `${HOST}/card/en-k.png`,
    });
    expect(parseMirroredImage(korean.kr!.image_url!)?.sources.thumb).toMatch(/^\/upload\/card_kr_image\//);
    expect(await searchImage(ids.korean)).toEqual({
      image_en: korean.en.image_url,
      image_kr: korean.kr!.image_url,
    });

    const [row] = await t
      .call(searchCalls.list('en'), { keyword: { text: 'Charizard', page_size: 100 } })
      .then((rows) => rows.filter((r) => r.id === ids.plain1));
    expect(row!.image_en).toBe((await page(ids.plain1)).en.image_url);

    expect((await page(ids.missing)).en.image_url).toBe(`${HOST}/missing.png`);
    expect((await searchImage(ids.missing)).image_en).toBe(`${HOST}/missing.png`);
    expect((await searchImage(ids.uploaded)).image_en).toBe('staff-upload.webp');
  });

  it('serves the copies for a year, other uploads as before', async () => {
    const address = (await searchImage(ids.plain2)).image_en!;
    const res = await t.app.inject({ method: 'GET', url: parseMirroredImage(address)!.sources.thumb });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    await new FileImageStore(uploadDir).put('card_en_image', 'staff-upload.webp', Buffer.from('RIFF'));
    const upload = await t.app.inject({ method: 'GET', url: '/upload/card_en_image/staff-upload.webp' });
    expect(upload.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('skips what is done on the next run, and fetches only what failed', async () => {
    const before = requestsOf('/card/');
    const again = await run();
    expect(again).toMatchObject({ total: 9, kept: 7, fetched: 0, resumed: 0 });
    expect(again.failed).toHaveLength(2);
    expect(requestsOf('/card/')).toBe(before);
    expect(source.requests.get('/missing.png')).toBe(2);
  });

  it('records without fetching the files a run wrote before it was stopped', async () => {
    await t.services.db.delete(cardImageMirror).where(eq(cardImageMirror.cardId, ids.plain3));
    const before = requestsOf('/card/');
    const resumed = await run();
    expect(resumed).toMatchObject({ kept: 6, resumed: 1, fetched: 0 });
    expect(requestsOf('/card/')).toBe(before);
    expect(parseMirroredImage((await searchImage(ids.plain3)).image_en!)).not.toBeNull();
  });

  it('shows the new source address when a re-import changes it, until the next run copies it', async () => {
    const db = t.services.db;
    await db
      .update(cardEn)
      .set({ imageUrl: `${HOST}/card/en-4-new.png` })
      .where(eq(cardEn.id, ids.plain4));
    await refreshCardSearch(db, [ids.plain4]);
    t.services.cardPages.invalidate(ids.plain4);
    expect((await page(ids.plain4)).en.image_url).toBe(`${HOST}/card/en-4-new.png`);
    expect((await searchImage(ids.plain4)).image_en).toBe(`${HOST}/card/en-4-new.png`);

    const next = await run();
    expect(next).toMatchObject({ fetched: 1 });
    expect(source.requests.get('/card/en-4-new.png')).toBe(1);
    expect(parseMirroredImage((await searchImage(ids.plain4)).image_en!)?.fallback).toBe(
      `${HOST}/card/en-4-new.png`,
    );
  });
});

describe('CARD_IMAGE_SOURCE_REWRITE', () => {
  it('fetches an address that starts with a rule from the rule’s target, others unchanged', () => {
    const rewrite = parseSourceRewrite(
      'https://a.example/img/=http://127.0.0.1:9/a/, https://b.example/=http://x.test/',
    );
    expect(rewrite('https://a.example/img/sv1/1.png')).toBe('http://127.0.0.1:9/a/sv1/1.png');
    expect(rewrite('https://b.example/2.png')).toBe('http://x.test/2.png');
    expect(rewrite('https://c.example/3.png')).toBe('https://c.example/3.png');
    expect(parseSourceRewrite(undefined)('https://a.example/1.png')).toBe('https://a.example/1.png');
  });

  it('refuses a rule that is not two addresses', () => {
    expect(() => parseSourceRewrite('images.example=127.0.0.1')).toThrow(/CARD_IMAGE_SOURCE_REWRITE/);
  });
});

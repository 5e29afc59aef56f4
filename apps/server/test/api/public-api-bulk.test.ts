import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { publicBulk } from '@carddogam/contract/public-api/bulk';
import { BULK_EXPORTS_KEPT, PUBLIC_API_CACHE_SECONDS } from '@carddogam/contract/public-api/limits';
import { PUBLIC_API_MSG } from '@carddogam/contract/public-api/messages';
import { koreanToday } from '@carddogam/contract/trade/chart';
import { queryRows } from '../../src/db/client';
import { importCatalogue } from '../../src/import/run-import';
import {
  exportCardsIfDue,
  exportDir,
  writeCardExport,
  type ExportSource,
} from '../../src/public-api/bulk-export';
import { createTestApp, type TestApp } from '../helpers/app';
import { standardCatalogue } from '../factories/catalogue';

/**
 * The nightly bulk export (DATA_DIR/export/cards-YYYY-MM-DD.jsonl.gz) and the two /v1 routes that offer
 * it: every card once, in id order, each line what GET /v1/cards/{id} answers.
 */

let nextAddress = 0;
const freshAddress = () => {
  nextAddress += 1;
  return `10.70.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

describe('bulk export of the public API', () => {
  let t: TestApp;
  let source: ExportSource;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: freshAddress() });
  const lines = async (date: string) =>
    gunzipSync(await readFile(path.join(exportDir(source.dataDir), `cards-${date}.jsonl.gz`)))
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { id: string });
  const catalogueIds = async () =>
    (
      await queryRows<{ id: string }>(
        t.services.db,
        sql`select id from card_en where deleted_at is null order by id`,
      )
    ).map((r) => r.id);

  beforeAll(async () => {
    // A data folder of its own: the export files must not meet another test file's.
    t = await createTestApp({ DATA_DIR: `./data/test-bulk-${randomBytes(4).toString('hex')}` });
    await importCatalogue(t.services.db, { kind: 'path', dir: standardCatalogue() });
    source = { db: t.services.db, dataDir: t.services.env.dataDir, siteUrl: t.services.env.SITE_URL };
  });
  afterAll(() => t.close());

  it('answers 404 in both languages before any export exists', async () => {
    for (const url of ['/v1/bulk', '/v1/bulk/cards.jsonl.gz']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(JSON.parse(res.body)).toEqual({
        error: {
          code: 'EXPORT_NOT_FOUND',
          message: PUBLIC_API_MSG.bulkMissing.ko,
          message_en: PUBLIC_API_MSG.bulkMissing.en,
        },
      });
    }
  });

  it('writes one line per card in id order, each equal to GET /v1/cards/{id}', async () => {
    const info = await writeCardExport(source);
    const cards = await lines(info.date);
    const ids = await catalogueIds();
    expect(ids.length).toBeGreaterThan(3);
    expect(cards).toHaveLength(ids.length);
    expect(info.card_count).toBe(ids.length);
    expect(cards.map((c) => c.id)).toEqual(ids);
    for (let i = 1; i < cards.length; i += 1) expect(cards[i - 1]!.id < cards[i]!.id).toBe(true);
    for (const card of [cards[0]!, cards.find((c) => c.id === 'sv3pt5-6')!, cards[cards.length - 1]!]) {
      const res = await get(`/v1/cards/${encodeURIComponent(card.id)}`);
      expect(res.statusCode).toBe(200);
      expect(card).toEqual(JSON.parse(res.body));
    }
    // Nothing half-written is left behind.
    expect((await readdir(exportDir(source.dataDir))).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('describes the latest file at /v1/bulk and serves it with its sha256 as the ETag', async () => {
    const info = await writeCardExport(source);
    const file = await readFile(path.join(exportDir(source.dataDir), `cards-${info.date}.jsonl.gz`));
    const sha256 = createHash('sha256').update(file).digest('hex');

    const meta = publicBulk.parse(JSON.parse((await get('/v1/bulk')).body)).data;
    expect(meta).toEqual({
      date: koreanToday(),
      card_count: info.card_count,
      bytes: file.length,
      sha256,
      url: `${source.siteUrl.replace(/\/+$/, '')}/v1/bulk/cards.jsonl.gz`,
    });

    const res = await get('/v1/bulk/cards.jsonl.gz');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['cache-control']).toBe(`public, max-age=${PUBLIC_API_CACHE_SECONDS.bulkFile}`);
    expect(res.headers.etag).toBe(`"${sha256}"`);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(sha256);

    const again = await get('/v1/bulk/cards.jsonl.gz', { 'if-none-match': `"${sha256}"` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/v1/bulk/cards.jsonl.gz?format=csv')).statusCode).toBe(400);
  });

  it('leaves deleted cards out', async () => {
    const [victim] = await catalogueIds();
    await t.services.db.execute(sql`update card_en set deleted_at = now() where id = ${victim!}`);
    try {
      const info = await writeCardExport(source);
      const ids = (await lines(info.date)).map((c) => c.id);
      expect(ids).not.toContain(victim);
      expect(ids).toEqual(await catalogueIds());
    } finally {
      await t.services.db.execute(sql`update card_en set deleted_at = null where id = ${victim!}`);
    }
  });

  it(`keeps the last ${BULK_EXPORTS_KEPT} exports, and the daily job skips a day already exported`, async () => {
    const days = ['2031-03-01', '2031-03-02', '2031-03-03', '2031-03-04', '2031-03-05'];
    // Noon in Korea on each day.
    for (const day of days) await writeCardExport(source, new Date(`${day}T12:00:00+09:00`));
    const names = (await readdir(exportDir(source.dataDir))).sort();
    expect(names).toEqual(
      days.slice(-BULK_EXPORTS_KEPT).flatMap((d) => [`cards-${d}.json`, `cards-${d}.jsonl.gz`]),
    );
    expect(JSON.parse((await get('/v1/bulk')).body).data.date).toBe('2031-03-05');

    const noon = new Date('2031-03-05T12:00:00+09:00');
    expect(await exportCardsIfDue(source, noon)).toBe(0);
    const nextDay = new Date('2031-03-06T09:00:00+09:00');
    expect(await exportCardsIfDue(source, nextDay)).toBe((await catalogueIds()).length);
    expect(JSON.parse((await get('/v1/bulk')).body).data.date).toBe('2031-03-06');
  });
});

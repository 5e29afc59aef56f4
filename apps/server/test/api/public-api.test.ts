import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { publicCard } from '@carddogam/contract/public-api/card';
import { PUBLIC_API_ANON_PER_MINUTE } from '@carddogam/contract/public-api/limits';
import { PUBLIC_API_MSG } from '@carddogam/contract/public-api/messages';
import { publicPrices } from '@carddogam/contract/public-api/prices';
import { exampleUrl, PUBLIC_API_ROUTES } from '@carddogam/contract/public-api/routes';
import { createTestApp, type TestApp } from '../helpers/app';
import { PUBLIC_API_CATCH_ALL } from '../../src/public-api/plugin';
import { standardCatalogue } from '../factories/catalogue';
import { importCatalogue } from '../../src/import/run-import';
import { tradePrice } from '../../src/db/schema/index';
import { refreshRankStats } from '../../src/repositories/rank-stats';
import { runInTransaction } from '../../src/db/transactions';
import { koreanToday } from '@carddogam/contract/trade/chart';

/** Each request from its own address unless one is given, so the per-address limit stays out of the way. */
let nextAddress = 0;
const freshAddress = () => {
  nextAddress += 1;
  return `10.40.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

describe('public card API (/v1)', () => {
  let t: TestApp;
  const get = async (url: string, headers: Record<string, string> = {}, ip = freshAddress()) => {
    const res = await t.app.inject({ method: 'GET', url, headers, remoteAddress: ip });
    return { status: res.statusCode, headers: res.headers, text: res.body, json: () => JSON.parse(res.body) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await importCatalogue(t.services.db, { kind: 'path', dir: standardCatalogue() });
    const today = koreanToday();
    const price = (fields: Partial<typeof tradePrice.$inferInsert>) => ({
      postId: 0,
      cardId: 'sv3pt5-6',
      cardNation: 'kr',
      cardState: 'S급',
      cardPrice: 100_000,
      cardCreated: today,
      state: '판매완료',
      ...fields,
    });
    await t.services.db.insert(tradePrice).values([
      price({ cardPrice: 100_000 }),
      price({ cardPrice: 120_000 }),
      price({ cardState: 'A급', cardPrice: 80_000 }),
      price({ cardState: '등급', gradeCompany: 'PSA', grade: 100, cardPrice: 300_000 }),
      // Three years ago: in the all-time figures, outside a 12-month period.
      price({ cardPrice: 50_000, cardCreated: '2023-01-10' }),
    ]);
    // The ranking reads the per-card figures every price write keeps current.
    await runInTransaction(t.services.db, (tx) =>
      refreshRankStats(tx, [{ cardId: 'sv3pt5-6', nation: 'kr' }]),
    );
  });
  afterAll(() => t.close());

  it('answers a card with its Korean and Japanese editions and how they were linked', async () => {
    const res = await get('/v1/cards/sv3pt5-6');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const card = publicCard.parse(res.json());
    expect(card).toMatchObject({
      id: 'sv3pt5-6',
      hp: 330,
      subtypes: ['Stage 2', 'ex'],
      en: { name: 'Charizard ex', rarity: 'Double Rare', set: { name: '151' }, link: { source: 'base' } },
      kr: { name: '리자몽ex', rarity: 'RR', link: { source: 'import', confidence: 1 } },
      jp: { name: 'リザードンex', link: { source: 'import', confidence: 1, edited_by_staff: false } },
    });
    expect(card.en.attacks[0]).toMatchObject({ name: 'Ember', cost: ['Fire'], damage: '330' });
    expect(card.jp!.attacks.map((a) => a.name)).toEqual(['ひのこ']);
    expect(card.en.image).toMatch(/^https:\/\/images\.example\/sv3pt5-6/);
  });

  it('answers 404 with a Korean and an English message for an unknown card', async () => {
    const res = await get('/v1/cards/no-such-card');
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({
      error: {
        code: 'CARD_NOT_FOUND',
        message: PUBLIC_API_MSG.cardMissing.ko,
        message_en: PUBLIC_API_MSG.cardMissing.en,
      },
    });
    const unknown = await get('/v1/nothing-here/at-all');
    expect(unknown.status).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: 'NOT_FOUND',
      message_en: PUBLIC_API_MSG.routeMissing.en,
    });
  });

  it('answers 400 for bad parameters, never 500', async () => {
    for (const url of [
      '/v1/cards?limit=0',
      '/v1/cards?limit=101',
      '/v1/cards?limit=ten',
      '/v1/cards?hp_min=-5',
      '/v1/cards?types=Fire,Plasma',
      '/v1/cards?supertype=Monster',
      '/v1/cards?unknown_filter=1',
      '/v1/cards?q=a&q=b',
      '/v1/cards?cursor=not-a-cursor',
      `/v1/cards?cursor=${Buffer.from('other:sv3pt5-6').toString('base64url')}`,
      '/v1/cards/sv3pt5-6/prices?months=7',
      '/v1/sets/xx-151',
      '/v1/ranking?type=likes',
      `/v1/cards/${'x'.repeat(65)}`,
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      const body = res.json();
      expect(body.error.code, url).toBe('BAD_REQUEST');
      expect(body.error.message, url).toMatch(/[가-힣]/);
      expect(body.error.message_en, url).toMatch(/^Invalid/);
    }
  });

  it('answers 304 without a body when If-None-Match holds the ETag', async () => {
    const first = await get('/v1/cards/sv3pt5-6');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/v1/cards/sv3pt5-6', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    const changed = await get('/v1/cards/sv3pt5-4', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('searches Korean and Japanese partial names with the /card/list filters', async () => {
    const ids = async (url: string) => (await get(url)).json().data.map((c: { id: string }) => c.id);
    expect(await ids(`/v1/cards?q=${encodeURIComponent('리자')}`)).toEqual(['sv3pt5-6']);
    expect(await ids(`/v1/cards?q=${encodeURIComponent('リザード')}`)).toEqual(['sv3pt5-6']);
    expect(await ids('/v1/cards?hp_min=300&types=Fire')).toEqual(['sv3pt5-6']);
    expect(await ids('/v1/cards?supertype=Trainer')).toEqual(['sv3pt5-166']);
    expect(await ids(`/v1/cards?nation=kr&set=${encodeURIComponent('포켓몬 카드 151')}`)).toContain(
      'sv3pt5-6',
    );
    const [row] = (await get(`/v1/cards?q=${encodeURIComponent('리자')}`)).json().data;
    expect(row).toMatchObject({
      name_kr: '리자몽ex',
      kr: { name: '리자몽ex' },
      jp: { name: 'リザードンex' },
    });
  });

  it('answers KRW price statistics for all time and for the period', async () => {
    const res = await get('/v1/cards/sv3pt5-6/prices?nation=kr&months=12');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { data } = publicPrices.parse(res.json());
    expect(data.all_time).toMatchObject({ highest: 300_000, lowest: 50_000, trade_count: 5 });
    expect(data.all_time.by_condition.S).toBe(90_000);
    expect(data.all_time.by_grade).toEqual([{ company: 'PSA', grade: 10, average: 300_000, count: 1 }]);
    expect(data.period.trade_count).toBe(4);
    expect(data.period.by_condition.S).toEqual({ average: 110_000, count: 2 });
    expect(data.period.by_condition.A).toEqual({ average: 80_000, count: 1 });
    expect((await get('/v1/cards/no-such-card/prices')).status).toBe(404);
  });

  it('lists sets, one set in number order, series, rarities, types and the ranking', async () => {
    const sets = (await get('/v1/sets')).json().data as Array<{ id: string; name: string }>;
    expect(sets.map((s) => s.id)).toContain('en-sv3pt5');
    const set = (await get('/v1/sets/en-sv3pt5')).json().data;
    expect(set.name).toBe('151');
    expect(set.cards.map((c: { id: string }) => c.id)).toEqual([
      'sv3pt5-4',
      'sv3pt5-6',
      'sv3pt5-37',
      'sv3pt5-38',
      'sv3pt5-166',
    ]);
    expect((await get('/v1/sets/en-nope')).status).toBe(404);
    expect((await get('/v1/series')).json().data).toContainEqual({ nation: 'en', name: 'Scarlet & Violet' });
    expect((await get('/v1/rarities')).json().data.length).toBeGreaterThan(0);
    expect((await get('/v1/types')).json().data.types).toContainEqual({ en: 'Fire', kr: '불꽃' });
    const ranking = await get('/v1/ranking?type=trade&nation=kr');
    expect(ranking.status).toBe(200);
    expect(ranking.json().data[0]).toMatchObject({ rank: 1, id: 'sv3pt5-6' });
  });

  it('answers 429 with Retry-After and both messages after the per-address limit', async () => {
    const ip = '10.41.0.1';
    for (let i = 0; i < PUBLIC_API_ANON_PER_MINUTE; i += 1) {
      expect((await get('/v1/rarities', {}, ip)).status).toBe(200);
    }
    const over = await get('/v1/rarities', {}, ip);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['access-control-allow-origin']).toBe('*');
    expect(over.json()).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: PUBLIC_API_MSG.tooMany.ko,
        message_en: PUBLIC_API_MSG.tooMany.en,
      },
    });
    // Another address is not affected.
    expect((await get('/v1/rarities', {}, '10.41.0.2')).status).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document with code samples on every operation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    const doc = JSON.parse(res.body);
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    for (const [path, item] of Object.entries(
      doc.paths as Record<string, { get: Record<string, unknown> }>,
    )) {
      const samples = item.get['x-codeSamples'] as Array<{ lang: string; source: string }>;
      expect(
        samples.map((s) => s.lang),
        path,
      ).toEqual(['Shell', 'TypeScript']);
    }
  });

  it('documents every /v1 route Fastify serves, whatever its method, so a route cannot be added without it', async () => {
    const doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).body);
    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    // printRoutes draws every registered route as a tree, whatever registered it; rebuild full paths.
    const served: string[] = [];
    const stack: string[] = [];
    for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const m = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \((.*)\))?$/.exec(line);
      if (!m) continue;
      const depth = m[1]!.length / 4;
      stack[depth] = (depth > 0 ? stack[depth - 1]! : '') + m[2]!;
      if (!stack[depth]!.startsWith('/v1') || stack[depth] === PUBLIC_API_CATCH_ALL) continue;
      // HEAD is Fastify's own twin of every GET.
      for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD'))
        served.push(`${method} ${stack[depth]!}`);
    }
    expect(served.length).toBeGreaterThanOrEqual(Object.keys(PUBLIC_API_ROUTES).length);
    expect(served).toContain('GET /v1/cards/:id/prices');
    for (const route of served) expect(documented, route).toContain(route);
  });

  it('has an example for every route that the server answers with 200', async () => {
    for (const route of Object.values(PUBLIC_API_ROUTES)) {
      const res = await t.app.inject({
        method: 'GET',
        url: exampleUrl(route),
        remoteAddress: freshAddress(),
      });
      // The empty database of this app has no card: those examples answer 404, never 400.
      expect([200, 404], route.path).toContain(res.statusCode);
    }
  });
});

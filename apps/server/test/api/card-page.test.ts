import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cardPageCalls } from '@carddogam/contract/calls/card-page';
import { createTestApp, type TestApp } from '../helpers/app';
import { standardCatalogue } from '../factories/catalogue';
import { importCatalogue } from '../../src/import/run-import';
import { cardKr } from '../../src/db/schema/index';
import { defaultNation } from '../../src/services/card-page';

describe('aggregate card page', () => {
  let t: TestApp;
  const page = async (id: string) => (await t.call(cardPageCalls.page, { id }))[0];
  beforeAll(async () => {
    t = await createTestApp();
    await importCatalogue(t.services.db, { kind: 'path', dir: standardCatalogue() });
  });
  afterAll(() => t.close());

  it('returns the three editions, their parts and the type parts in one answer', async () => {
    const p = await page('sv3pt5-6');
    expect(p).toMatchObject({
      id: 'sv3pt5-6',
      en: { name: 'Charizard ex', hp: 330, isAvailable: 1 },
      kr: { name: '리자몽ex', rarity: 'RR' },
      jp: { name: 'リザードンex' },
      name_kr_suggestion: null,
      weaknesses: [{ type: 'Water', value: '×2' }],
      default_nation: 'kr',
    });
    expect(p!.parts.en.attacks.map((a) => a.name)).toEqual(['Ember']);
    expect(p!.parts.jp.attacks.map((a) => a.name)).toEqual(['ひのこ']);
  });

  it('opens an English-only card in English with its unconfirmed Korean name', async () => {
    const p = await page('sv3pt5-4');
    expect(p).toMatchObject({ default_nation: 'en', name_kr_suggestion: '파이리', kr: null });
  });

  it('opens a Japanese-only card in Japanese', async () => {
    expect((await page('jp-SV2a-037'))!.default_nation).toBe('jp');
  });

  it('answers [] for an unknown id and 400 for a malformed one', async () => {
    expect(await t.call(cardPageCalls.page, { id: 'no-such-card' })).toEqual([]);
    const res = await t.post(cardPageCalls.page.path, { params: { id: 42 } });
    expect(res.status).toBe(400);
  });

  it('serves later requests from the cache until the card is invalidated', async () => {
    await page('sv3pt5-6');
    await t.services.db.update(cardKr).set({ name: '리자몽 ex' }).where(eq(cardKr.cardId, 'sv3pt5-6'));
    expect((await page('sv3pt5-6'))!.kr!.name).toBe('리자몽ex');
    t.services.cardPages.invalidate('sv3pt5-6');
    expect((await page('sv3pt5-6'))!.kr!.name).toBe('리자몽 ex');
  });
});

describe('default language (§2.3, decision 007)', () => {
  const en = { isAvailable: 1 as const };
  const kr = (name: string | null, rarity: string | null, isAvailable: 0 | 1 = 1) => ({
    name,
    rarity,
    isAvailable,
  });
  const cases: Array<[string, unknown, string]> = [
    ['English only', { en, kr: null, jp: null }, 'en'],
    ['Korean name and rarity', { en, kr: kr('리자몽', 'RR'), jp: null }, 'kr'],
    ['Korean name without rarity', { en, kr: kr('리자몽', null), jp: null }, 'en'],
    ['English not released, no Korean, Japanese record', { en: { isAvailable: 0 }, kr: null, jp: {} }, 'jp'],
    [
      'English and Korean both unreleased',
      { en: { isAvailable: 0 }, kr: kr('리자몽', 'RR', 0), jp: {} },
      'jp',
    ],
  ];
  it.each(cases)('%s → %s', (_name, input, expected) => {
    expect(defaultNation(input as Parameters<typeof defaultNation>[0])).toBe(expected);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SETS_MSG, setCalls as calls } from '@carddogam/contract/calls/sets';
import { cardSet } from '../../src/db/schema/index';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';

/** /set: every set of the three editions with its card count and links, and one set's cards in number order. */
describe('/set: sets and their cards', { timeout: 60_000 }, () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    await db.insert(cardSet).values([
      {
        nation: 'kr',
        code: 'SV2a',
        name: '포켓몬 카드 151',
        series: '스칼렛・바이올렛',
        totalNumber: 165,
        total: 210,
        releaseDate: '2023-06-16',
        symbol: '/upload/set/sv2a-symbol.webp',
        editionGroup: 'g151',
      },
      {
        nation: 'en',
        code: 'sv3pt5',
        name: '151',
        series: 'Scarlet & Violet',
        totalNumber: 165,
        total: 207,
        releaseDate: '2023-09-22',
        logo: '/upload/set/sv3pt5-logo.webp',
        editionGroup: 'g151',
      },
      {
        nation: 'jp',
        code: 'SV2a',
        name: 'ポケモンカード151',
        series: 'スカーレット＆バイオレット',
        releaseDate: '2023-06-16',
        editionGroup: 'g151',
      },
      {
        nation: 'kr',
        code: 'SV1S',
        name: '스칼렛 ex',
        series: '스칼렛・바이올렛',
        releaseDate: '2023-04-28',
      },
      // A second code under the same name, as in the real catalogue: one entry, the newest row for both.
      {
        nation: 'kr',
        code: 'SV1S-old',
        name: '스칼렛 ex',
        series: '스칼렛・바이올렛',
        releaseDate: '2023-01-01',
      },
      { nation: 'en', code: 'promo', name: 'Future Promos', series: 'Scarlet & Violet' },
    ]);
    // Inserted out of order: the page sorts by the printed number, 'TG05' after the plain numbers.
    ids.c = await insertCard(db, {
      en: { name: 'Charizard ex', number: '199', setName: '151' },
      kr: { name: '리자몽 ex', number: '006', setName: '포켓몬 카드 151', rarity: 'RR' },
    });
    ids.a = await insertCard(db, {
      en: { name: 'Bulbasaur', number: '1', setName: '151', rarity: 'Common' },
      kr: {
        name: '이상해씨',
        number: '001',
        setName: '포켓몬 카드 151',
        rarity: 'C',
        image: 'sv2a-001.webp',
      },
      jp: { name: 'フシギダネ', number: '001', setName: 'ポケモンカード151' },
    });
    ids.t = await insertCard(db, {
      en: { name: 'Mew', number: 'TG05', setName: '151' },
      kr: { name: '뮤', number: 'TG05', setName: '포켓몬 카드 151' },
    });
    ids.b = await insertCard(db, {
      en: { name: 'Ivysaur', number: '2', setName: '151' },
      kr: { name: '이상해풀', number: '002', setName: '포켓몬 카드 151' },
    });
    ids.gone = await insertCard(db, {
      en: { name: 'Venusaur', number: '3', setName: '151' },
      kr: { name: '이상해꽃', number: '003', setName: '포켓몬 카드 151' },
    });
    await refreshCardSearch(db);
    // A deleted card leaves the search rows (decision 036), and so the set's count and list.
    await db.execute(sql`delete from card_search where card_id = ${ids.gone}`);
  });
  afterAll(() => t.close());

  it('lists every set newest first with its cards counted, its pictures and its other editions', async () => {
    const sets = await t.call(calls.list);
    expect(sets.map((s) => `${s.nation}:${s.name}`)).toEqual([
      'en:151',
      'kr:포켓몬 카드 151',
      'jp:ポケモンカード151',
      'kr:스칼렛 ex',
      'en:Future Promos',
    ]);
    const kr151 = sets.find((s) => s.name === '포켓몬 카드 151')!;
    expect(kr151).toEqual({
      nation: 'kr',
      code: 'SV2a',
      name: '포켓몬 카드 151',
      series: '스칼렛・바이올렛',
      release_date: '2023-06-16',
      total_number: 165,
      total: 210,
      card_count: 4,
      logo: null,
      symbol: '/upload/set/sv2a-symbol.webp',
      linked: [
        { nation: 'en', name: '151' },
        { nation: 'jp', name: 'ポケモンカード151' },
      ],
    });
    expect(sets.find((s) => s.name === '151')).toMatchObject({
      card_count: 4,
      logo: '/upload/set/sv3pt5-logo.webp',
    });
    expect(sets.find((s) => s.nation === 'jp')?.card_count).toBe(1);
    expect(sets.find((s) => s.name === '스칼렛 ex')).toMatchObject({
      code: 'SV1S',
      release_date: '2023-04-28',
      card_count: 0,
      linked: [],
    });
  });

  it("reads one set with its cards in the edition's number order", async () => {
    const kr = await t.call(calls.read, { nation: 'kr', name: '포켓몬 카드 151' });
    expect(kr.set.name).toBe('포켓몬 카드 151');
    expect(kr.cards.map((c) => [c.number, c.name_kr])).toEqual([
      ['001', '이상해씨'],
      ['002', '이상해풀'],
      ['006', '리자몽 ex'],
      ['TG05', '뮤'],
    ]);
    expect(kr.cards[0]).toMatchObject({
      card_id: ids.a,
      name_en: 'Bulbasaur',
      name_jp: 'フシギダネ',
      rarity: 'C',
      image_kr: 'sv2a-001.webp',
    });

    const en = await t.call(calls.read, { nation: 'en', name: ' 151 ' });
    expect(en.cards.map((c) => c.number)).toEqual(['1', '2', '199', 'TG05']);
    expect(en.cards[0]?.rarity).toBe('Common');
  });

  it('answers 404 for an unknown set and 400 for a missing name or edition', async () => {
    const missing = await t.post(calls.read.path, { params: { nation: 'jp', name: '151' } });
    expect(missing.status).toBe(404);
    expect((missing.body as { error: { message: string } }).error.message).toBe(SETS_MSG.setMissing);
    for (const params of [{ nation: 'kr', name: '  ' }, { nation: 'cn', name: '151' }, { nation: 'kr' }]) {
      expect((await t.post(calls.read.path, { params })).status, JSON.stringify(params)).toBe(400);
    }
  });
});

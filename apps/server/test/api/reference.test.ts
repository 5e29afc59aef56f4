import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceCalls as calls } from '@carddogam/contract/calls/reference';
import { createTestApp, type TestApp } from '../helpers/app';
import { insertCard } from '../factories/cards';
import { cardSeries, cardSet, rarityMap, regulationMark, supertypeItem } from '../../src/db/schema/index';

describe('§7.2 reference lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    await db.insert(cardSet).values([
      { nation: 'en', code: 'sv3pt5', name: '151', totalNumber: 165, releaseDate: '2023-09-22' },
      { nation: 'en', code: 'sv1', name: 'Scarlet & Violet', totalNumber: 198, releaseDate: '2023-03-31' },
      { nation: 'kr', code: 'SV4K', name: '고대의 포효', totalNumber: 66, releaseDate: '2023-12-06' },
      { nation: 'kr', code: 'SV5K', name: '와일드포스', totalNumber: 71, releaseDate: '2024-03-01' },
    ]);
    await db.insert(cardSeries).values([
      { nation: 'en', name: 'Scarlet & Violet', sortOrder: 2 },
      { nation: 'en', name: 'Sword & Shield', sortOrder: 1 },
    ]);
    await db.insert(rarityMap).values([
      { en: 'Common', kr: 'C', jp: 'C' },
      { en: 'Double Rare', kr: 'RR', jp: 'RR' },
      { en: '-', kr: null, jp: null },
    ]);
    await db.insert(regulationMark).values([
      { regulationMark: 'H', sortOrder: 8 },
      { regulationMark: 'G', sortOrder: 7 },
    ]);
    await db.insert(supertypeItem).values([
      { category: 'supertype', en: 'Pokémon', kr: '포켓몬', sortOrder: 1 },
      { category: 'subtype:Trainer', en: 'Item', kr: '아이템', sortOrder: 1 },
      { category: 'subtype:Trainer', en: 'Hidden', kr: '숨김', isShow: false },
    ]);
    // Only a Korean set that has cards can be the 'first set'.
    await insertCard(db, { kr: { setName: '고대의 포효' } });
  });
  afterAll(() => t.close());

  it('lists sets per edition, newest first, and their printed totals', async () => {
    expect(await t.call(calls.sets, { nation: 'en' })).toEqual([
      { name: '151' },
      { name: 'Scarlet & Violet' },
    ]);
    expect(await t.call(calls.setSpecific, { nation: 'kr', set_name: '와일드포스' })).toEqual([
      { totalNumber: 71 },
    ]);
    expect(await t.call(calls.setFindEn, { set_name: '151' })).toEqual([{ totalNumber: 165 }]);
    expect(await t.call(calls.setFindJp, { set_name: '151' })).toEqual([]);
  });

  it('lists series per edition', async () => {
    expect(await t.call(calls.seriesEn)).toEqual([
      { series: 'Scarlet & Violet' },
      { series: 'Sword & Shield' },
    ]);
    expect(await t.call(calls.seriesKr)).toEqual([]);
  });

  it('lists rarities without "-" and matches an English rarity', async () => {
    const list = await t.call(calls.rarity);
    expect(list.map((r) => r.en)).toEqual(['Common', 'Double Rare']);
    expect(await t.call(calls.preCardRarityList)).toEqual(list);
    expect(await t.call(calls.rarityMatch, { rarity_en: 'Double Rare' })).toEqual([{ kr: 'RR', jp: 'RR' }]);
  });

  it('lists supertype items that are shown, regulation marks in order and card names', async () => {
    expect(await t.call(calls.supertypeList)).toEqual([
      { category: 'subtype:Trainer', en: 'Item', kr: '아이템' },
      { category: 'supertype', en: 'Pokémon', kr: '포켓몬' },
    ]);
    expect(await t.call(calls.regulationMarks)).toEqual([{ regulation_mark: 'G' }, { regulation_mark: 'H' }]);
    expect(await t.call(calls.names)).toEqual([{ name: 'Charizard ex' }]);
  });

  it('gives the newest Korean set with cards as the first set', async () => {
    expect(await t.call(calls.firstSet)).toEqual([{ set_name: '고대의 포효' }]);
    // A Korean set without a release date is dated by the English prints of its cards.
    await t.services.db
      .insert(cardSet)
      .values({ nation: 'kr', code: 'SV6K', name: '미래의 일섬', totalNumber: 95 });
    await insertCard(t.services.db, { en: { setRelease: '2024-05-24' }, kr: { setName: '미래의 일섬' } });
    expect(await t.call(calls.firstSet)).toEqual([{ set_name: '미래의 일섬' }]);
  });

  it('names every set, series and rarity once, however many codes share a name (a select needs unique options)', async () => {
    // The real catalogue has two Korean set codes named '냉혹한 반역자' and Japanese names under several codes.
    await t.services.db.insert(cardSet).values([
      { nation: 'kr', code: 'CP5', name: '냉혹한 반역자', totalNumber: 36 },
      { nation: 'kr', code: 'XY11b', name: '냉혹한 반역자', totalNumber: 54, releaseDate: '2016-10-01' },
      { nation: 'jp', code: 'SM5S', name: 'ウルトラサン', releaseDate: '2017-12-08' },
      { nation: 'jp', code: 'SM5Sx', name: 'ウルトラサン', releaseDate: '2018-01-01' },
      { nation: 'jp', code: 'SM5M', name: 'ウルトラムーン', releaseDate: '2017-12-08' },
    ]);
    const kr = (await t.call(calls.sets, { nation: 'kr' })).map((s) => s.name);
    expect(kr.filter((name) => name === '냉혹한 반역자')).toHaveLength(1);
    expect(new Set(kr).size).toBe(kr.length);
    // Newest first: a shared name is dated by its newest set.
    expect(await t.call(calls.sets, { nation: 'jp' })).toEqual([
      { name: 'ウルトラサン' },
      { name: 'ウルトラムーン' },
    ]);
    for (const call of [calls.seriesKr, calls.seriesEn, calls.seriesJp]) {
      const series = (await t.call(call)).map((s) => s.series);
      expect(new Set(series).size).toBe(series.length);
    }
    const rarities = (await t.call(calls.rarity)).map((r) => r.en);
    expect(new Set(rarities).size).toBe(rarities.length);
  });
});

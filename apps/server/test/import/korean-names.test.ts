import { describe, expect, it } from 'vitest';
import {
  basicEnergyFromEnglish,
  basicEnergyFromJapanese,
  KoreanNamer,
  loadSpecies,
} from '../../src/import/korean-names';
import { koreanNameDictionary } from '../../src/import/name-dictionary';

describe('Korean name suggestions', () => {
  const namer = new KoreanNamer(loadSpecies());

  it.each([
    ['Charizard ex', [6], '리자몽 ex'],
    ['Alolan Vulpix', [37], '알로라 식스테일'],
    ["Team Rocket's Mewtwo ex", [150], '로켓단의 뮤츠 ex'],
    ['Nidoran ♀', [29], '니드런♀'],
    ['Ho-oh', [250], '칠색조'],
    ['Pikachu & Zekrom-GX', [25, 644], '피카츄 & 제크로무-GX'],
    ['M Charizard-EX', [6], '메가 리자몽-EX'],
    ['Porygon-Z', [474], '폴리곤Z'],
  ])('%s → %s', (name, dex, expected) => {
    expect(namer.fromEnglish(name, dex)).toBe(expected);
  });

  it('makes no suggestion when an English word would be left over or no species is named', () => {
    expect(namer.fromEnglish('Surfing Pikachu', [25])).toBeNull();
    expect(namer.fromEnglish('Potion', [])).toBeNull();
  });

  it('translates Japanese names, with or without a dex number', () => {
    expect(namer.fromJapanese('リザードンex', [6])).toBe('리자몽ex');
    expect(namer.fromJapanese('ピカチュウV', [])).toBe('피카츄V');
    expect(namer.fromJapanese('ロケット団のミュウツー', [150])).toBeNull();
  });

  it('names basic Energy by its type as the Korean prints do', () => {
    expect(basicEnergyFromEnglish('Basic Darkness Energy')).toBe('기본 악 에너지');
    expect(basicEnergyFromEnglish('Fire Energy')).toBe('기본 불꽃 에너지');
    expect(basicEnergyFromJapanese('基本鋼エネルギー')).toBe('기본 강철 에너지');
    expect(basicEnergyFromJapanese('基本フェアリーエネルギー')).toBe('기본 페어리 에너지');
    expect(basicEnergyFromEnglish('Double Turbo Energy')).toBeNull();
    expect(basicEnergyFromJapanese('ダブルターボエネルギー')).toBeNull();
  });
});

describe('Korean names from the Korean prints', () => {
  it('gives an English name the Korean name most of its prints carry, and none on a tie', () => {
    const dictionary = koreanNameDictionary([
      { en: "Professor's Research", kr: '박사의 연구', prints: 3 },
      { en: "Professor's Research", kr: '박사의연구', prints: 1 },
      { en: 'Earthen Vessel', kr: '대지의 그릇', prints: 1 },
      { en: 'Earthen Vessel', kr: '대지의 항아리', prints: 1 },
    ]);
    expect([...dictionary]).toEqual([["Professor's Research", '박사의 연구']]);
  });
});

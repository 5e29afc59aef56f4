import { describe, expect, it } from 'vitest';
import { KoreanNamer, loadSpecies } from '../../src/import/korean-names';

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
});

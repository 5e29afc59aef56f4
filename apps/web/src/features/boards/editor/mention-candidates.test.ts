import { describe, expect, it } from 'vitest';
import { searchRow } from '../../../test/search-row.fixture';
import { editionFor, queryNation, toCandidate } from './mention-candidates';

describe('mention candidates', () => {
  it('reads the wanted edition from the script typed', () => {
    expect(queryNation('리자몽')).toBe('kr');
    expect(queryNation('ㄹㅈㅁ')).toBe('kr');
    expect(queryNation('リザードン')).toBe('jp');
    expect(queryNation('火')).toBe('jp');
    expect(queryNation('Charizard ex')).toBe('en');
  });

  it('mentions the card in the wanted edition when it has one, else in one it has', () => {
    const both = searchRow({ name_kr: '리자몽 ex', set_kr: '흑염의 지배자', name_jp: null, set_jp: null });
    expect(editionFor(both, 'kr')).toBe('kr');
    expect(editionFor(both, 'jp')).toBe('kr');
    const enOnly = searchRow({
      name_kr: null,
      set_kr: null,
      name_jp: null,
      set_jp: null,
      set_en: 'Obsidian Flames',
    });
    expect(editionFor(enOnly, 'kr')).toBe('en');
  });

  it('shows the name, set and number of that edition', () => {
    const row = searchRow({
      id: 'sv3-125',
      name_kr: '리자몽 ex',
      set_kr: '흑염의 지배자',
      number_kr: '066',
      printedTotal_kr: 108,
    });
    expect(toCandidate(row, 'kr')).toEqual({
      cardId: 'sv3-125',
      edition: 'kr',
      name: '리자몽 ex',
      set: '흑염의 지배자',
      number: '066/108',
    });
  });

  it('names the card in the script typed even when it is mentioned in another edition', () => {
    const jpOnly = searchRow({ set_kr: null });
    expect(toCandidate(jpOnly, 'kr')).toMatchObject({
      edition: 'jp',
      name: '리자몽 ex',
      set: 'ポケモンカード151',
    });
    expect(toCandidate(jpOnly, 'en')).toMatchObject({ edition: 'en', name: 'Charizard ex', number: '6/165' });
  });
});

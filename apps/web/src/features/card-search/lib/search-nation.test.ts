import { describe, expect, it } from 'vitest';
import { detectNation } from './search-nation';
import { emptySearchState, type SearchState } from './search-state';

const state = (patch: Partial<SearchState>): SearchState => ({ ...emptySearchState(), ...patch });

describe('search nation detection', () => {
  it('is Korean for Hangul text, even a partial name', () => {
    expect(detectNation(state({ text: '리자' }))).toBe('kr');
    expect(detectNation(state({ text: '리자몽 ex' }))).toBe('kr');
  });

  it('is Japanese for kana or CJK text', () => {
    expect(detectNation(state({ text: 'リザードン' }))).toBe('jp');
    expect(detectNation(state({ text: 'ぴかちゅう' }))).toBe('jp');
    expect(detectNation(state({ text: '博士の研究' }))).toBe('jp');
  });

  it('is English for Latin text or no text', () => {
    expect(detectNation(state({ text: 'Charizard' }))).toBe('en');
    expect(detectNation(state({}))).toBe('en');
  });

  it('follows a chosen Korean or Japanese set, rarity or series', () => {
    expect(detectNation(state({ set: { nation: 'kr', name: '확장팩 151' } }))).toBe('kr');
    expect(detectNation(state({ rarity: { nation: 'jp', name: 'RR' } }))).toBe('jp');
    expect(detectNation(state({ series: { nation: 'jp', name: 'SV' }, text: 'Pikachu' }))).toBe('jp');
    expect(detectNation(state({ set: { nation: 'en', name: '151' } }))).toBe('en');
  });

  it('does not count a selector language without a chosen name', () => {
    expect(detectNation(state({ set: { nation: 'jp', name: '' }, text: 'Mew' }))).toBe('en');
  });
});

import { describe, expect, it } from 'vitest';
import { activeFilters } from './search-filters';
import { emptySearchState, hasSearchCondition } from './search-state';

describe('the filters of a search', () => {
  it('names each filter besides the text, and clears it alone', () => {
    const state = {
      ...emptySearchState(),
      text: '리자몽',
      types: ['Water', 'Fire'],
      set: { nation: 'kr' as const, name: '확장팩 151' },
      regulationMarks: ['G'],
    };
    const filters = activeFilters(state);
    expect(filters.map((f) => f.label)).toEqual(['타입: 물, 불꽃', '제품명: 확장팩 151', '레귤레이션: G']);
    const withoutSet = filters[1]!.clear(state);
    expect(withoutSet).toMatchObject({ text: '리자몽', types: ['Water', 'Fire'], regulationMarks: ['G'] });
    expect(withoutSet.set).toEqual({ nation: 'kr', name: '' });
  });

  it('counts the Pokémon-only filters as one, and not the supertype they force', () => {
    const state = { ...emptySearchState(), supertype: 'Trainer' as const, hpMin: 300, weaknesses: ['Water'] };
    const [detail, ...rest] = activeFilters(state);
    expect(rest).toEqual([]);
    expect(detail!.name).toBe('상세 조건');
    const cleared = detail!.clear(state);
    expect(cleared).toMatchObject({ hpMin: null, weaknesses: [], supertype: 'Trainer' });
    expect(activeFilters(cleared).map((f) => f.name)).toEqual(['카드 종류']);
  });

  it('has nothing to name for a text-only search', () => {
    const state = { ...emptySearchState(), text: '피카츄' };
    expect(activeFilters(state)).toEqual([]);
    expect(hasSearchCondition(state)).toBe(true);
  });
});

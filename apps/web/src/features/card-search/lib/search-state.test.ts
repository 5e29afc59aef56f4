import { describe, expect, it } from 'vitest';
import {
  autocompletesNames,
  effectiveSupertype,
  emptySearchState,
  hasSearchCondition,
  supertypeForced,
  toSearchKeyword,
  type SearchState,
} from './search-state';

const state = (patch: Partial<SearchState>): SearchState => ({ ...emptySearchState(), ...patch });

describe('search state rules', () => {
  it.each<[string, Partial<SearchState>]>([
    ['HP', { hpMin: 100 }],
    ['HP max', { hpMax: 100 }],
    ['damage', { damageMin: 10 }],
    ['damage max', { damageMax: 10 }],
    ['retreat cost', { retreatCost: 0 }],
    ['attack cost', { attacksCost: 2 }],
    ['weakness', { weaknesses: ['Water'] }],
    ['resistance', { resistances: ['Fighting'] }],
    ['ability', { isAbilityExist: false }],
  ])('a %s filter forces supertype Pokémon', (_name, patch) => {
    const s = state({ supertype: 'Trainer', ...patch });
    expect(effectiveSupertype(s)).toBe('Pokémon');
    expect(supertypeForced(s)).toBe(true);
    expect(toSearchKeyword(s, 'kr').supertype).toBe('Pokémon');
  });

  it('keeps the chosen supertype otherwise', () => {
    const s = state({ supertype: 'Trainer', artist: 'Ken Sugimori', types: ['Fire'] });
    expect(effectiveSupertype(s)).toBe('Trainer');
    expect(supertypeForced(s)).toBe(false);
  });

  it('deck mode searches Pokémon for the member', () => {
    const keyword = toSearchKeyword(state({ supertype: 'Energy' }), 'kr', { userId: 'trainer1' });
    expect(keyword).toMatchObject({ supertype: 'Pokémon', is_deck: true, user_id: 'trainer1' });
    expect(toSearchKeyword(state({}), 'kr')).toMatchObject({ is_deck: false, user_id: null });
  });

  it('needs one of the §5 conditions', () => {
    expect(hasSearchCondition(emptySearchState())).toBe(false);
    expect(hasSearchCondition(state({ text: '   ' }))).toBe(false);
    expect(hasSearchCondition(state({ sort: 'hp_desc', page: 4, view: 'list' }))).toBe(false);
    expect(hasSearchCondition(state({ set: { nation: 'jp', name: '' } }))).toBe(false);
    expect(hasSearchCondition(state({ text: '피카츄' }))).toBe(true);
    expect(hasSearchCondition(state({ rarity: { nation: 'kr', name: 'RR' } }))).toBe(true);
    expect(hasSearchCondition(state({ hpMin: 300 }))).toBe(true);
  });

  it('sends set, rarity and series only when a name is chosen', () => {
    const keyword = toSearchKeyword(state({ set: { nation: 'jp', name: '' }, text: ' Mew ' }), 'en');
    expect(keyword).toMatchObject({ nation: 'en', text: 'Mew', set: null, page: 1, page_size: 24 });
  });

  it('autocompletes names only for All and Card name', () => {
    expect(autocompletesNames('All')).toBe(true);
    expect(autocompletesNames('Card name')).toBe(true);
    expect(autocompletesNames('Attack name')).toBe(false);
    expect(autocompletesNames('Pokédex number')).toBe(false);
  });
});

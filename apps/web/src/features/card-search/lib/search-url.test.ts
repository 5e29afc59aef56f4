import { describe, expect, it } from 'vitest';
import { emptySearchState, type SearchState } from './search-state';
import { searchParamsToState, stateToSearchParams } from './search-url';

const full: SearchState = {
  supertype: 'Trainer',
  textType: 'Card name',
  text: '리자몽 ex',
  subtypes: ['Stage 2', 'ex'],
  regulationMarks: ['G', 'H'],
  types: ['Fire', 'Water'],
  set: { nation: 'jp', name: 'ポケモンカード151' },
  rarity: { nation: 'en', name: 'Double Rare' },
  series: { nation: 'kr', name: '스칼렛&바이올렛' },
  artist: 'Mitsuhiro Arita',
  hpMin: 300,
  hpMax: 340,
  weaknesses: ['Water'],
  resistances: ['Fighting'],
  retreatCost: 0,
  damageMin: 0,
  damageMax: 330,
  attacksCost: 4,
  isAbilityExist: false,
  sort: 'hp_desc',
  page: 3,
  view: 'list',
};

const read = (query: string) => searchParamsToState(new URLSearchParams(query));

describe('search state in the address', () => {
  it('survives a round trip with every field set', () => {
    expect(searchParamsToState(stateToSearchParams(full))).toEqual(full);
  });

  it('survives a round trip of the empty state as an empty query', () => {
    expect(stateToSearchParams(emptySearchState()).toString()).toBe('');
    expect(read('')).toEqual(emptySearchState());
  });

  it('leaves defaults out', () => {
    const params = stateToSearchParams({ ...emptySearchState(), text: '피카츄' });
    expect([...params.keys()]).toEqual(['text']);
    const withSet = stateToSearchParams({ ...emptySearchState(), set: { nation: 'kr', name: '151' } });
    expect(withSet.toString()).toBe('set_name=151');
  });

  it('reads the links other pages make (artist, text, set_nation, set_name)', () => {
    const state = read('artist=Mitsuhiro%20Arita&text=Pikachu&set_nation=en&set_name=Base');
    expect(state).toMatchObject({
      artist: 'Mitsuhiro Arita',
      text: 'Pikachu',
      set: { nation: 'en', name: 'Base' },
    });
  });

  it('ignores values it cannot use', () => {
    const state = read(
      [
        'supertype=Monster',
        'text_type=Everything',
        'type=Fire&type=Plasma&type=Fire',
        'mark=g&mark=toolong&mark=1',
        'set_nation=us&set_name=X',
        'hp_min=-10&hp_max=99999&retreat=2.5&damage_min=abc&attack_cost=11',
        'ability=maybe',
        'sort=random&page=0&view=table',
        `text=${'a'.repeat(101)}`,
        'weakness=Dark&resistance=0Cost',
      ].join('&'),
    );
    expect(state).toEqual({
      ...emptySearchState(),
      types: ['Fire'],
      regulationMarks: ['G'],
      set: { nation: 'kr', name: 'X' },
      resistances: ['0Cost'],
    });
  });

  it('keeps page numbers only when they are whole and positive', () => {
    expect(read('page=7').page).toBe(7);
    expect(read('page=-2').page).toBe(1);
    expect(read('page=1e3').page).toBe(1);
  });
});

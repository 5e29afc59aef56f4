import { describe, expect, it } from 'vitest';
import { filterArchetypes } from './archetype-filter';

const CHARIZARD = {
  id: 1,
  name_kr: '리자몽ex',
  name_en: 'Charizard ex',
  key_card_name: 'Charizard ex',
  priority: 10,
};
const LOST = {
  id: 2,
  name_kr: '로스트 기라티나',
  name_en: 'Lost Giratina',
  key_card_name: 'Giratina VSTAR',
  priority: 0,
};

describe('filterArchetypes', () => {
  it('matches either name or the key card, ignoring case and spaces', () => {
    expect(filterArchetypes([CHARIZARD, LOST], 'charizardEX')).toEqual([CHARIZARD]);
    expect(filterArchetypes([CHARIZARD, LOST], '로스트기라')).toEqual([LOST]);
    expect(filterArchetypes([CHARIZARD, LOST], 'vstar')).toEqual([LOST]);
  });

  it('keeps every archetype for an empty filter', () => {
    expect(filterArchetypes([CHARIZARD, LOST], '  ')).toEqual([CHARIZARD, LOST]);
  });
});

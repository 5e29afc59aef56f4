import { describe, expect, it } from 'vitest';
import { searchRow } from '../../../test/search-row.fixture';
import { defaultEdition, nameIn, printedEditions } from './pick-edition';
import { editionFrom } from './edition-param';

describe('choosing the edition of a picked card', () => {
  it('offers only the editions the card has a set in', () => {
    expect(printedEditions(searchRow())).toEqual(['en', 'jp']);
    expect(printedEditions(searchRow({ set_kr: '포켓몬 카드 151' }))).toEqual(['kr', 'en', 'jp']);
  });

  it('keeps the edition being collected when the card has it, else takes its first', () => {
    expect(defaultEdition(searchRow(), 'jp')).toBe('jp');
    expect(defaultEdition(searchRow(), 'kr')).toBe('en');
    expect(defaultEdition(searchRow({ set_en: null, set_jp: null }), 'kr')).toBe('kr');
  });

  it('names the card in that edition, falling back to English', () => {
    expect(nameIn(searchRow(), 'jp')).toBe('リザードンex');
    expect(nameIn(searchRow({ name_kr: null }), 'kr')).toBe('Charizard ex');
  });

  it('reads an edition from the address, defaulting to 국내판', () => {
    expect(editionFrom('jp')).toBe('jp');
    expect(editionFrom('fr')).toBe('kr');
    expect(editionFrom(null, 'en')).toBe('en');
  });
});

import { describe, expect, it } from 'vitest';
import { searchRow } from '../../../test/search-row.fixture';
import { rowInEdition } from './row-display';

/** A Japanese print with no English or Korean print: its base record has a number but no set. */
const japaneseOnly = searchRow({
  id: 'jp-SV2a-999',
  name_kr: null,
  name_en: 'ヒトカゲ',
  name_jp: 'ヒトカゲ',
  set_en: null,
  number_en: '999',
  printedTotal_en: null,
  rarity_en: null,
  set_jp: 'ポケモンカード151',
  number_jp: '999',
  printedTotal_jp: 165,
  rarity_jp: 'C',
});

describe('a search row in the edition of the search (§2.19)', () => {
  it('shows a Japanese-only card in a Korean search with its Japanese set, number and total', () => {
    expect(rowInEdition(japaneseOnly, 'kr')).toMatchObject({
      set: 'ポケモンカード151',
      number: '999/165',
      rarity: 'C',
    });
  });

  it('takes set, number, total and rarity from one edition, never mixing two', () => {
    const korean = searchRow({
      set_kr: '와일드포스',
      number_kr: '4',
      printedTotal_kr: 71,
      rarity_kr: 'C',
      set_en: 'Temporal Forces',
      number_en: '11',
      printedTotal_en: 162,
    });
    expect(rowInEdition(korean, 'kr')).toMatchObject({ set: '와일드포스', number: '004/071', rarity: 'C' });
    // No Korean print: the English print, whole.
    expect(rowInEdition(searchRow(), 'kr')).toMatchObject({
      set: '151',
      number: '006/165',
      rarity: 'Double Rare',
    });
  });
});

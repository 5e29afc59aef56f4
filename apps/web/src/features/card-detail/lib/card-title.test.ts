import { describe, expect, it } from 'vitest';
import { cardPage, editionRecord } from '../../../test/card-page.fixture';
import { titleLine } from './card-title';

describe('title line of the price area (§2.3)', () => {
  const withKorean = cardPage({ kr: editionRecord({ name: '리자몽 ex' }) });
  const withoutKorean = cardPage({ kr: null });

  it('kr: the Korean name, falling back to the English name (never the unconfirmed suggestion)', () => {
    expect(titleLine(withKorean, 'kr')).toBe('리자몽 ex 카드 시세');
    expect(titleLine(withoutKorean, 'kr')).toBe('Charizard ex 카드 시세');
  });

  it('en: the English name with the Korean name in parentheses when there is one', () => {
    expect(titleLine(withKorean, 'en')).toBe('Charizard ex (리자몽 ex) 카드 시세');
    expect(titleLine(withoutKorean, 'en')).toBe('Charizard ex 카드 시세');
  });

  it('jp: the Japanese name (else English) with the Korean name in parentheses', () => {
    expect(titleLine(withKorean, 'jp')).toBe('リザードンex (리자몽 ex) 카드 시세');
    expect(titleLine(cardPage({ jp: null, kr: null }), 'jp')).toBe('Charizard ex 카드 시세');
    expect(titleLine(cardPage({ jp: editionRecord({ name: null }), kr: editionRecord() }), 'jp')).toBe(
      'Charizard ex (리자몽 ex) 카드 시세',
    );
  });
});

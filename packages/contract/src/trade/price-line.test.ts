import { describe, expect, it } from 'vitest';
import { datedLine, keptDates, keptGrade, priceLineFields, switchedLine } from './price-line';

const TODAY = '2026-11-23';

describe('the §4 price line rule', () => {
  it('keeps only the date of the state', () => {
    const both = { card_created: '2026-11-01', card_sold: '2026-11-02' };
    expect(keptDates('등록됨', both)).toEqual({ card_created: '2026-11-01', card_sold: null });
    expect(keptDates('판매완료', both)).toEqual({ card_created: null, card_sold: '2026-11-02' });
    expect(keptDates('등록됨', {})).toEqual({ card_created: null, card_sold: null });
  });

  it('dates a line in one state, clearing the other date', () => {
    expect(datedLine('등록됨', TODAY)).toEqual({ state: '등록됨', card_created: TODAY, card_sold: null });
    expect(datedLine('판매완료', TODAY)).toEqual({ state: '판매완료', card_created: null, card_sold: TODAY });
    expect(datedLine('판매완료', null)).toEqual({ state: '판매완료', card_created: null, card_sold: null });
  });

  it('moves a line to the other state with today as its new date, and leaves a line already there alone', () => {
    const registered = { state: '등록됨' as const, card_created: '2026-11-01', card_sold: null };
    expect(switchedLine(registered, '판매완료', TODAY)).toEqual({
      state: '판매완료',
      card_created: null,
      card_sold: TODAY,
    });
    const sold = { state: '판매완료' as const, card_created: null, card_sold: '2026-11-05' };
    expect(switchedLine(sold, '등록됨', TODAY)).toEqual({ state: '등록됨', card_created: TODAY, card_sold: null });
    const blank = { state: '등록됨' as const, card_created: null, card_sold: null };
    expect(switchedLine(blank, '등록됨', TODAY)).toEqual(blank);
  });

  it('keeps a grade only for a graded card', () => {
    expect(keptGrade('등급', { grade_company: 'PSA', grade: 95 })).toEqual({ grade_company: 'PSA', grade: 95 });
    expect(keptGrade('S급', { grade_company: 'PSA', grade: 95 })).toEqual({ grade_company: null, grade: null });
    expect(keptGrade('등급', {})).toEqual({ grade_company: null, grade: null });
  });

  it('applies both parts to a whole line', () => {
    expect(
      priceLineFields({
        state: '판매완료',
        card_state: 'A급',
        grade_company: 'ETC',
        grade: 80,
        card_created: '2026-11-01',
        card_sold: '2026-11-02',
      }),
    ).toEqual({ grade_company: null, grade: null, card_created: null, card_sold: '2026-11-02' });
  });
});

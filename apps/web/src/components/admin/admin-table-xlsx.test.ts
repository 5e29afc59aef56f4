import { describe, expect, it } from 'vitest';
import { toSheetData } from './admin-table-xlsx';

describe('the Excel export of the back-office tables', () => {
  it('keeps numbers as numbers, writes text as text (never a formula) and leaves empty cells empty', () => {
    const sheet = toSheetData(
      ['주문번호', '받는 분', '메모', '수량', '출고'],
      [[17, '김포켓', '=HYPERLINK("x")', 2, true]],
    );
    expect(sheet[0]).toEqual([
      { value: '주문번호', fontWeight: 'bold' },
      { value: '받는 분', fontWeight: 'bold' },
      { value: '메모', fontWeight: 'bold' },
      { value: '수량', fontWeight: 'bold' },
      { value: '출고', fontWeight: 'bold' },
    ]);
    expect(sheet[1]).toEqual([
      { value: 17, type: Number },
      { value: '김포켓', type: String },
      { value: '=HYPERLINK("x")', type: String },
      { value: 2, type: Number },
      { value: 'Y', type: String },
    ]);
    expect(toSheetData(['a', 'b'], [[null, '']])[1]).toEqual([null, null]);
  });
});

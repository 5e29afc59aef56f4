import { describe, expect, it } from 'vitest';
import { priceCsv, priceCsvName } from './price-csv';

describe('the price history CSV', () => {
  it('starts with the BOM and writes one line per record, with the post address', () => {
    const csv = priceCsv(
      [
        {
          id: 2,
          date: '2026-11-20',
          card_state: '등급',
          grade_company: 'PSA',
          grade: 95,
          card_price: 120_000,
          state: '판매완료',
          card_sold: '2026-11-20',
          post_id: 31,
        },
        {
          id: 1,
          date: '2026-11-19',
          card_state: 'S급',
          grade_company: null,
          grade: null,
          card_price: 9_000,
          state: '등록됨',
          card_sold: null,
          post_id: 0,
        },
      ],
      'https://carddogam.example',
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '거래일,상태,등급회사,등급,가격(원),판매완료일,거래글',
      '2026-11-20,등급,PSA,9.5,120000,2026-11-20,https://carddogam.example/trade/post/read?id=31',
      '2026-11-19,S급,,,9000,,',
      '',
    ]);
  });

  it('names the file by the card without characters a file name cannot hold', () => {
    expect(priceCsvName('리자몽 ex/V', 'kr')).toBe('리자몽 ex_V_kr_시세.csv');
  });
});

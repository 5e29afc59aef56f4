import { describe, expect, it } from 'vitest';
import { CARD_MENTION_ID_PATTERN, cardMentionHtml } from './mention';
import { GUIDE_BOARD, OVERSEAS_PRICE_GUIDE_POST_ID, boardListPath, boardReadPath } from './seeded-boards';

describe('card mention markup', () => {
  it('writes the chip with its three attributes and an escaped name', () => {
    expect(cardMentionHtml({ card_id: 'sv3pt5-6', edition: 'kr' }, '리자몽 <ex>')).toBe(
      '<span class="card-mention" data-card-id="sv3pt5-6" data-edition="kr">리자몽 &lt;ex&gt;</span>',
    );
  });

  it('accepts catalogue ids and nothing that could leave the attribute', () => {
    for (const id of ['sv3pt5-6', 'SV1a-001', 'swsh12pt5gg-GG70', 'me1.5-3'])
      expect(CARD_MENTION_ID_PATTERN.test(id)).toBe(true);
    for (const id of ['', 'a"b', 'a b', '<x>', '-lead', 'x'.repeat(65)])
      expect(CARD_MENTION_ID_PATTERN.test(id)).toBe(false);
  });
});

describe('seeded board links', () => {
  it('builds the §2.13 overseas-price link to 이용가이드 401', () => {
    expect(boardReadPath(GUIDE_BOARD, OVERSEAS_PRICE_GUIDE_POST_ID)).toBe(
      '/board/read?board_group=%EA%B3%A0%EA%B0%9D%EC%84%BC%ED%84%B0&board_name=%EC%9D%B4%EC%9A%A9%EA%B0%80%EC%9D%B4%EB%93%9C&id=401',
    );
    expect(boardListPath({ group: '고객센터', name: '카드/DB 추가 요청' })).toBe(
      '/board/list?board_group=%EA%B3%A0%EA%B0%9D%EC%84%BC%ED%84%B0&board_name=%EC%B9%B4%EB%93%9C%2FDB%20%EC%B6%94%EA%B0%80%20%EC%9A%94%EC%B2%AD',
    );
  });
});

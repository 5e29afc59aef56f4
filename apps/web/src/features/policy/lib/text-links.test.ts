import { describe, expect, it } from 'vitest';
import { textPieces } from './text-links';

describe('links in a policy line', () => {
  it('links http(s) addresses and site paths, leaving a closing bracket and full stop outside', () => {
    expect(textPieces('출처 TCGdex(https://tcgdex.dev), 문의는 /contact/write.')).toEqual([
      { kind: 'text', text: '출처 TCGdex(' },
      { kind: 'external', text: 'https://tcgdex.dev' },
      { kind: 'text', text: '), 문의는 ' },
      { kind: 'internal', text: '/contact/write' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves other schemes, slashes inside words and numbers as text', () => {
    for (const line of ['javascript:alert(1)', '카드/DB 추가 요청', '001/165', 'data:text/html,x']) {
      expect(textPieces(line)).toEqual([{ kind: 'text', text: line }]);
    }
  });
});

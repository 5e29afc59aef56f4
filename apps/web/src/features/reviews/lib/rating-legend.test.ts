import { describe, expect, it } from 'vitest';
import { legendStep, legendText, NO_RATING_TEXT } from './rating-legend';

describe('rating legends (§9)', () => {
  it('invites a rating at 0 on both scales', () => {
    expect(legendText('perform', 0)).toBe(NO_RATING_TEXT);
    expect(legendText('collect', 0)).toBe('이 카드에 평점을 입력해주세요!');
  });

  it('gives each whole score its line, a half step counting toward the next', () => {
    expect(legendText('perform', 1)).toBe('이 카드를 쓸 바엔 다른 카드 쓰세요');
    expect(legendText('perform', 5)).toBe('필수 카드, 4장 꽉꽉 채워서 덱에 넣으세요');
    expect(legendText('collect', 2)).toBe('어렵지 않게 수집할 수 있어요');
    expect(legendText('collect', 3.5)).toBe('구하기가 하늘에 별따기에요');
    expect(legendStep(0.5)).toBe(1);
    expect(legendStep(4.01)).toBe(5);
  });
});

import { describe, expect, it } from 'vitest';
import { formatWon } from '../../../lib/format';
import { readPriceInput } from './price-input';

describe('price input (§5)', () => {
  it('strips every non-digit and shows thousands commas', () => {
    expect(readPriceInput('12000')).toEqual({ value: 12000, text: '12,000' });
    expect(readPriceInput('12,000원')).toEqual({ value: 12000, text: '12,000' });
    expect(readPriceInput('-1 2a3.5')).toEqual({ value: 1235, text: '1,235' });
  });

  it('reads an empty or digit-free field as 0 with an empty text', () => {
    expect(readPriceInput('')).toEqual({ value: 0, text: '' });
    expect(readPriceInput('만원')).toEqual({ value: 0, text: '' });
    expect(readPriceInput('0')).toEqual({ value: 0, text: '0' });
  });

  it('writes KRW as 12,000원', () => {
    expect(formatWon(12000)).toBe('12,000원');
    expect(formatWon(1_234_567)).toBe('1,234,567원');
  });
});

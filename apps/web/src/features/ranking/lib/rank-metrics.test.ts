import { describe, expect, it } from 'vitest';
import { rankRow } from '../rank-row.fixture';
import { rankCardNumber, ratingLabel } from './rank-format';
import { metricText } from './rank-metrics';

describe('ranking cells (§2.20, §9)', () => {
  it('floors prices and writes them with thousands separators and 원; counts with 건', () => {
    const row = rankRow('a', { avg_price: 12345.9, max_price: 1_000_000, count: 1234 });
    expect(metricText('avg_price', row)).toBe('12,345원');
    expect(metricText('max_price', row)).toBe('1,000,000원');
    expect(metricText('count', row)).toBe('1,234건');
  });

  it('writes usage as 건, 장 and 장', () => {
    const row = rankRow('a', { deck_total_count: 12, deck_total_amount: 1500, collection_total_amount: 3 });
    expect(metricText('deck_total_count', row)).toBe('12건');
    expect(metricText('deck_total_amount', row)).toBe('1,500장');
    expect(metricText('collection_total_amount', row)).toBe('3장');
  });

  it('zero-pads the number and the printed total', () => {
    expect(rankCardNumber({ number: '6', set_printedTotal: 65 })).toBe('006 / 065');
    expect(rankCardNumber({ number: 'TG05', set_printedTotal: 30 })).toBe('TG05 / 030');
    expect(rankCardNumber({ number: '6', set_printedTotal: null })).toBe('006');
  });

  it('labels ratings with 2 decimals on desktop and none on mobile', () => {
    expect(ratingLabel(4.256, 2)).toBe('평점 4.26');
    expect(ratingLabel(4.256, 0)).toBe('평점 4');
  });
});

import { describe, expect, it } from 'vitest';
import type { ChartRow } from '@carddogam/contract/calls/trade-stats';
import { buildChartData } from './chart-data';
import { gradeLabel } from '../../../lib/grade-label';
import { gradeColor, gradedTileLabel } from './grades';

const row = (card_date: string, prices: Partial<ChartRow>): ChartRow => ({
  card_date,
  card_year: Number(card_date.slice(0, 4)),
  card_month: Number(card_date.slice(5, 7)),
  card_week: 0,
  S_price: 0,
  A_price: 0,
  B_price: 0,
  C_below_price: 0,
  graded: {},
  ...prices,
});

describe('price chart data', () => {
  it('labels every month of the period and plots gaps and carried prices', () => {
    const rows = [
      row('2026-07-01', { S_price: 10_000, A_price: 8_000 }),
      row('2026-09-01', { S_price: 12_000 }),
    ];
    const data = buildChartData(rows, 6, 'basic', '2026-11-23');
    expect(data.labels).toEqual([
      '2026년 6월',
      '2026년 7월',
      '2026년 8월',
      '2026년 9월',
      '2026년 10월',
      '2026년 11월',
    ]);
    const s = data.lines.find((l) => l.label === 'S급')!;
    // June: nothing yet; August carries July towards September; nothing is drawn after the last price.
    expect(s.points).toEqual([null, 10_000, 10_000, 12_000, null, null]);
    const a = data.lines.find((l) => l.label === 'A급')!;
    // September had trades but no A grade: a gap, and no later A price to carry towards.
    expect(a.points).toEqual([null, 8_000, null, null, null, null]);
    expect(data.lines.map((l) => l.label)).toEqual(['S급', 'A급']);
    expect(data.suggestedMin).toBe(500);
    expect(data.suggestedMax).toBe(18_000);
    expect(data.empty).toBe(false);
  });

  it('plots each grade of the chosen company, highest first', () => {
    const rows = [
      row('2026-11-20', { graded: { PSA_100_price: 90_000, PSA_95_price: 50_000, ETC_90_price: 30_000 } }),
    ];
    const psa = buildChartData(rows, 1, 'PSA', '2026-11-23');
    expect(psa.lines.map((l) => l.label)).toEqual(['PSA 10', 'PSA 9.5']);
    expect(psa.labels.at(-1)).toBe('11/23');
    expect(buildChartData(rows, 1, 'ETC', '2026-11-23').lines.map((l) => l.label)).toEqual(['기타 9']);
  });

  it('says the period is empty when nothing traded', () => {
    const data = buildChartData([], 3, 'basic', '2026-11-23');
    expect(data.empty).toBe(true);
    expect(data.labels[0]).toMatch(/^8월 \d주$/);
  });
});

describe('grades', () => {
  it('labels and colours grades as §9 says', () => {
    expect(gradeLabel(100)).toBe('10');
    expect(gradeLabel(95)).toBe('9.5');
    expect(gradedTileLabel('ETC', 70)).toBe('기타 7');
    expect([100, 95, 85, 70, 60, 55].map(gradeColor)).toEqual([
      'pink',
      'orange',
      'blue',
      'cyan',
      'grape',
      'gray',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { averageIgnoringZeros, bucketLabel, bucketStart, periodBuckets, plotLine, yAxisHints } from './chart';

describe('chart buckets', () => {
  it('starts weeks on Monday and months on the 1st', () => {
    expect(bucketStart('2026-11-23', 'week')).toBe('2026-11-23'); // a Monday
    expect(bucketStart('2026-11-29', 'week')).toBe('2026-11-23'); // the Sunday after
    expect(bucketStart('2026-11-01', 'week')).toBe('2026-10-26'); // a Sunday: the week began in October
    expect(bucketStart('2026-11-23', 'month')).toBe('2026-11-01');
    expect(bucketStart('2026-11-23', 'day')).toBe('2026-11-23');
  });

  it('lists the days since the same day last month for the 1-month chart', () => {
    const days = periodBuckets(1, '2026-03-15');
    expect(days[0]).toBe('2026-02-15');
    expect(days.at(-1)).toBe('2026-03-15');
    expect(days).toHaveLength(29); // 14 days of February (15..28) + 15 of March
  });

  it('lists the weeks of the last three months for the weekly chart', () => {
    const weeks = periodBuckets(3, '2026-11-25');
    expect(weeks[0]).toBe('2026-08-24'); // the Monday of the week holding 2026-08-25
    expect(weeks.at(-1)).toBe('2026-11-23');
    expect(weeks).toHaveLength(14);
  });

  it('lists N months including the current one for the monthly charts', () => {
    expect(periodBuckets(6, '2026-02-10')).toEqual([
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(periodBuckets(120, '2026-02-10')).toHaveLength(120);
    expect(periodBuckets(120, '2026-02-10')[0]).toBe('2016-03-01');
  });

  it('labels days by date, weeks as M월 W주 and months as Y년 M월', () => {
    expect(bucketLabel('2026-11-05', 1)).toBe('11/5');
    expect(bucketLabel('2026-11-02', 3)).toBe('11월 1주');
    expect(bucketLabel('2026-11-09', 3)).toBe('11월 2주');
    expect(bucketLabel('2026-11-30', 3)).toBe('11월 5주');
    expect(bucketLabel('2026-11-01', 6)).toBe('2026년 11월');
    expect(bucketLabel('2026-01-01', 12)).toBe('2026년 1월');
    expect(bucketLabel('2017-03-01', 120)).toBe('2017년 3월');
  });
});

describe('chart values', () => {
  it('averages only the non-zero prices and rounds to the won', () => {
    expect(averageIgnoringZeros([10_000, 0, 15_001])).toBe(12_501); // 25,001 / 2 = 12,500.5 → 12,501
    expect(averageIgnoringZeros([0, 0])).toBe(0);
    expect(averageIgnoringZeros([])).toBe(0);
    expect(averageIgnoringZeros([3333, 3333, 3334])).toBe(3333);
  });

  it('plots a zero as a gap and carries a price forward only towards a later price', () => {
    const buckets = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7'];
    const prices = new Map([
      ['d2', 1000],
      // d3 has no trades: carried forward, a later price exists
      ['d4', 0], // trades, none in this grade: a gap
      // d5 has no trades: carries 1000 (the last real price) towards d6
      ['d6', 3000],
      // d7 has no trades and nothing later: not extended
    ]);
    expect(plotLine(buckets, prices)).toEqual([null, 1000, 1000, null, 1000, 3000, null]);
  });

  it('leaves an empty line empty', () => {
    expect(plotLine(['a', 'b'], new Map())).toEqual([null, null]);
    expect(plotLine(['a', 'b'], new Map([['a', 0]]))).toEqual([null, null]);
  });

  it('suggests 500 as the minimum and 1.5 × the highest price as the maximum', () => {
    expect(
      yAxisHints([
        [1000, null, 20_000],
        [null, 3000],
      ]),
    ).toEqual({ suggestedMin: 500, suggestedMax: 30_000 });
    expect(yAxisHints([[null]])).toEqual({ suggestedMin: 500, suggestedMax: 0 });
  });
});

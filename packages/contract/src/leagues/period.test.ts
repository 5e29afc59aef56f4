import { describe, expect, it } from 'vitest';
import {
  addMonths,
  monthsOf,
  periodDays,
  resolvePeriod,
  rollupBuckets,
  splitPeriod,
  weekStart,
} from './period';

describe('deck-rank period', () => {
  it('defaults to the 3 months before today', () => {
    expect(resolvePeriod('2026-11-24')).toEqual({ from: '2026-08-24', to: '2026-11-24' });
    expect(resolvePeriod('2026-11-24', undefined, '2026-05-31')).toEqual({
      from: '2026-02-28',
      to: '2026-05-31',
    });
    expect(resolvePeriod('2026-11-24', '2025-01-01', '2025-12-31')).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
  });

  it('shifts months across years and clamps to the last day', () => {
    expect(addMonths('2026-01-15', -3)).toBe('2025-10-15');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
  });

  it('counts days inclusively and lists the months touched', () => {
    expect(periodDays('2026-01-01', '2026-01-01')).toBe(1);
    expect(periodDays('2026-01-01', '2026-12-31')).toBe(365);
    expect(monthsOf('2026-11-20', '2027-02-03')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('splits a period into whole months and the days left at either end', () => {
    expect(splitPeriod('2024-03-15', '2024-06-10')).toEqual({
      months: { first: '2024-04-01', last: '2024-05-01' },
      days: [
        { from: '2024-03-15', to: '2024-03-31' },
        { from: '2024-06-01', to: '2024-06-10' },
      ],
    });
    expect(splitPeriod('2024-03-01', '2024-05-31')).toEqual({
      months: { first: '2024-03-01', last: '2024-05-01' },
      days: [],
    });
    // February of a leap year ends on the 29th.
    expect(splitPeriod('2024-02-01', '2024-02-29')).toEqual({
      months: { first: '2024-02-01', last: '2024-02-01' },
      days: [],
    });
    expect(splitPeriod('2024-02-01', '2024-02-28')).toEqual({
      months: null,
      days: [{ from: '2024-02-01', to: '2024-02-28' }],
    });
    // Two partial months and nothing whole between them.
    expect(splitPeriod('2024-03-02', '2024-04-30')).toEqual({
      months: { first: '2024-04-01', last: '2024-04-01' },
      days: [{ from: '2024-03-02', to: '2024-03-31' }],
    });
    expect(splitPeriod('2024-03-02', '2024-04-29')).toEqual({
      months: null,
      days: [{ from: '2024-03-02', to: '2024-04-29' }],
    });
    expect(splitPeriod('2024-12-01', '2025-01-31').months).toEqual({
      first: '2024-12-01',
      last: '2025-01-01',
    });
  });

  it('reads the ends of a period as whole weeks inside one month and single days', () => {
    expect(weekStart('2024-03-14')).toBe('2024-03-11'); // a Thursday → its Monday
    expect(weekStart('2024-03-11')).toBe('2024-03-11');
    expect(weekStart('2024-03-17')).toBe('2024-03-11'); // Sunday ends the week
    // 03-06 (Wed) … 05-15 (Wed): April whole; March 11–17, 18–24, 25–31 whole weeks; May 6–12 too.
    expect(rollupBuckets('2024-03-06', '2024-05-15')).toEqual({
      months: { first: '2024-04-01', last: '2024-04-01' },
      weeks: ['2024-03-11', '2024-03-18', '2024-03-25', '2024-05-06'],
      days: [
        '2024-03-06',
        '2024-03-07',
        '2024-03-08',
        '2024-03-09',
        '2024-03-10',
        '2024-05-01',
        '2024-05-02',
        '2024-05-03',
        '2024-05-04',
        '2024-05-05',
        '2024-05-13',
        '2024-05-14',
        '2024-05-15',
      ],
    });
    // The week of 2024-04-29 runs into May: it is read as days, so each day stays in its month.
    const across = rollupBuckets('2024-04-22', '2024-05-12');
    expect(across.months).toBeNull();
    expect(across.weeks).toEqual(['2024-04-22', '2024-05-06']);
    expect(across.days).toEqual([
      '2024-04-29',
      '2024-04-30',
      '2024-05-01',
      '2024-05-02',
      '2024-05-03',
      '2024-05-04',
      '2024-05-05',
    ]);
  });
});

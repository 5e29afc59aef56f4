import { describe, expect, it } from 'vitest';
import { addMonths, monthsOf, periodDays, resolvePeriod, splitPeriod } from './period';

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
});

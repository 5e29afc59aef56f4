import { describe, expect, it } from 'vitest';
import {
  dayOfDate,
  isBeforeMonth,
  monthOfDate,
  monthRange,
  monthWeeks,
  parseMonth,
  shiftMonth,
} from './calendar-month';

describe('calendar months', () => {
  it('reads the month and day of a date', () => {
    expect(monthOfDate('2026-12-31')).toEqual({ year: 2026, month: 12 });
    expect(dayOfDate('2026-11-05')).toBe(5);
  });

  it('moves across years', () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(isBeforeMonth({ year: 2025, month: 12 }, { year: 2026, month: 1 })).toBe(true);
    expect(isBeforeMonth({ year: 2026, month: 1 }, { year: 2026, month: 1 })).toBe(false);
  });

  it('reads only real months and gives a month its first and last day', () => {
    expect(parseMonth('2026-02')).toEqual({ year: 2026, month: 2 });
    expect(parseMonth('2026-13')).toBeNull();
    expect(monthRange({ year: 2026, month: 4 })).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(monthRange({ year: 2028, month: 2 })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('lays a month out in weeks from Sunday', () => {
    // 1 November 2026 is a Sunday; the month ends on a Monday.
    const november = monthWeeks({ year: 2026, month: 11 });
    expect(november).toHaveLength(5);
    expect(november[0]![0]).toBe('2026-11-01');
    expect(november[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    // February 2028 (a leap year) starts on a Tuesday and has 29 days.
    const february = monthWeeks({ year: 2028, month: 2 });
    expect(february[0]!.slice(0, 3)).toEqual([null, null, '2028-02-01']);
    expect(february.flat().filter(Boolean)).toHaveLength(29);
    expect(february.every((week) => week.length === 7)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatCardNumber,
  formatDate,
  formatDateTime,
  formatThousands,
  formatWon,
  padNumber,
  parseDigits,
  utcDateKey,
} from './format';

describe('padNumber', () => {
  it('zero-pads plain numbers to 3 digits', () => {
    expect(padNumber('5')).toBe('005');
    expect(padNumber(42)).toBe('042');
    expect(padNumber('198')).toBe('198');
    expect(padNumber('1024')).toBe('1024');
  });

  it('leaves numbers with letters as they are', () => {
    expect(padNumber('TG05')).toBe('TG05');
    expect(padNumber('SV-P 12')).toBe('SV-P 12');
  });

  it('prints nothing for a missing number', () => {
    expect(padNumber(null)).toBe('');
    expect(padNumber(undefined)).toBe('');
  });
});

describe('formatCardNumber', () => {
  it('writes number over printed total, both padded', () => {
    expect(formatCardNumber('7', 78)).toBe('007/078');
  });

  it('omits a missing printed total', () => {
    expect(formatCardNumber('7', null)).toBe('007');
  });
});

describe('won and thousands', () => {
  it('formats KRW with commas and 원', () => {
    expect(formatWon(12000)).toBe('12,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(1234567)).toBe('1,234,567원');
  });

  it('floors fractions as the ranking does', () => {
    expect(formatWon(15999.9)).toBe('15,999원');
    expect(formatThousands(1000.5)).toBe('1,000');
  });

  it('shows a dash for a missing amount', () => {
    expect(formatWon(null)).toBe('-');
    expect(formatWon(Number.NaN)).toBe('-');
  });
});

describe('parseDigits', () => {
  it('strips every non-digit and reads empty input as 0', () => {
    expect(parseDigits('12,000원')).toBe(12000);
    expect(parseDigits('')).toBe(0);
    expect(parseDigits('abc')).toBe(0);
  });
});

describe('dates', () => {
  it('formats dates and date-times', () => {
    expect(formatDate('2026-11-23T10:05:00')).toBe('2026-11-23');
    expect(formatDateTime('2026-11-23T10:05:00')).toBe('2026-11-23 10:05');
  });

  it('writes server instants in Korean time, the same as the times the server writes', () => {
    expect(formatDateTime('2026-11-23T22:13:09.000Z')).toBe('2026-11-24 07:13');
    expect(formatDateTime('2026-11-24 07:13')).toBe('2026-11-24 07:13');
    expect(formatDate('2026-11-23T22:13:09.000Z')).toBe('2026-11-24');
  });

  it('prints nothing for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('keys days by the UTC calendar date', () => {
    expect(utcDateKey(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-23');
    expect(utcDateKey(new Date('2026-11-24T00:10:00+09:00'))).toBe('2026-11-23');
  });
});

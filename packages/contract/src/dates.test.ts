import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, SEOUL_TIME_ZONE } from './dates';

const originalTz = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTz;
});

describe('dates are shown in Korean time, one style each', () => {
  it('writes an instant as the Seoul date-time, whatever the clock of the machine', () => {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Seoul']) {
      process.env.TZ = tz;
      expect(formatDateTime('2026-11-23T22:13:09.000Z')).toBe('2026-11-24 07:13');
      expect(formatDateTime(new Date('2026-11-23T22:13:09Z'))).toBe('2026-11-24 07:13');
      expect(formatDateTime(Date.parse('2026-11-23T22:13:09Z'))).toBe('2026-11-24 07:13');
      expect(formatDate('2026-11-23T22:13:09Z')).toBe('2026-11-24');
    }
  });

  it('reads an offset as written', () => {
    expect(formatDateTime('2026-11-23T14:13:09-08:00')).toBe('2026-11-24 07:13');
    expect(formatDateTime('2026-11-24T07:13:09+09:00')).toBe('2026-11-24 07:13');
  });

  it('keeps a time without an offset as Seoul wall time, as the server writes them', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDateTime('2026-11-24 07:13')).toBe('2026-11-24 07:13');
    expect(formatDateTime('2026-11-24 07:13:09')).toBe('2026-11-24 07:13');
    expect(formatDateTime('2026-11-24T07:13:09.123')).toBe('2026-11-24 07:13');
    expect(formatDate('2026-11-24 00:30')).toBe('2026-11-24');
  });

  it('writes a calendar date as it is, and midnight for its time', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDate('2026-03-01')).toBe('2026-03-01');
    expect(formatDateTime('2026-03-01')).toBe('2026-03-01 00:00');
  });

  it('writes midnight as 00, never 24', () => {
    expect(formatDateTime('2026-11-23T15:00:00Z')).toBe('2026-11-24 00:00');
  });

  it('prints nothing for a missing or impossible date', () => {
    for (const value of [null, undefined, '', 'not a date', '2026-02-30', '2026-13-01 10:00', Number.NaN]) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
    }
  });

  it('names the one time zone', () => {
    expect(SEOUL_TIME_ZONE).toBe('Asia/Seoul');
  });
});

import { describe, expect, it } from 'vitest';
import { clockOffset, countdownText, remainingMs, roundEnd, serverInstant } from './round-timer';

describe('round timer', () => {
  it('reads Korean wall time as UTC+9 and ISO times by their offset', () => {
    expect(serverInstant('2026-11-24 19:05')).toBe(Date.parse('2026-11-24T10:05:00Z'));
    expect(serverInstant('2026-11-24T19:05:30')).toBe(Date.parse('2026-11-24T10:05:30Z'));
    expect(serverInstant('2026-11-24 19:05:30.250')).toBe(Date.parse('2026-11-24T10:05:30.250Z'));
    expect(serverInstant('2026-11-24T10:05:00.000Z')).toBe(Date.parse('2026-11-24T10:05:00Z'));
    expect(serverInstant('2026-11-24T19:05:00+09:00')).toBe(Date.parse('2026-11-24T10:05:00Z'));
    expect(serverInstant('어제')).toBeNaN();
  });

  it('measures how far the device clock is off the server', () => {
    // The device thinks it is 10:00:00Z when the server says 10:03:00Z: three minutes behind.
    expect(clockOffset('2026-11-24 19:03:00', Date.parse('2026-11-24T10:00:00Z'))).toBe(180_000);
    expect(clockOffset('not a time', 5)).toBe(0);
  });

  it('counts down from the start plus the round length by the server clock', () => {
    const end = roundEnd('2026-11-24 19:00', 50)!;
    expect(end).toBe(Date.parse('2026-11-24T10:50:00Z'));
    expect(roundEnd(null, 50)).toBeNull();
    const offset = 180_000;
    // Device 10:00:00Z is server 10:03:00Z: 47 minutes left, not 50.
    expect(remainingMs(end, offset, Date.parse('2026-11-24T10:00:00Z'))).toBe(47 * 60_000);
    expect(remainingMs(end, offset, Date.parse('2026-11-24T11:00:00Z'))).toBe(0);
  });

  it('writes the time left as m:ss or h:mm:ss, rounding seconds up', () => {
    expect(countdownText(47 * 60_000)).toBe('47:00');
    expect(countdownText(65_001)).toBe('1:06');
    expect(countdownText(999)).toBe('0:01');
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(3_723_000)).toBe('1:02:03');
  });
});

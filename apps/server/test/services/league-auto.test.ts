import { describe, expect, it } from 'vitest';
import { upcomingStarts } from '../../src/services/league-auto';

/** A weekly rule's start times are Korean wall time, whatever the server's clock and the UTC date say. */
describe('upcomingStarts', () => {
  // 2026-05-01 15:30 UTC is Saturday 2026-05-02 00:30 in Korea.
  const from = new Date('2026-05-01T15:30:00Z');
  const DAY_MS = 86_400_000;

  it('finds the next Korean weekday and time, already on the next Korean day', () => {
    // Saturday 20:00 in Korea: the same Korean day, 11:00 UTC.
    expect(upcomingStarts({ weekday: 6, startTime: '20:00' }, from, 7 * DAY_MS)).toEqual([
      new Date('2026-05-02T11:00:00Z'),
    ]);
    // Friday 23:00 in Korea has just passed (it was 2026-05-01 14:00 UTC): the next is a week on.
    expect(upcomingStarts({ weekday: 5, startTime: '23:00' }, from, 7 * DAY_MS)).toEqual([
      new Date('2026-05-08T14:00:00Z'),
    ]);
  });

  it('lists every start within the horizon and none after it', () => {
    // Two weeks on is Friday 2026-05-15 in Korea: the Saturdays of the 2nd and the 9th.
    expect(upcomingStarts({ weekday: 6, startTime: '20:00' }, from, 14 * DAY_MS)).toEqual([
      new Date('2026-05-02T11:00:00Z'),
      new Date('2026-05-09T11:00:00Z'),
    ]);
    // From 00:30 to 20:00 in Korea is 19.5 hours: a horizon of 19.5 hours reaches it, 19 hours do not.
    expect(upcomingStarts({ weekday: 6, startTime: '20:00' }, from, 19.5 * 3_600_000)).toHaveLength(1);
    expect(upcomingStarts({ weekday: 6, startTime: '20:00' }, from, 19 * 3_600_000)).toEqual([]);
  });
});

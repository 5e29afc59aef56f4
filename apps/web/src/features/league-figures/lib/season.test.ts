import { describe, expect, it } from 'vitest';
import { currentSeason, seasonChoices, seasonFrom } from './season';

describe('league seasons', () => {
  it('follow the Korean calendar year', () => {
    // 2026-12-31 15:30 UTC is already 2027-01-01 in Korea.
    expect(currentSeason(new Date('2026-12-31T15:30:00Z'))).toBe(2027);
    expect(currentSeason(new Date('2026-12-31T14:30:00Z'))).toBe(2026);
  });

  it('offer the current season and four before it, plus one the address names', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(seasonChoices(null, now)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(seasonChoices(2019, now)).toEqual([2026, 2025, 2024, 2023, 2022, 2019]);
  });

  it('read ?season= only when it is a year the call takes', () => {
    expect(seasonFrom(new URLSearchParams('season=2025'))).toBe(2025);
    expect(seasonFrom(new URLSearchParams('season=1999'))).toBeNull();
    expect(seasonFrom(new URLSearchParams('season=abc'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { RESULTS } from '../official-players.fixture';
import {
  countryName,
  formatBestFinish,
  formatPlacement,
  formatRecord,
  newestFirst,
  playerIdFrom,
} from './player-format';

describe('player figures', () => {
  it('writes placements, best finishes and records', () => {
    expect(formatPlacement(1)).toBe('1위');
    expect(formatPlacement(1024)).toBe('1,024위');
    expect(formatBestFinish(null)).toBe('-');
    expect(formatBestFinish(8)).toBe('8위');
    expect(formatRecord({ wins: 5, losses: 2, ties: 0 })).toBe('5-2-0');
  });

  it('puts the newest event first', () => {
    expect(newestFirst(RESULTS).map((r) => r.event_date)).toEqual(['2026-11-02', '2026-09-13']);
    expect(RESULTS[0]!.event_date).toBe('2026-09-13');
  });

  it('names a country in Korean when the list has it', () => {
    const names = new Map([['KR', '대한민국']]);
    expect(countryName('KR', names)).toBe('대한민국');
    expect(countryName('JP', names)).toBe('JP');
    expect(countryName('KR', undefined)).toBe('KR');
  });

  it('reads only a positive id from the address', () => {
    expect(playerIdFrom(new URLSearchParams('id=22'))).toBe(22);
    expect(playerIdFrom(new URLSearchParams('id=0'))).toBeNull();
    expect(playerIdFrom(new URLSearchParams('id=abc'))).toBeNull();
    expect(playerIdFrom(new URLSearchParams(''))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { SELECTIVE_HP_SHARE, shareInRange } from '../../src/repositories/hp-shares';

describe('the share of cards in an HP range', () => {
  const distribution = {
    counts: [
      { hp: 60, cards: 50 },
      { hp: 100, cards: 30 },
      { hp: 200, cards: 15 },
      { hp: 330, cards: 5 },
    ],
    total: 100,
  };

  it('adds the cards of every HP value inside the range, either end open', () => {
    expect(shareInRange(distribution, 100, 200)).toBe(0.45);
    expect(shareInRange(distribution, null, 60)).toBe(0.5);
    expect(shareInRange(distribution, 300, null)).toBe(0.05);
    expect(shareInRange(distribution, 61, 99)).toBe(0);
    expect(shareInRange({ counts: [], total: 0 }, 100, 200)).toBe(0);
  });

  it('calls only a small share selective', () => {
    expect(shareInRange(distribution, 300, null)).toBeLessThanOrEqual(SELECTIVE_HP_SHARE);
    expect(shareInRange(distribution, 200, null)).toBeGreaterThan(SELECTIVE_HP_SHARE);
  });
});

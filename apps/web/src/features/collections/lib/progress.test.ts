import { describe, expect, it } from 'vitest';
import { completionPercent, progressColor, progressLabel } from './progress';

describe('set completion', () => {
  it('floors the percentage so a set shows 100% only when complete', () => {
    expect(completionPercent(0, 10)).toBe(0);
    expect(completionPercent(2, 3)).toBe(66);
    expect(completionPercent(199, 200)).toBe(99);
    expect(completionPercent(3, 3)).toBe(100);
    expect(completionPercent(1, 0)).toBe(0);
  });

  it('labels progress as owned / total and colours it by state', () => {
    expect(progressLabel(2, 165)).toBe('2 / 165');
    expect(progressColor(0, 10)).toBe('gray');
    expect(progressColor(4, 10)).toBe('blue');
    expect(progressColor(10, 10)).toBe('teal');
  });
});

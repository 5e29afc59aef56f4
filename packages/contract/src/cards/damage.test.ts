import { describe, expect, it } from 'vitest';
import { damageValue } from './damage';

describe('damageValue', () => {
  it('reads the number of a damage text, whatever surrounds it', () => {
    expect(damageValue('60')).toBe(60);
    expect(damageValue('60+')).toBe(60);
    expect(damageValue('×20')).toBe(20);
    expect(damageValue('30-')).toBe(30);
    expect(damageValue(120)).toBe(120);
  });

  it('answers null when there is no number', () => {
    expect(damageValue('')).toBeNull();
    expect(damageValue('+')).toBeNull();
    expect(damageValue(null)).toBeNull();
    expect(damageValue(undefined)).toBeNull();
  });
});

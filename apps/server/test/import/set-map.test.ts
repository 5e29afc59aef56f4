import { describe, expect, it } from 'vitest';
import { JP_TO_EN_SETS, sameProductSets } from '../../src/import/set-map';

describe('sets that are one product in the three editions', () => {
  it('pairs a Japanese set with the one English set only it maps to', () => {
    const pairs = sameProductSets({
      SV2a: ['sv3pt5'],
      // Two Japanese sets make one English set: neither is that product alone.
      SV1S: ['sv1'],
      SV1V: ['sv1'],
      // Cards spread over two English sets.
      SV1a: ['sv2', 'sv3'],
      SV3: ['sv3'],
    });
    expect(pairs).toEqual([['SV2a', 'sv3pt5']]);
  });

  it('links 151 in the real set map', () => {
    const pairs = new Map(sameProductSets(JP_TO_EN_SETS));
    expect(pairs.get('SV2a')).toBe('sv3pt5');
    expect(pairs.has('SV1S')).toBe(false);
    expect(pairs.has('SV1a')).toBe(false);
  });
});

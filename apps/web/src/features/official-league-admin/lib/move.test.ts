import { describe, expect, it } from 'vitest';
import { movedOrder } from './move';

describe('movedOrder', () => {
  it('swaps the item with its neighbour', () => {
    expect(movedOrder([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  });

  it('answers null at either end', () => {
    expect(movedOrder([1, 2, 3], 0, -1)).toBeNull();
    expect(movedOrder([1, 2, 3], 2, 1)).toBeNull();
    expect(movedOrder([], 0, 1)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { addBlock, patchBlock, removeBlock, visibleBlocks } from './blocks';

const empty = { name: '' };

describe('part editor blocks (§2.18)', () => {
  it('always shows a first block, and editing it makes a real entry', () => {
    expect(visibleBlocks([], empty)).toEqual([{ name: '' }]);
    expect(patchBlock([], empty, 0, { name: '불꽃' })).toEqual([{ name: '불꽃' }]);
  });
  it('adds after the first block and removes any other', () => {
    const two = addBlock([{ name: 'a' }], empty);
    expect(two).toEqual([{ name: 'a' }, { name: '' }]);
    expect(removeBlock(two, 1)).toEqual([{ name: 'a' }]);
    expect(patchBlock(two, empty, 1, { name: 'b' })).toEqual([{ name: 'a' }, { name: 'b' }]);
  });
});

/** The list rules of the §2.18 editors, shared by the attacks and abilities blocks. */

/** The blocks to show: the list, or one empty block so that the first block (with '추가') always exists. */
export function visibleBlocks<T>(list: T[], empty: T): T[] {
  return list.length > 0 ? list : [{ ...empty }];
}

export function addBlock<T>(list: T[], empty: T): T[] {
  return [...visibleBlocks(list, empty), { ...empty }];
}

export function removeBlock<T>(list: T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

export function updateBlock<T>(list: T[], empty: T, index: number, patch: Partial<T>): T[] {
  return visibleBlocks(list, empty).map((block, i) => (i === index ? { ...block, ...patch } : block));
}

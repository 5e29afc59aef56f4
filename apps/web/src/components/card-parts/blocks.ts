/** The list rules of the §2.18 editors: there is always a first block, which carries '추가'. */

export function visibleBlocks<T>(list: T[], empty: T): T[] {
  return list.length > 0 ? list : [{ ...empty }];
}

export function addBlock<T>(list: T[], empty: T): T[] {
  return [...visibleBlocks(list, empty), { ...empty }];
}

export function removeBlock<T>(list: T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** Changes one block; editing the placeholder block of an empty list makes it a real entry. */
export function patchBlock<T>(list: T[], empty: T, index: number, patch: Partial<T>): T[] {
  return visibleBlocks(list, empty).map((block, i) => (i === index ? { ...block, ...patch } : block));
}

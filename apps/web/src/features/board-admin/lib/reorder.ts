/**
 * Moves one item up or down a list ordered by `sort` and numbers the list again 10, 20, 30…, so equal
 * or crowded sort values still get distinct places. Answers only the items whose sort changed: those are
 * the ones to save. Nothing when the item is already at that end.
 */
export function reorder<T extends { id: number; sort: number }>(
  items: readonly T[],
  index: number,
  step: -1 | 1,
): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [];
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  const before = new Map(items.map((item) => [item.id, item.sort]));
  return moved
    .map((item, place) => ({ ...item, sort: (place + 1) * 10 }))
    .filter((item) => before.get(item.id) !== item.sort);
}

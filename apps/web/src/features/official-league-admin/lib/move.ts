/**
 * The ids in their new order after moving the one at `index` a place up (-1) or down (1); null when it is
 * already at that end, so nothing is sent.
 */
export function movedOrder(ids: readonly number[], index: number, step: -1 | 1): number[] | null {
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return null;
  const moved = [...ids];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

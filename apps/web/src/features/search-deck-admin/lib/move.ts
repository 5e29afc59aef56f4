/** The ids with the one at `index` moved a place up (-1) or down (1); null when it cannot move. */
export function movedIds<T>(ids: readonly T[], index: number, step: -1 | 1): T[] | null {
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return null;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

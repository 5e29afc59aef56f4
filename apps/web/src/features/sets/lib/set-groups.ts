import type { SetSummary } from '@carddogam/contract/calls/sets';
import type { Nation } from '@carddogam/contract/constants';

export interface SeriesGroup {
  /** The series name, or '' for sets without one. */
  series: string;
  sets: SetSummary[];
}

/**
 * Sets grouped by series, newest first: the server sends the sets newest first, so a series takes the place
 * of its newest set and keeps its sets in that order. Sets of another edition are left out when one is
 * chosen. The three editions name their series differently, so each edition's series is its own group.
 */
export function groupBySeries(sets: readonly SetSummary[], nation: Nation | null): SeriesGroup[] {
  const groups = new Map<string, SeriesGroup>();
  for (const set of sets) {
    if (nation && set.nation !== nation) continue;
    const series = set.series?.trim() ?? '';
    const key = `${set.nation}\n${series}`;
    let group = groups.get(key);
    if (!group) {
      group = { series, sets: [] };
      groups.set(key, group);
    }
    group.sets.push(set);
  }
  return [...groups.values()];
}

import { useQuery } from '@tanstack/react-query';
import { firstSetQuery, searchDefaultMarksQuery } from '../api/reference-queries';
import { hasSearchCondition, type SearchState } from '../lib/search-state';

export interface FirstSetSearch {
  /** The search to run: the applied one, or on an empty page the newest Korean set's. */
  searched: SearchState;
  /** The set an empty page shows, while it shows one. */
  setName: string | null;
  /** The first set is still being looked up. */
  waiting: boolean;
  /** The server has no first set, so there is nothing to search automatically. */
  missing: boolean;
  error: Error | null;
}

/**
 * Opening the search without any condition searches the newest Korean set (§2.19), or the set staff
 * chose (/admin/search/basic), with staff's default regulation marks. That set is the
 * page's automatic search, not a filter the visitor chose (decision 022): it stays out of the address
 * and the form, so the first name the visitor types is searched in the whole catalogue.
 */
export function useFirstSetSearch(state: SearchState, enabled: boolean): FirstSetSearch {
  const needed = enabled && !hasSearchCondition(state);
  const query = useQuery({ ...firstSetQuery, enabled: needed });
  // Staff's default marks narrow that automatic search too; a failed read leaves it unnarrowed.
  const marks = useQuery({ ...searchDefaultMarksQuery, enabled: needed });
  // Held until the marks have answered too, so the automatic search runs once.
  const setName = needed && !marks.isPending ? (query.data ?? null) : null;
  const regulationMarks = marks.data?.length ? marks.data : state.regulationMarks;
  return {
    searched: setName ? { ...state, set: { nation: 'kr', name: setName }, regulationMarks } : state,
    setName,
    waiting: needed && (query.isPending || marks.isPending),
    missing: needed && query.isSuccess && query.data === null,
    error: needed ? query.error : null,
  };
}

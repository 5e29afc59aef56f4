import { useQuery } from '@tanstack/react-query';
import { firstSetQuery } from '../api/reference-queries';
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
 * Opening the search without any condition searches the newest Korean set (§2.19). That set is the
 * page's automatic search, not a filter the visitor chose (decision 022): it stays out of the address
 * and the form, so the first name the visitor types is searched in the whole catalogue.
 */
export function useFirstSetSearch(state: SearchState, enabled: boolean): FirstSetSearch {
  const needed = enabled && !hasSearchCondition(state);
  const query = useQuery({ ...firstSetQuery, enabled: needed });
  const setName = needed ? (query.data ?? null) : null;
  return {
    searched: setName ? { ...state, set: { nation: 'kr', name: setName } } : state,
    setName,
    waiting: needed && query.isPending,
    missing: needed && query.isSuccess && query.data === null,
    error: needed ? query.error : null,
  };
}

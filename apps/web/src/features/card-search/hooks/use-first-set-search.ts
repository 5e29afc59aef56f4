import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { firstSetQuery } from '../api/reference-queries';
import { hasSearchCondition } from '../lib/search-state';
import type { SearchStore } from './use-search-store';

export interface FirstSetSearch {
  /** The first set is still being looked up. */
  waiting: boolean;
  /** The server has no first set, so there is nothing to search automatically. */
  missing: boolean;
  error: Error | null;
}

/**
 * Opening the search without any condition searches the newest Korean set (§2.19). The set is written
 * into the state by replacing the history entry, so back does not return to the empty search.
 */
export function useFirstSetSearch({ state, apply }: SearchStore, enabled: boolean): FirstSetSearch {
  const needed = enabled && !hasSearchCondition(state);
  const query = useQuery({ ...firstSetQuery, enabled: needed });
  const setName = query.data;

  useEffect(() => {
    if (needed && setName)
      apply({ ...state, set: { nation: 'kr', name: setName }, page: 1 }, { replace: true });
  }, [needed, setName, state, apply]);

  return {
    waiting: needed && query.isPending,
    missing: needed && query.isSuccess && setName === null,
    error: needed ? query.error : null,
  };
}

import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { emptySearchState, type SearchState } from '../lib/search-state';
import { searchParamsToState, stateToSearchParams } from '../lib/search-url';

export type PanelMode = 'page' | 'picker';

export interface SearchStore {
  state: SearchState;
  /** replace: change the current history entry instead of adding one (automatic searches). */
  apply: (next: SearchState, options?: { replace?: boolean }) => void;
}

/**
 * Where the search state lives: the address on the search page, so back/forward and bookmarks work; the
 * panel's own state in picker mode, so picking a card leaves the host page's address alone.
 */
export function useSearchStore(mode: PanelMode, initial?: Partial<SearchState>): SearchStore {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState<SearchState>(() => ({ ...emptySearchState(), ...initial }));
  const fromUrl = useMemo(() => searchParamsToState(params), [params]);

  const apply = useCallback(
    (next: SearchState, options?: { replace?: boolean }) => {
      if (mode === 'picker') setLocal(next);
      else setParams(stateToSearchParams(next), { replace: options?.replace });
    },
    [mode, setParams],
  );

  return { state: mode === 'picker' ? local : fromUrl, apply };
}

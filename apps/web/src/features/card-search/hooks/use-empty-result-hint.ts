import { useQueries } from '@tanstack/react-query';
import { cardSearchQuery } from '../api/search-queries';
import { activeFilters, type ActiveFilter } from '../lib/search-filters';
import { detectNation } from '../lib/search-nation';
import { hasSearchCondition, toSearchKeyword, type DeckScope, type SearchState } from '../lib/search-state';

export interface EmptyResultHint {
  filter: ActiveFilter;
  /** The search without that filter, on its first page. */
  without: SearchState;
  count: number;
  /** The count stopped at the pager's cap: more would be found. */
  capped: boolean;
}

interface HintOptions {
  deck?: DeckScope;
  collectionOf: string | null;
  /** Only an empty result is explained. */
  enabled: boolean;
}

/**
 * Which filter empties a search: the same search is asked again without each filter in turn (a few small
 * calls, and only when nothing was found), and every filter whose removal finds cards is named with the
 * number it would find.
 */
export function useEmptyResultHint(state: SearchState, { deck, collectionOf, enabled }: HintOptions) {
  const candidates = enabled
    ? activeFilters(state)
        // The deck editor's supertype is fixed, so taking it off would change nothing.
        .filter((filter) => deck === undefined || filter.key !== 'supertype')
        .map((filter) => ({ filter, without: { ...filter.clear(state), page: 1 } }))
        .filter(({ without }) => deck !== undefined || hasSearchCondition(without))
    : [];
  const answers = useQueries({
    queries: candidates.map(({ without }) => {
      const nation = detectNation(without);
      return cardSearchQuery(nation, toSearchKeyword(without, nation, deck), collectionOf);
    }),
  });
  return candidates.flatMap((candidate, index): EmptyResultHint[] => {
    const first = answers[index]?.data?.[0];
    const count = first?.total_count ?? 0;
    return count > 0 ? [{ ...candidate, count, capped: first?.total_capped ?? false }] : [];
  });
}

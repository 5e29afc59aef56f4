import { useSearchParams } from 'react-router';
import { filterFromParams, filterToParams, type DeckRankFilter } from '../lib/deck-rank-filter';

/**
 * The filter of a deck-rank page, kept in the address so a chosen view can be shared and survives a
 * reload. Changing it keeps the page's ?id= (the archetype of the detail page).
 */
export function useDeckRankFilter(): [DeckRankFilter, (next: DeckRankFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const setFilter = (next: DeckRankFilter) => {
    const id = params.get('id');
    setParams(
      new URLSearchParams([...(id ? [['id', id] as [string, string]] : []), ...filterToParams(next)]),
    );
  };
  return [filter, setFilter];
}

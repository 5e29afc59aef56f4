import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchCalls, type SearchKeyword } from '@carddogam/contract/calls/search';
import type { Nation } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';
import { cardSearchKeys } from './keys';

/**
 * One page of results (§7.3). With collectionOf the search is limited to that member's collection, as the
 * 'My Collection' button of the trade post editor asks.
 */
export const cardSearchQuery = (nation: Nation, keyword: SearchKeyword, collectionOf: string | null) =>
  queryOptions({
    queryKey: cardSearchKeys.results(nation, collectionOf, keyword),
    queryFn: () =>
      collectionOf
        ? callApi(searchCalls.collectionList(nation), { keyword, user_id: collectionOf })
        : callApi(searchCalls.list(nation), { keyword }),
  });

/** Card names starting with the typed text, for the search box (§2.19). */
export const nameSuggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: cardSearchKeys.autocomplete(text),
    queryFn: () => callApi(searchCalls.autocomplete, { text }),
    staleTime: 5 * 60_000,
    // The list stays while the next keystroke's answer is on its way, so the dropdown does not flicker.
    placeholderData: keepPreviousData,
  });

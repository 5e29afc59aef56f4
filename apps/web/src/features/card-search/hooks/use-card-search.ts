import { useQuery } from '@tanstack/react-query';
import { cardSearchQuery } from '../api/search-queries';
import { detectNation } from '../lib/search-nation';
import { toSearchKeyword, type DeckScope, type SearchState } from '../lib/search-state';

export interface CardSearchOptions {
  deck?: DeckScope;
  /** Search only this member's collection. */
  collectionOf: string | null;
  enabled: boolean;
}

/** Runs the search for the applied state, in the edition its text and filters point to (§2.19). */
export function useCardSearch(state: SearchState, { deck, collectionOf, enabled }: CardSearchOptions) {
  const nation = detectNation(state);
  const query = useQuery({
    ...cardSearchQuery(nation, toSearchKeyword(state, nation, deck), collectionOf),
    enabled,
  });
  return { nation, query };
}

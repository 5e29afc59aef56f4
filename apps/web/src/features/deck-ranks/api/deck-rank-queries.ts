import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { deckRankCalls } from '@carddogam/contract/calls/deck-rank';
import { officialLeagueCalls } from '@carddogam/contract/calls/official-league';
import { callApi } from '../../../lib/api';
import type { DeckRankCallFilter } from '../lib/deck-rank-filter';
import { deckRankKeys } from './keys';

/** The figures change only when standings are pasted; a few minutes old is fine for a metagame page. */
const FIGURES_STALE_MS = 5 * 60_000;

export const deckRankListQuery = (filter: DeckRankCallFilter) =>
  queryOptions({
    queryKey: deckRankKeys.list(filter),
    queryFn: () => callApi(deckRankCalls.list, filter),
    // A new filter keeps the old table on screen until its own answer comes.
    placeholderData: keepPreviousData,
    staleTime: FIGURES_STALE_MS,
  });

export const deckRankDetailQuery = (id: number, filter: DeckRankCallFilter) =>
  queryOptions({
    queryKey: deckRankKeys.detail(id, filter),
    queryFn: () => callApi(deckRankCalls.detail, { id, ...filter }),
    // Another filter of the same archetype keeps its page on screen; another archetype never shows this one.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
    staleTime: FIGURES_STALE_MS,
  });

/** The event types of the type filter; hidden ones are staff's and are left out. */
export const eventTypesQuery = queryOptions({
  queryKey: deckRankKeys.types,
  queryFn: () => callApi(officialLeagueCalls.typeList),
  select: (types) => types.filter((t) => t.is_show),
  staleTime: 10 * 60_000,
});

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { deckCalls, type DeckSearch } from '@carddogam/contract/calls/decks';
import type { Nation } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';

/** Every deck answer lives under this key, so a deck write refreshes lists, pages and card sections. */
export const DECKS_KEY = ['decks'] as const;

export const deckQuery = (id: number) =>
  queryOptions({
    queryKey: [...DECKS_KEY, 'read', id],
    queryFn: () => callApi(deckCalls.read, { id }),
    retry: false,
  });

export const deckListQuery = (search: DeckSearch, page: number) =>
  queryOptions({
    queryKey: [...DECKS_KEY, 'list', search, page],
    queryFn: () => callApi(deckCalls.list, { ...search, page }),
    placeholderData: keepPreviousData,
  });

export const deckSectionQuery = (cardId: string, nation: Nation) =>
  queryOptions({
    queryKey: [...DECKS_KEY, 'section', cardId, nation],
    queryFn: () =>
      callApi(deckCalls.section, {
        deck_nation: nation,
        keyword: {
          regulation_group: '전체',
          search_type: '카드 ID',
          text: cardId,
          tag: '',
          season: '',
          sort: '최신순',
        },
      }),
  });

/** Card details for the builder, for the ids it holds (in any order: the answer is keyed by id). */
export const builderCardsQuery = (ids: readonly string[]) => {
  const sorted = [...new Set(ids)].sort();
  return queryOptions({
    queryKey: ['deck-builder-cards', sorted],
    queryFn: () => callApi(deckCalls.cards, { ids: sorted }),
    enabled: sorted.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
};

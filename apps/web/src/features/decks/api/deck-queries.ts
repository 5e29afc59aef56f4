import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { collectorValueCalls, type ValueCondition } from '@carddogam/contract/calls/collector-value';
import { deckCalls, type DeckSearch } from '@carddogam/contract/calls/decks';
import type { Nation } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';
import { deckKeys } from './keys';

export const deckQuery = (id: number) =>
  queryOptions({
    queryKey: deckKeys.read(id),
    queryFn: () => callApi(deckCalls.read, { id }),
    retry: false,
  });

/** The deck's price in one condition over the last 90 days (/api/deck/value). */
export const deckValueQuery = (id: number, condition: ValueCondition) =>
  queryOptions({
    queryKey: deckKeys.value(id, condition),
    queryFn: () => callApi(collectorValueCalls.deckValue, { deck_id: id, condition }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const deckListQuery = (search: DeckSearch, page: number) =>
  queryOptions({
    queryKey: deckKeys.list(search, page),
    queryFn: () => callApi(deckCalls.list, { ...search, page }),
    placeholderData: keepPreviousData,
  });

export const deckSectionQuery = (cardId: string, nation: Nation) =>
  queryOptions({
    queryKey: deckKeys.section(cardId, nation),
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
    queryKey: deckKeys.builderCards(sorted),
    queryFn: () => callApi(deckCalls.cards, { ids: sorted }),
    enabled: sorted.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
};

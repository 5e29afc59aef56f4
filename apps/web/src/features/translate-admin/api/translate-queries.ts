import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  TRANSLATE_PAGE_SIZE,
  translateAdminCalls as calls,
  type DictionaryKind,
} from '@carddogam/contract/calls/translate-admin';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { translateKeys, type DictionaryFilter, type TranslatedFilter } from './keys';

const STAFF_LIST = { staleTime: 0, placeholderData: keepPreviousData, meta: MEMBER_DATA } as const;

/** One page of a name dictionary, with the cards each entry would fill. */
export const entriesQuery = (kind: DictionaryKind, filter: DictionaryFilter) =>
  queryOptions({
    queryKey: translateKeys.dictionaryPage(kind, filter),
    queryFn: async () => {
      const answer = await callApi(calls.entryList, { kind, ...filter, size: TRANSLATE_PAGE_SIZE });
      return { rows: answer.items, total: answer.total };
    },
    ...STAFF_LIST,
  });

/** One page of rarities. */
export const raritiesQuery = (filter: DictionaryFilter) =>
  queryOptions({
    queryKey: translateKeys.dictionaryPage('rarity', filter),
    queryFn: async () => {
      const answer = await callApi(calls.rarityList, { ...filter, size: TRANSLATE_PAGE_SIZE });
      return { rows: answer.items, total: answer.total };
    },
    ...STAFF_LIST,
  });

/** One page of Korean data of one source. */
export const translatedQuery = (filter: TranslatedFilter) =>
  queryOptions({
    queryKey: translateKeys.translatedPage(filter),
    queryFn: async () => {
      const answer = await callApi(calls.translatedList, { ...filter, size: TRANSLATE_PAGE_SIZE });
      return { rows: answer.items, total: answer.total };
    },
    ...STAFF_LIST,
  });

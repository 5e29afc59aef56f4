import { queryOptions } from '@tanstack/react-query';
import { cardPageCalls } from '@carddogam/contract/calls/card-page';
import { cardRecordCalls } from '@carddogam/contract/calls/card-records';
import { referenceCalls } from '@carddogam/contract/calls/reference';
import { callApi } from '../../../lib/api';
import { cardDetailKeys } from './keys';

/** The aggregate card data of the page and the popup; null when no card has the id. */
export const cardPageQuery = (id: string) =>
  queryOptions({
    queryKey: cardDetailKeys.page(id),
    queryFn: async () => (await callApi(cardPageCalls.page, { id }))[0] ?? null,
  });

export const viewCountQuery = (id: string) =>
  queryOptions({
    queryKey: cardDetailKeys.viewCount(id),
    queryFn: async () => (await callApi(cardRecordCalls.viewCount, { card_id: id }))[0]?.view_count ?? 0,
  });

/**
 * English supertype/subtype words → Korean labels (§2.4 subtypes translated to Korean). The cache keeps
 * the rows as the server sent them (a server-rendered page hands its cache to the browser as JSON,
 * decision 041); the map is made from them.
 */
export const subtypeLabelsQuery = queryOptions({
  queryKey: cardDetailKeys.subtypeLabels,
  queryFn: () => callApi(referenceCalls.supertypeList),
  select: (rows) => new Map(rows.map((row) => [row.en, row.kr])),
  staleTime: 60 * 60_000,
  // Without the labels the subtypes are shown in English; that is no reason to ask again and again.
  retry: false,
});

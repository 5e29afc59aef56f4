import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { leagueCalls } from '@carddogam/contract/calls/league';
import { officialLeagueCalls } from '@carddogam/contract/calls/official-league';
import { callApi } from '../../../lib/api';
import { RECORD_PAGE_SIZE } from '../lib/record-figures';
import { recordKeys } from './keys';

export const recordSummaryQuery = (userId: string) =>
  queryOptions({
    queryKey: recordKeys.summary(userId),
    queryFn: () => callApi(leagueCalls.recordSummary, { user_id: userId }),
    retry: false,
  });

export const recordListQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: recordKeys.list(userId, page),
    queryFn: () => callApi(leagueCalls.recordList, { user_id: userId, page, size: RECORD_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/**
 * The archetypes staff keep at /admin/league/deck_name (a public list despite its path), offered as the
 * decks of the record form. Under the records' own key: the form only reads them.
 */
export const archetypeNamesQuery = queryOptions({
  queryKey: [...recordKeys.all, 'archetypes'] as const,
  queryFn: () => callApi(officialLeagueCalls.archetypeList),
  select: (rows) => rows.map((row) => ({ id: row.id, name_kr: row.name_kr })),
  staleTime: 10 * 60_000,
});

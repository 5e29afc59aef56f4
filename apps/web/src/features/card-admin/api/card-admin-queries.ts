import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { cardCatalogueCalls as calls } from '@carddogam/contract/calls/card-admin-catalogue';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { cardAdminKeys, type CatalogueFilter, type ReviewAdminFilter, type SetFilter } from './keys';

export const SET_PAGE_SIZE = 30;
export const DELETED_PAGE_SIZE = 20;
export const REVIEW_PAGE_SIZE = 30;

const STAFF_LIST = { staleTime: 0, placeholderData: keepPreviousData, meta: MEMBER_DATA } as const;

export const setsQuery = (filter: SetFilter) =>
  queryOptions({
    queryKey: cardAdminKeys.setPage(filter),
    queryFn: () => callApi(calls.setList, filter),
    ...STAFF_LIST,
  });

export const catalogueQuery = (filter: CatalogueFilter) =>
  queryOptions({
    queryKey: cardAdminKeys.cataloguePage(filter),
    queryFn: () => callApi(calls.catalogue, filter),
    ...STAFF_LIST,
  });

/** Cards a 관리자 may delete, by id or name; nothing is asked for an empty query. */
export const deleteFindQuery = (query: string) =>
  queryOptions({
    queryKey: cardAdminKeys.deleteFind(query),
    queryFn: () => callApi(calls.deleteFind, { query }),
    enabled: query.trim().length > 0,
    staleTime: 0,
    meta: MEMBER_DATA,
  });

export const deletedCardsQuery = (page: number) =>
  queryOptions({
    queryKey: cardAdminKeys.deletedPage(page),
    queryFn: () => callApi(calls.deletedList, { page, size: DELETED_PAGE_SIZE }),
    ...STAFF_LIST,
  });

export const reviewsQuery = (filter: ReviewAdminFilter) =>
  queryOptions({
    queryKey: cardAdminKeys.reviewPage(filter),
    queryFn: () => callApi(calls.reviewList, filter),
    ...STAFF_LIST,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { collectionCalls } from '@carddogam/contract/calls/collections';
import type { Nation } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';
import type { OwnerRef } from '../lib/owner-param';

/** Every collection answer shares this prefix, so one write refreshes the book, dashboard and checklists. */
export const COLLECTION_KEY = ['collection'] as const;

export interface CollectionListFilter {
  owner: OwnerRef;
  nation: Nation | null;
  setName: string | null;
  page: number;
}

export const collectionListQuery = ({ owner, nation, setName, page }: CollectionListFilter) =>
  queryOptions({
    queryKey: [...COLLECTION_KEY, 'list', owner, nation, setName, page],
    queryFn: () =>
      callApi(collectionCalls.list, {
        ...owner,
        ...(nation ? { nation } : {}),
        ...(nation && setName ? { set_name: setName } : {}),
        page,
      }),
    placeholderData: keepPreviousData,
    // A private book answers 403 with the §6 message; asking again would not change that.
    retry: false,
  });

export const dashboardQuery = (nation: Nation) =>
  queryOptions({
    queryKey: [...COLLECTION_KEY, 'dashboard', nation],
    queryFn: () => callApi(collectionCalls.dashboard, { nation }),
  });

/** The progress depends on who asks, so the member's id is part of the key. */
export const challengeListQuery = (nation: Nation, userId: string | null) =>
  queryOptions({
    queryKey: [...COLLECTION_KEY, 'challenge', nation, userId],
    queryFn: () => callApi(collectionCalls.challengeList, { nation }),
  });

export const challengeReadQuery = (nation: Nation, setName: string, userId: string | null) =>
  queryOptions({
    queryKey: [...COLLECTION_KEY, 'challenge', nation, userId, setName],
    queryFn: () => callApi(collectionCalls.challengeRead, { nation, set_name: setName }),
    retry: false,
  });

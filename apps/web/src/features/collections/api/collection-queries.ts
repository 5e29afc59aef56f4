import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { collectorValueCalls, type ValueCondition } from '@carddogam/contract/calls/collector-value';
import { collectionCalls } from '@carddogam/contract/calls/collections';
import type { Nation } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';
import type { OwnerRef } from '../lib/owner-param';
import { collectionKeys } from './keys';

export interface CollectionListFilter {
  owner: OwnerRef;
  nation: Nation | null;
  setName: string | null;
  page: number;
}

export const collectionListQuery = ({ owner, nation, setName, page }: CollectionListFilter) =>
  queryOptions({
    queryKey: collectionKeys.list(owner, nation, setName, page),
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

/** The book's estimated value and its change over 30 days; refused like the book when it is hidden. */
export const collectionValueQuery = (owner: OwnerRef, condition: ValueCondition) =>
  queryOptions({
    queryKey: collectionKeys.value(owner, condition),
    queryFn: () => callApi(collectorValueCalls.collectionValue, { ...owner, condition }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const dashboardQuery = (nation: Nation) =>
  queryOptions({
    queryKey: collectionKeys.dashboard(nation),
    queryFn: () => callApi(collectionCalls.dashboard, { nation }),
  });

/** The progress depends on who asks, so the member's id is part of the key. */
export const challengeListQuery = (nation: Nation, userId: string | null) =>
  queryOptions({
    queryKey: collectionKeys.challengeList(nation, userId),
    queryFn: () => callApi(collectionCalls.challengeList, { nation }),
  });

export const challengeReadQuery = (nation: Nation, setName: string, userId: string | null) =>
  queryOptions({
    queryKey: collectionKeys.challengeRead(nation, userId, setName),
    queryFn: () => callApi(collectionCalls.challengeRead, { nation, set_name: setName }),
    retry: false,
  });

import { queryOptions } from '@tanstack/react-query';
import { setCalls } from '@carddogam/contract/calls/sets';
import type { Nation } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';
import { setKeys } from './keys';

/** Sets change only when staff add or rename one: kept for a few minutes between visits. */
const SET_STALE_MS = 5 * 60_000;

export const setListQuery = queryOptions({
  queryKey: setKeys.list(),
  queryFn: () => callApi(setCalls.list),
  staleTime: SET_STALE_MS,
});

export const setDetailQuery = (nation: Nation, name: string) =>
  queryOptions({
    queryKey: setKeys.detail(nation, name),
    queryFn: () => callApi(setCalls.read, { nation, name }),
    staleTime: SET_STALE_MS,
  });

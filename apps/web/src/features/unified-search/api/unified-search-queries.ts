import { queryOptions } from '@tanstack/react-query';
import { unifiedSearchCalls as calls } from '@carddogam/contract/calls/unified-search';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { unifiedSearchKeys } from './keys';

/**
 * Every group's first hits for one word. A member may see posts of boards closed to guests, so the
 * answer belongs to whoever is signed in and is dropped when that changes.
 */
export const unifiedSearchQuery = (q: string) =>
  queryOptions({
    queryKey: unifiedSearchKeys.results(q),
    queryFn: () => callApi(calls.all, { q }),
    staleTime: 30_000,
    meta: MEMBER_DATA,
  });

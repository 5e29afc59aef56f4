import { queryOptions } from '@tanstack/react-query';
import { watchlistCalls as calls } from '@carddogam/contract/calls/watchlist';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { watchlistKeys } from './keys';
import { loadWatched } from './watched-batch';

export const watchlistQuery = () =>
  queryOptions({
    queryKey: watchlistKeys.list,
    queryFn: () => callApi(calls.list, {}),
    meta: MEMBER_DATA,
  });

/** The member's entries of one card, in any edition (batched with the other stars on the page). */
export const watchedQuery = (cardId: string) =>
  queryOptions({
    queryKey: watchlistKeys.watched(cardId),
    queryFn: () => loadWatched(cardId),
    staleTime: 60_000,
    meta: MEMBER_DATA,
  });

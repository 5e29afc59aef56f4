import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { authCalls, type SessionUserBody } from '@carddogam/contract/calls/auth';
import { callApi } from '../../../lib/api';
import { isMemberData } from '../../../lib/member-data';
import { authKeys } from './keys';

type SessionAnswer = SessionUserBody | { is_logined: false };

/**
 * The server's view of the visitor. It changes only through login, logout or the member's own edits,
 * which all write it here, so it is never refetched on a timer.
 */
export const sessionQuery = queryOptions({
  queryKey: authKeys.session,
  queryFn: (): Promise<SessionAnswer> => callApi(authCalls.session),
  staleTime: Infinity,
  retry: false,
});

/** Ends the session on the server. */
export function endServerSession() {
  return callApi(authCalls.logout);
}

/** After login (or a changed account) the screens use the answer at once, without another call. */
export function storeSessionUser(queryClient: QueryClient, user: SessionUserBody | null): void {
  const previous = queryClient.getQueryData(sessionQuery.queryKey);
  const previousId = previous?.is_logined ? previous.user_id : null;
  if (previousId !== (user?.user_id ?? null)) {
    // Every cached answer that belongs to one member goes when the member changes.
    queryClient.removeQueries({ predicate: isMemberData });
  }
  queryClient.setQueryData(sessionQuery.queryKey, user ?? { is_logined: false });
}

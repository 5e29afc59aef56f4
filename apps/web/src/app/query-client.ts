import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { shellKeys } from './api/keys';

/** A 4xx answer will not change by asking again; network and server failures get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * Any call refused because the visitor's IP is banned means the IP check's answer is yes: the blocking
 * screen (§2.1) then replaces the page at once, even when the page's own calls are refused before the
 * check itself has answered.
 */
function markBannedOn(client: () => QueryClient) {
  return (error: unknown) => {
    if (error instanceof ApiError && error.code === 'IP_BANNED')
      client().setQueryData(shellKeys.ipBanned, true);
  };
}

export function createQueryClient(): QueryClient {
  const onError = markBannedOn(() => client);
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
  return client;
}

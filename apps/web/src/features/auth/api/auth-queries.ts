import { queryOptions } from '@tanstack/react-query';
import { authCalls } from '@carddogam/contract/calls/auth';
import { callApi } from '../../../lib/api';
import { authKeys } from './keys';

/**
 * Certifies a mailed link. A query rather than a mutation, so opening the link is enough, and the cache
 * keeps a strict-mode double mount from spending the token twice.
 */
export const certificationQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.certification(token),
    queryFn: () => callApi(authCalls.certifyEmail, { token }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

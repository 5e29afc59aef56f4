import { queryOptions } from '@tanstack/react-query';
import { policyPageCalls as calls, type PolicyPage } from '@carddogam/contract/calls/policy-pages';
import { callApi } from '../../../lib/api';
import { policyKeys } from './keys';

/** The text 관리자 saved for a page (null text: the built-in one is in force). */
export const policyTextQuery = (page: PolicyPage) =>
  queryOptions({
    queryKey: policyKeys.text(page),
    queryFn: () => callApi(calls.read, { page }),
    // A policy changes rarely; a reader moving between the pages need not ask again.
    staleTime: 5 * 60_000,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { cardLinkCalls as calls } from '@carddogam/contract/calls/card-links';
import { imageMatchCalls } from '@carddogam/contract/calls/image-match';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';

export const cardLinkKeys = {
  all: ['card-link-admin'] as const,
  runs: ['card-link-admin', 'runs'] as const,
  newEn: (p: NewCardEnParams) => ['card-link-admin', 'new-en', p] as const,
  proposals: (p: ProposalParams) => ['card-link-admin', 'proposals', p] as const,
  batch: (id: string) => ['card-link-admin', 'batch', id] as const,
};

export type NewCardEnParams = CallParams<typeof calls.newCardEn>;
export type ProposalParams = CallParams<typeof calls.proposals>;

const STAFF_LIST = { staleTime: 0, placeholderData: keepPreviousData, meta: MEMBER_DATA } as const;

export const importRunsQuery = queryOptions({
  queryKey: cardLinkKeys.runs,
  queryFn: () => callApi(calls.importRuns),
  staleTime: 0,
  meta: MEMBER_DATA,
});

export const newCardEnQuery = (params: NewCardEnParams) =>
  queryOptions({
    queryKey: cardLinkKeys.newEn(params),
    queryFn: () => callApi(calls.newCardEn, params),
    ...STAFF_LIST,
  });

export const proposalsQuery = (params: ProposalParams) =>
  queryOptions({
    queryKey: cardLinkKeys.proposals(params),
    queryFn: () => callApi(calls.proposals, params),
    ...STAFF_LIST,
  });

export const imageBatchQuery = (batchId: string) =>
  queryOptions({
    queryKey: cardLinkKeys.batch(batchId),
    queryFn: () => callApi(imageMatchCalls.batch, { batch_id: batchId }),
    staleTime: 0,
    meta: MEMBER_DATA,
  });

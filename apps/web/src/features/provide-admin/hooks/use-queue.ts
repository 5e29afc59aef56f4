import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallResult } from '@carddogam/contract/call';
import { provideCalls, type ReportKind, type ReportStatus } from '@carddogam/contract/calls/provide';
import { callApi } from '../../../lib/api';
import { showError, showSuccess } from '../../../lib/toast';

export type StatusFilter = ReportStatus | 'all';
export const QUEUE_PAGE_SIZE = 10;

const LIST = {
  image: provideCalls.imageList,
  info: provideCalls.infoList,
  bug: provideCalls.bugList,
} as const;
type ListCalls = typeof LIST;
const APPROVE = {
  image: provideCalls.imageApprove,
  info: provideCalls.infoApprove,
  bug: provideCalls.bugApprove,
};
const REJECT = {
  image: provideCalls.imageReject,
  info: provideCalls.infoReject,
  bug: provideCalls.bugReject,
};

/** One report kind's queue page with its filter and paging state. */
export function useQueue<K extends ReportKind>(kind: K) {
  // The three list calls share their params; only the item shape differs by kind.
  const list = LIST[kind] as ListCalls['image'];
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['provide-queue', kind, status, page] as const,
    queryFn: () =>
      callApi(list, { status, page, size: QUEUE_PAGE_SIZE }) as Promise<CallResult<ListCalls[K]>>,
    placeholderData: keepPreviousData,
  });
  return {
    status,
    setStatus: (next: StatusFilter) => {
      setStatus(next);
      setPage(1);
    },
    page,
    setPage,
    query,
  };
}

/** Approve and reject of one kind; both refresh the queue and show the server's answer. */
export function useDecisions(kind: ReportKind) {
  const client = useQueryClient();
  const done = (result: { message: string }) => {
    showSuccess(result.message);
    void client.invalidateQueries({ queryKey: ['provide-queue', kind] });
  };
  return {
    approve: useMutation({
      mutationFn: (p: { id: number; point: number; memo: string }) => callApi(APPROVE[kind], p),
      onSuccess: done,
      onError: showError,
    }),
    reject: useMutation({
      mutationFn: (p: { id: number; memo: string }) => callApi(REJECT[kind], p),
      onSuccess: done,
      onError: showError,
    }),
  };
}

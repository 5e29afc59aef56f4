import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ReportKind } from '@carddogam/contract/calls/provide';
import { queueQuery, type StatusFilter } from '../api/provide-admin-queries';

/** One report kind's queue page with its filter and paging state. */
export function useQueue<K extends ReportKind>(kind: K) {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(1);
  const query = useQuery(queueQuery(kind, status, page));
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

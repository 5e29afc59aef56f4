import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminTableProps } from './AdminTable';

/** A paged list answer of the staff calls: one page of rows and the total. */
interface PagedAnswer<T> {
  rows: T[];
  total: number;
}

/**
 * The AdminTable props that come from one paged query: its rows, whether a newer answer is loading, its
 * error with a retry, and the pager over the server's total.
 */
export function pagedTableProps<T>(
  query: UseQueryResult<PagedAnswer<T>>,
  paging: { page: number; pageSize: number; onPageChange: (page: number) => void },
): Pick<AdminTableProps<T>, 'data' | 'loading' | 'error' | 'onRetry' | 'paging'> {
  return {
    data: query.data?.rows,
    loading: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
    paging: { ...paging, total: query.data?.total ?? 0 },
  };
}

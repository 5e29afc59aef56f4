import { useSearchParams } from 'react-router';
import { REPORTED_MEMBER_PAGE_SIZE } from '@carddogam/contract/calls/member-report';
import type { ReportedListParams } from '../api/member-report-queries';

export type ReportedFilter = 'waiting' | 'all';

/**
 * Filter, search, page and the member opened live in the address: the staff alarm links to
 * ?user_id=, and a list can be reloaded or shared.
 */
export function useReportedParams() {
  const [search, setSearch] = useSearchParams();
  const filter: ReportedFilter = search.get('filter') === 'all' ? 'all' : 'waiting';
  const q = search.get('q')?.trim() ?? '';
  const rawPage = Number(search.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const userId = search.get('user_id')?.trim() || null;

  const params: ReportedListParams = { filter, q: q || undefined, page, size: REPORTED_MEMBER_PAGE_SIZE };

  const update = (changes: { filter?: ReportedFilter; q?: string; page?: number; userId?: string | null }) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      const set = (key: string, value: string | null | undefined) =>
        value ? next.set(key, value) : next.delete(key);
      if ('filter' in changes) set('filter', changes.filter === 'all' ? 'all' : null);
      if ('q' in changes) set('q', changes.q?.trim());
      if ('userId' in changes) set('user_id', changes.userId);
      // A new filter or search starts on its first page; opening a member keeps the page.
      if ('page' in changes || 'filter' in changes || 'q' in changes)
        set('page', changes.page && changes.page > 1 ? String(changes.page) : null);
      return next;
    });

  return { params, filter, q, page, userId, update };
}

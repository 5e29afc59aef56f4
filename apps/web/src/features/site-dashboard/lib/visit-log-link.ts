import type { VisitLogFilter } from '../api/keys';

type LinkFilter = Pick<VisitLogFilter, 'path' | 'user_id' | 'ip'>;
const LINK_KEYS = ['path', 'user_id', 'ip'] as const;

/** /admin/main/visited_log opened with some filters set (from the dashboard's paths, say). */
export function visitLogHref(filter: Partial<LinkFilter>): string {
  const search = new URLSearchParams();
  for (const key of LINK_KEYS) if (filter[key]) search.set(key, filter[key]);
  const query = search.toString();
  return `/admin/main/visited_log${query ? `?${query}` : ''}`;
}

/** The filters a visitor log link carries; the rest start empty. */
export function filterFromSearch(search: URLSearchParams): VisitLogFilter {
  const text = (key: (typeof LINK_KEYS)[number]) => (search.get(key) ?? '').trim().slice(0, 200);
  return {
    path: text('path'),
    user_id: text('user_id').slice(0, 64),
    ip: text('ip').slice(0, 64),
    from: null,
    to: null,
    page: 1,
  };
}

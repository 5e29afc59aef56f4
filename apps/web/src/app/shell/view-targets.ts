import type { ViewKind } from '../../lib/view-dedup';
import type { ViewTarget } from '../api/visit-calls';

/** The pages whose visits count as views (§2.1): card detail, trade post, point-mall item, board post. */
const VIEW_PAGES: Record<string, ViewKind> = {
  '/card/detail': 'card',
  '/trade/post/read': 'trade_post',
  '/pointmall/read': 'pointmall',
  '/board/read': 'board',
};

export function viewTargetFor(pathname: string, search: URLSearchParams): ViewTarget | null {
  const kind = VIEW_PAGES[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname];
  const id = search.get('id')?.trim();
  if (!kind || !id) return null;
  // Everything but cards is numbered; another id cannot name a record.
  if (kind !== 'card' && !/^[1-9]\d{0,9}$/.test(id)) return null;
  return { kind, id };
}

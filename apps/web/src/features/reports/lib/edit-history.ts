import type { UpdateLogEntry } from '@carddogam/contract/calls/reports';

/** §2.9: provide_type 'card' is a data edit, anything else an image. */
export function editTypeLabel(provideType: string): string {
  return provideType === 'card' ? '카드' : '이미지';
}

/** 'nickname(user id)'; a member who has left keeps only the id. */
export function personLabel(nickname: string | null, userId: string): string {
  return nickname ? `${nickname}(${userId})` : userId;
}

/** The page sizes of §2.9; 'all' shows every row on one page. */
export const HISTORY_PAGE_SIZES = ['10', '20', '100', 'all'] as const;
export type HistoryPageSize = (typeof HISTORY_PAGE_SIZES)[number];

export function historyPage(
  entries: UpdateLogEntry[],
  size: HistoryPageSize,
  page: number,
): { rows: UpdateLogEntry[]; pages: number } {
  if (size === 'all') return { rows: entries, pages: 1 };
  const n = Number(size);
  const pages = Math.max(1, Math.ceil(entries.length / n));
  const current = Math.min(Math.max(page, 1), pages);
  return { rows: entries.slice((current - 1) * n, current * n), pages };
}

/** The pager shows 10 page numbers on desktop and 7 on mobile (§2.19, §9). */
export const PAGER_PAGES_DESKTOP = 10;
export const PAGER_PAGES_MOBILE = 7;

export function pagerSize(isMobile: boolean): number {
  return isMobile ? PAGER_PAGES_MOBILE : PAGER_PAGES_DESKTOP;
}

/**
 * The page numbers the pager lists: a run of `size` pages around the current one, kept inside 1..total,
 * so the count stays the same while paging (unlike a pager that folds the middle into dots).
 */
export function pageWindow(page: number, totalPages: number, size: number): number[] {
  if (totalPages < 1 || size < 1) return [];
  const count = Math.min(size, totalPages);
  const current = Math.min(Math.max(page, 1), totalPages);
  const start = Math.min(Math.max(current - Math.floor((count - 1) / 2), 1), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export function totalPages(totalCount: number, pageSize: number): number {
  return Math.max(0, Math.ceil(totalCount / pageSize));
}

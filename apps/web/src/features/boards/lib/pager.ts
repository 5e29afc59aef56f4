export interface PagerPages {
  /** The numbers of the block holding the current page. */
  pages: number[];
  /** The last page of the block before, or null on the first block. */
  previous: number | null;
  /** The first page of the block after, or null on the last block. */
  next: number | null;
}

/**
 * The page-number block of a pager (Gnuboard: 1–10, 11–20, …; 이전/다음 jump a block). `more` says that
 * pages follow the known ones (a search counted only this far), so 다음 opens the next block.
 */
export function pagerPages(page: number, pageCount: number, blockSize: number, more = false): PagerPages {
  const current = Math.min(Math.max(1, page), Math.max(1, pageCount));
  const start = Math.floor((current - 1) / blockSize) * blockSize + 1;
  const end = Math.min(pageCount, start + blockSize - 1);
  const pages = Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);
  return { pages, previous: start > 1 ? start - 1 : null, next: end < pageCount || more ? end + 1 : null };
}

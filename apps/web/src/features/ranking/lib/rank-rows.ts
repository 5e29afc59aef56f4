import { RANK_LIMIT, type RankColumn, type RankRow } from '@carddogam/contract/calls/ranking';
import type { Direction } from './rank-state';

export const DESKTOP_PAGE_SIZE = 10;
/** At most ten pages of ten: the ranking call answers at most RANK_LIMIT rows (§9). */
export const MAX_PAGES = RANK_LIMIT / DESKTOP_PAGE_SIZE;

/**
 * The fetched rows sorted again by the active column (§4). The sort is stable, so rows with equal values
 * keep the server's order.
 */
export function sortRows(rows: readonly RankRow[], key: RankColumn, direction: Direction): RankRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * (a.row[key] - b.row[key]) || a.index - b.index)
    .map(({ row }) => row);
}

/** pages = ceil(n/10), capped at 10 (§9). */
export function pageCount(rowCount: number): number {
  return Math.min(MAX_PAGES, Math.ceil(rowCount / DESKTOP_PAGE_SIZE));
}

export interface RankedRow {
  rank: number;
  row: RankRow;
}

/** One desktop page; rank = position on the page + 10×(page−1) + 1 (§9). */
export function desktopPage(rows: readonly RankRow[], page: number): RankedRow[] {
  const start = DESKTOP_PAGE_SIZE * (page - 1);
  return rows
    .slice(start, start + DESKTOP_PAGE_SIZE)
    .map((row, position) => ({ rank: position + DESKTOP_PAGE_SIZE * (page - 1) + 1, row }));
}

/** Mobile shows the first 100 rows without paging (§9). */
export function mobileRows(rows: readonly RankRow[]): RankedRow[] {
  return rows.slice(0, RANK_LIMIT).map((row, position) => ({ rank: position + 1, row }));
}

/** A page outside 1..pages (an old address, a smaller result) shows the nearest existing page. */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, pages));
}

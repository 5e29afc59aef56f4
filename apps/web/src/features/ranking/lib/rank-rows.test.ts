import { describe, expect, it } from 'vitest';
import { rankedRows, rankRow } from '../rank-row.fixture';
import { clampPage, desktopPage, mobileRows, pageCount, sortRows } from './rank-rows';

describe('ranking rows (§4, §9)', () => {
  it('sorts the fetched rows by the active column, keeping the server order for ties', () => {
    const rows = [
      rankRow('a', { avg_price: 100 }),
      rankRow('b', { avg_price: 300 }),
      rankRow('c', { avg_price: 100 }),
    ];
    expect(sortRows(rows, 'avg_price', 'desc').map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(sortRows(rows, 'avg_price', 'asc').map((r) => r.id)).toEqual(['a', 'c', 'b']);
  });

  it('counts ceil(n/10) pages, never more than 10', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(100)).toBe(10);
    expect(pageCount(130)).toBe(10);
  });

  it('numbers rows as position + 10×(page−1) + 1', () => {
    const rows = rankedRows(25);
    expect(desktopPage(rows, 1).map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const third = desktopPage(rows, 3);
    expect(third.map((r) => r.rank)).toEqual([21, 22, 23, 24, 25]);
    expect(third[0].row.id).toBe('row-20');
  });

  it('shows the first 100 rows on mobile', () => {
    const rows = mobileRows(rankedRows(120));
    expect(rows).toHaveLength(100);
    expect(rows.at(-1)).toMatchObject({ rank: 100 });
  });

  it('keeps the page inside 1..pages', () => {
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { pagerSize, pageWindow, totalPages } from './page-window';

describe('pager window', () => {
  it('lists 10 pages on desktop and 7 on mobile', () => {
    expect(pageWindow(1, 50, pagerSize(false))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(1, 50, pagerSize(true))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the current page near the middle and inside the range', () => {
    expect(pageWindow(20, 50, 10)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(pageWindow(20, 50, 7)).toEqual([17, 18, 19, 20, 21, 22, 23]);
    expect(pageWindow(50, 50, 7)).toEqual([44, 45, 46, 47, 48, 49, 50]);
    expect(pageWindow(99, 12, 10)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('shows every page when there are fewer than the window', () => {
    expect(pageWindow(2, 3, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0, 10)).toEqual([]);
  });

  it('counts pages of 24', () => {
    expect(totalPages(0, 24)).toBe(0);
    expect(totalPages(24, 24)).toBe(1);
    expect(totalPages(25, 24)).toBe(2);
  });
});

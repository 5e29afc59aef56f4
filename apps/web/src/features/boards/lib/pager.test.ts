import { describe, expect, it } from 'vitest';
import { pagerPages } from './pager';

describe('pagerPages', () => {
  it('shows the block of ten holding the page, with the blocks before and after', () => {
    expect(pagerPages(1, 3, 10)).toEqual({ pages: [1, 2, 3], previous: null, next: null });
    expect(pagerPages(14, 35, 10)).toEqual({
      pages: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      previous: 10,
      next: 21,
    });
    expect(pagerPages(35, 35, 10)).toEqual({ pages: [31, 32, 33, 34, 35], previous: 30, next: null });
  });

  it('goes on past the known pages when more follow', () => {
    expect(pagerPages(4, 10, 10, true)).toEqual({
      pages: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      previous: null,
      next: 11,
    });
    expect(pagerPages(7, 10, 5, true).next).toBe(11);
  });

  it('uses smaller blocks when asked and keeps an out-of-range page inside the pages', () => {
    expect(pagerPages(6, 12, 5)).toEqual({ pages: [6, 7, 8, 9, 10], previous: 5, next: 11 });
    expect(pagerPages(99, 12, 5).pages).toEqual([11, 12]);
  });
});

import { describe, expect, it } from 'vitest';
import { chartData } from './dashboard-figures';

const day = (d: string, visitors: number, page_views: number) => ({
  day: d,
  visitors,
  page_views,
  new_members: 0,
  board_posts: 0,
  card_reviews: 0,
  trade_posts: 0,
  trade_prices: 0,
});

describe('dashboard chart data', () => {
  it('labels the days by month and day and keeps one point per day in each line', () => {
    const data = chartData([day('2026-03-09', 4, 10), day('2026-03-10', 6, 0)], ['visitors', 'page_views']);
    expect(data.labels).toEqual(['03-09', '03-10']);
    expect(data.lines.map((l) => [l.label, l.points])).toEqual([
      ['방문자', [4, 6]],
      ['페이지뷰', [10, 0]],
    ]);
  });
});

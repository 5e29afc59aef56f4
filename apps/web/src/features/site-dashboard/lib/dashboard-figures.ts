import type { DashboardAnswer, DashboardFigure } from '@carddogam/contract/calls/site-dashboard';

/** What each figure is called on the dashboard, and the screen that shows its rows. */
export const FIGURE_INFO: Record<DashboardFigure, { label: string; link: string; color: string }> = {
  visitors: { label: '방문자', link: '/admin/main/visited_log', color: '#228be6' },
  page_views: { label: '페이지뷰', link: '/admin/main/visited_log', color: '#15aabf' },
  new_members: { label: '신규 회원', link: '/admin/user/normal', color: '#40c057' },
  board_posts: { label: '게시글', link: '/admin/board/post', color: '#fab005' },
  card_reviews: { label: '카드 리뷰', link: '/admin/card/review', color: '#fd7e14' },
  trade_posts: { label: '거래글', link: '/trade/post/list', color: '#be4bdb' },
  trade_prices: { label: '가격 기록', link: '/admin/trade/price', color: '#fa5252' },
};

/** Each chart's height; the page reserves it while chart.js loads. */
export const DASHBOARD_CHART_HEIGHT = 260;

/** The two charts: traffic, and what members wrote (on a smaller scale). */
export const CHART_GROUPS: ReadonlyArray<{ title: string; figures: readonly DashboardFigure[] }> = [
  { title: '방문', figures: ['visitors', 'page_views'] },
  { title: '활동', figures: ['new_members', 'board_posts', 'card_reviews', 'trade_posts', 'trade_prices'] },
];

/** A chart's labels ('MM-DD') and one line per figure, from the answer's days. */
export function chartData(days: DashboardAnswer['days'], figures: readonly DashboardFigure[]) {
  return {
    labels: days.map((d) => d.day.slice(5)),
    lines: figures.map((figure) => ({
      label: FIGURE_INFO[figure].label,
      color: FIGURE_INFO[figure].color,
      points: days.map((d) => d[figure]),
    })),
  };
}

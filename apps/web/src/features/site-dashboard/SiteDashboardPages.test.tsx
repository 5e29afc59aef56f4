import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { siteDashboardCalls, type DashboardAnswer } from '@carddogam/contract/calls/site-dashboard';
import { fakeApi } from '../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';

// jsdom has no canvas: each chart becomes a list of its lines and their points, which the tests read.
vi.mock('react-chartjs-2', () => ({
  Line: ({ data }: { data: { labels: string[]; datasets: Array<{ label: string; data: unknown[] }> } }) => (
    <ul aria-label="chart lines" data-labels={data.labels.join(',')}>
      {data.datasets.map((d) => (
        <li key={d.label}>{`${d.label}: ${d.data.map(String).join(' / ')}`}</li>
      ))}
    </ul>
  ),
}));

const zeroDay = {
  visitors: 0,
  page_views: 0,
  new_members: 0,
  board_posts: 0,
  card_reviews: 0,
  trade_posts: 0,
  trade_prices: 0,
};

const WEEK: DashboardAnswer = {
  period: '7d',
  days: [
    { ...zeroDay, day: '2026-03-09', visitors: 1200, page_views: 5400, new_members: 3 },
    { ...zeroDay, day: '2026-03-10', visitors: 800, page_views: 2100, new_members: 1, trade_prices: 7 },
  ],
  totals: { ...zeroDay, visitors: 2000, page_views: 7500, new_members: 4, trade_prices: 7 },
  top_paths: [
    { path: '/card/list', views: 4000 },
    { path: '/board/read', views: 900 },
  ],
  queues: [
    { key: 'provide_image', count: 5 },
    { key: 'order_new', count: 2 },
    { key: 'member_report', count: 0 },
  ],
};
const TODAY: DashboardAnswer = {
  ...WEEK,
  period: 'today',
  days: [WEEK.days[1]!],
  totals: { ...zeroDay, visitors: 800, page_views: 2100, new_members: 1, trade_prices: 7 },
};

const VISIT = {
  id: 77,
  path: '/card/detail?id=xy1-1',
  ip: '10.0.0.1',
  user_id: 'trainer9',
  nickname: '지우',
  created: '2026-03-10T03:04:00.000Z',
};

function renderAt(path: string, answers: Record<string, unknown>, type: '관리자' | '매니저' = '관리자') {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': sessionUser({ type }),
    '/api/auth/update/lastVisit': { ok: true },
    ...answers,
  });
  return { api, ...renderApp(path) };
}

const callsTo = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((c) => c.path === path).map((c) => c.params);

describe('dashboard and visitor log screens', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/admin/dashboard', '/admin/main/visited_log');
  }, 60_000);

  it('shows the period’s numbers as links to their screens, the queues, the charts and the top paths', async () => {
    const { api } = renderAt('/admin/dashboard', {
      [siteDashboardCalls.dashboard.path]: (params: unknown) =>
        (params as { period: string }).period === 'today' ? TODAY : WEEK,
    });
    const members = await screen.findByRole('link', { name: '신규 회원 4' });
    expect(members.getAttribute('href')).toBe('/admin/user/normal');
    expect(screen.getByRole('link', { name: '방문자 2000' }).textContent).toContain('2,000');
    expect(screen.getByRole('link', { name: '가격 기록 7' }).getAttribute('href')).toBe('/admin/trade/price');
    expect(screen.getByRole('link', { name: '이미지 제보 5' }).getAttribute('href')).toBe(
      '/admin/provide/image',
    );
    expect(screen.getByRole('link', { name: '새 주문 (주문접수) 2' }).getAttribute('href')).toBe(
      '/admin/pointmall/order',
    );
    expect(screen.getByRole('link', { name: '회원 신고 0' }).getAttribute('href')).toBe(
      '/admin/user/reported',
    );

    const charts = await screen.findAllByRole('list', { name: 'chart lines' });
    expect(charts[0]!.getAttribute('data-labels')).toBe('03-09,03-10');
    expect(within(charts[0]!).getByText('방문자: 1200 / 800')).toBeTruthy();
    expect(within(charts[1]!).getByText('신규 회원: 3 / 1')).toBeTruthy();

    const paths = screen.getByRole('table', { name: '많이 본 페이지' });
    const cardList = within(paths).getByRole('link', { name: '/card/list' });
    expect(cardList.getAttribute('href')).toBe('/admin/main/visited_log?path=%2Fcard%2Flist');
    expect(within(paths).getByText('4,000')).toBeTruthy();
    expect(callsTo(api, siteDashboardCalls.dashboard.path)).toEqual([{ period: '7d' }]);

    fireEvent.click(screen.getByRole('radio', { name: '오늘' }));
    expect(await screen.findByRole('link', { name: '신규 회원 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '오늘 현황' })).toBeTruthy();
    // One day draws no chart.
    expect(screen.queryAllByRole('list', { name: 'chart lines' })).toHaveLength(0);
    expect(callsTo(api, siteDashboardCalls.dashboard.path).at(-1)).toEqual({ period: 'today' });
  });

  it('is refused to a 매니저 without calling the server', async () => {
    const { api } = renderAt('/admin/dashboard', { [siteDashboardCalls.dashboard.path]: WEEK }, '매니저');
    expect(await screen.findByText(/권한/)).toBeTruthy();
    expect(callsTo(api, siteDashboardCalls.dashboard.path)).toEqual([]);
  });

  it('lists visits with the member and the Korean time, and sends the filters', async () => {
    const { api } = renderAt('/admin/main/visited_log?path=/card', {
      [siteDashboardCalls.visitLog.path]: { total: 1, capped: false, items: [VISIT] },
    });
    const table = await screen.findByRole('table', { name: '방문 기록' });
    expect(await within(table).findByText('지우 (trainer9)')).toBeTruthy();
    expect(within(table).getByText('2026-03-10 12:04')).toBeTruthy();
    expect(within(table).getByText('/card/detail?id=xy1-1')).toBeTruthy();
    // The dashboard's link opens the log with its path filled in.
    expect(callsTo(api, siteDashboardCalls.visitLog.path)[0]).toMatchObject({ path: '/card', page: 1 });
    expect((screen.getByRole('textbox', { name: '경로' }) as HTMLInputElement).value).toBe('/card');

    fireEvent.change(screen.getByRole('textbox', { name: '회원 아이디' }), {
      target: { value: ' trainer9 ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'IP' }), { target: { value: '10.0.0.1' } });
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('종료일'), { target: { value: '2026-03-10' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(callsTo(api, siteDashboardCalls.visitLog.path).at(-1)).toEqual({
        path: '/card',
        user_id: 'trainer9',
        ip: '10.0.0.1',
        from: '2026-03-01',
        to: '2026-03-10',
        page: 1,
        size: 50,
      }),
    );
  });

  it('says when the matches pass the count cap', async () => {
    renderAt('/admin/main/visited_log', {
      [siteDashboardCalls.visitLog.path]: { total: 10_000, capped: true, items: [VISIT] },
    });
    expect(await screen.findByText(/10,000건 이상/)).toBeTruthy();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WATCHLIST_MSG as M, watchlistCalls as calls, type WatchRow } from '@carddogam/contract/calls/watchlist';
import { fakeApi } from '../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';

const row = (fields: Partial<WatchRow>): WatchRow => ({
  id: 1,
  card_id: 'sv3pt5-6',
  nation: 'kr',
  card_name: '리자몽 ex',
  card_state: 'S급',
  grade_company: null,
  grade: null,
  alert_kind: 'price_at_most',
  target_price: 10_000,
  armed: true,
  fired_at: null,
  fired_post_id: null,
  current_avg: 11_000,
  last_price: 9_000,
  last_date: '2026-11-20',
  series: [
    { day: '2026-11-19', avg: 12_000 },
    { day: '2026-11-20', avg: 9_000 },
  ],
  created: '2026-11-01 10:00',
  ...fields,
});

function renderWatchlist() {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': sessionUser(),
    '/api/auth/update/lastVisit': { ok: true },
    [calls.list.path]: {
      limit: 100,
      rows: [
        row({ id: 1 }),
        row({
          id: 2,
          card_name: '피카츄',
          card_state: '등급',
          grade_company: 'PSA',
          grade: 100,
          alert_kind: 'any_trade',
          target_price: null,
          armed: false,
          fired_at: '2026-11-20 12:00',
          fired_post_id: 77,
          current_avg: null,
          last_price: null,
          last_date: null,
          series: [],
        }),
      ],
    },
    [calls.rearm.path]: { message: M.rearmed },
    [calls.remove.path]: { message: M.removed },
  });
  return { api, ...renderApp('/mypage/watchlist') };
}

describe('/mypage/watchlist', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/mypage/watchlist');
  }, 60_000);

  it('lists each card with its average, last trade, sparkline and alert state', async () => {
    renderWatchlist();
    const table = await screen.findByRole('table', { name: '관심 카드 목록' });
    const [charizard, pikachu] = within(table).getAllByRole('row').slice(1);
    expect(charizard!.textContent).toContain('국내판 · S급');
    expect(charizard!.textContent).toContain('11,000원');
    expect(charizard!.textContent).toContain('9,000원');
    expect(charizard!.textContent).toContain('2026-11-20');
    expect(charizard!.textContent).toContain('10,000원 이하');
    expect(within(charizard!).getByText('대기중')).toBeTruthy();
    expect(within(charizard!).getByRole('img', { name: '리자몽 ex 30일 시세' })).toBeTruthy();
    expect(within(charizard!).queryByRole('button', { name: '리자몽 ex 재알림' })).toBeNull();

    expect(pikachu!.textContent).toContain('PSA 10');
    expect(pikachu!.textContent).toContain('거래 발생');
    expect(within(pikachu!).getByText('알림 보냄')).toBeTruthy();
    expect(within(pikachu!).getByRole('link', { name: '거래글' }).getAttribute('href')).toBe('/trade/post/read?id=77');
  });

  it('re-arms a fired alert and removes an entry', async () => {
    const { api } = renderWatchlist();
    fireEvent.click(await screen.findByRole('button', { name: '피카츄 재알림' }));
    fireEvent.click(screen.getByRole('button', { name: '리자몽 ex 삭제' }));
    await waitFor(() => {
      expect(api.calls.filter((c) => c.path === calls.rearm.path).map((c) => c.params)).toEqual([{ id: 2 }]);
      expect(api.calls.filter((c) => c.path === calls.remove.path).map((c) => c.params)).toEqual([{ id: 1 }]);
    });
  });

  it('offers the page in the my-page tabs', async () => {
    renderWatchlist();
    const tabs = await screen.findByRole('tablist', { name: '마이페이지 메뉴' });
    expect(within(tabs).getByRole('tab', { name: '관심 카드' }).getAttribute('aria-selected')).toBe('true');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { GUEST_ANSWER, sessionUser } from '../../test/session-fixtures';

const LEDGER = '/api/mypage/point/list';
const TOTAL = 45;

/** 45 rows, newest first; odd ids are earned (+5P), even ids spent (-5P). */
function ledgerPage(params: unknown) {
  const { page, size } = params as { page: number; size: number };
  const first = (page - 1) * size;
  const items = Array.from({ length: Math.max(0, Math.min(size, TOTAL - first)) }, (_, i) => {
    const id = TOTAL - first - i;
    return {
      id,
      user_id: 'trainer1',
      menu: '리뷰',
      activity: id % 2 ? '작성' : '삭제',
      title: `기록 ${id}`,
      card_id: null,
      amount: id % 2 ? 5 : -5,
      // The oldest rows were written before balances were kept.
      balance: id > 40 ? 1000 + id : null,
      by_user_id: null,
      created: '2026-11-20T01:02:00.000Z',
    };
  });
  return { point: 1234, total: TOTAL, items };
}

function renderPoints(path = '/mypage/point', session: unknown = sessionUser()) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    [LEDGER]: ledgerPage,
  });
  return { api, ...renderApp(path) };
}

describe('/mypage/point', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/mypage/point', '/auth/login');
  }, 60_000);

  it('shows the balance and signed amounts, and pages through the ledger', async () => {
    const { api, router } = renderPoints();
    const table = await screen.findByRole('table', { name: '포인트 내역' });
    expect(screen.getByLabelText('보유 포인트').textContent).toBe('1,234P');
    expect(within(table).getByText('기록 45')).toBeTruthy();
    expect(within(table).getAllByText('+5P')).toHaveLength(10);
    expect(within(table).getAllByText('-5P')).toHaveLength(10);
    expect(within(table).getByText('1,045P')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '3페이지' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: '포인트 내역' })).getByText('기록 5')).toBeTruthy(),
    );
    expect(within(screen.getByRole('table', { name: '포인트 내역' })).getAllByRole('row')).toHaveLength(
      1 + 5,
    );
    expect(router.state.location.search).toBe('?page=3');
    expect(api.calls.filter((call) => call.path === LEDGER).map((call) => call.params)).toEqual([
      { page: 1, size: 20 },
      { page: 3, size: 20 },
    ]);
  });

  it('opens on the page given in the address', async () => {
    const { api } = renderPoints('/mypage/point?page=2');
    await screen.findByText('기록 25');
    expect(api.calls.find((call) => call.path === LEDGER)?.params).toEqual({ page: 2, size: 20 });
  });

  it('sends a guest to the login screen, which will come back here', async () => {
    const { api, router } = renderPoints('/mypage/point?page=2', GUEST_ANSWER);
    await screen.findByRole('heading', { level: 1, name: '로그인' });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/mypage/point?page=2')}`);
    expect(api.pathsCalled()).not.toContain(LEDGER);
  });
});

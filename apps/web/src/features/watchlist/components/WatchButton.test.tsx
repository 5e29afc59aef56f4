import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { WATCHLIST_MSG as M, watchlistCalls as calls } from '@carddogam/contract/calls/watchlist';
import { SessionContext } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { failPath } from '../../../test/session-fixtures';
import { WatchButton } from './WatchButton';

const MEMBER = { userId: 'ash', nickname: '지우', type: '사용자' } as const;
const ENTRY = {
  id: 4,
  card_id: 'sv3pt5-6',
  nation: 'kr',
  card_state: 'S급',
  grade_company: null,
  grade: null,
  alert_kind: 'price_at_most',
  target_price: 15_000,
  armed: true,
} as const;

function render(user: unknown, rows: unknown[] = []) {
  const api = fakeApi({
    [calls.watched.path]: { rows },
    [calls.insert.path]: { id: 5, replaced: false, message: M.added },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/card/detail',
        element: <WatchButton cardId="sv3pt5-6" nation="kr" cardTitle="리자몽 ex" withLabel />,
      },
      { path: '/auth/login', element: <p>로그인 화면</p> },
    ],
    { initialEntries: ['/card/detail?id=sv3pt5-6'] },
  );
  const view = renderWithProviders(
    <SessionContext.Provider value={{ user, logout: async () => undefined } as never}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  return { api, router, ...view };
}
const paramsOf = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((c) => c.path === path).map((c) => c.params);

describe('the ☆ of a card', { timeout: 30_000 }, () => {
  afterEach(() => document.body.replaceChildren());

  it('sends a guest to the login and back, without asking the server', async () => {
    const { api, router } = render(null);
    fireEvent.click(screen.getByRole('button', { name: '리자몽 ex 관심 카드에 추가' }));
    await screen.findByText('로그인 화면');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/card/detail?id=sv3pt5-6')}`);
    expect(api.pathsCalled()).not.toContain(calls.watched.path);
  });

  it('is filled for a watched edition and lists the entry in the dialog', async () => {
    render(MEMBER, [ENTRY]);
    const star = await screen.findByRole('button', { name: '리자몽 ex 관심 카드 설정' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star);
    const dialog = await screen.findByRole('dialog', { name: '관심 카드' });
    expect(within(dialog).getByText(/국내판 · S급 · 15,000원 이하 · 대기중/)).toBeTruthy();
  });

  it('adds a price alert with its target, and keeps a refusal in the dialog', async () => {
    const { api } = render(MEMBER);
    fireEvent.click(await screen.findByRole('button', { name: '리자몽 ex 관심 카드에 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '관심 카드' });
    failPath(api, calls.insert.path, 400, 'WATCH_LIMIT', M.limit);
    fireEvent.change(within(dialog).getByLabelText(/목표 가격/), { target: { value: '10000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '추가하기' }));
    expect(await within(dialog).findByText(M.limit)).toBeTruthy();
    expect(paramsOf(api, calls.insert.path)).toEqual([
      {
        card_id: 'sv3pt5-6',
        nation: 'kr',
        card_state: null,
        grade_company: null,
        grade: null,
        alert_kind: 'price_at_most',
        target_price: 10_000,
      },
    ]);
  });

  it('closes the dialog once the entry is added', async () => {
    const { api } = render(MEMBER);
    fireEvent.click(await screen.findByRole('button', { name: '리자몽 ex 관심 카드에 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '관심 카드' });
    fireEvent.change(within(dialog).getByLabelText(/목표 가격/), { target: { value: '15000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '추가하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '관심 카드' })).toBeNull());
    expect(paramsOf(api, calls.insert.path)).toHaveLength(1);
  });
});

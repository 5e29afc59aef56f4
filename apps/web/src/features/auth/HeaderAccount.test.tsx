import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { GUEST_ANSWER, sessionUser } from '../../test/session-fixtures';

const PAGE = '/policy/pointguide';

function renderAt(session: unknown) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/logout': { ok: true },
    '/api/auth/update/lastVisit': { ok: true },
    '/api/point/setting/list': [],
  });
  return { api, ...renderApp(PAGE) };
}

/** The shell appears once the lazy page has loaded. */
const header = () => screen.getByRole('banner');
const shellReady = () => screen.findByRole('banner');
/**
 * Menu items by name. jsdom has no layout, so the popover's placement code marks the open dropdown as
 * hidden; `hidden: true` lets the query see it all the same.
 */
const MENU = { hidden: true } as const;

describe('header account states', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/policy/pointguide');
  }, 60_000);

  it('offers 로그인 (back to this page) and 회원가입 to a guest', async () => {
    renderAt(GUEST_ANSWER);
    await shellReady();
    const login = await within(header()).findByRole('link', { name: '로그인' });
    expect(login.getAttribute('href')).toBe(`/auth/login?next=${encodeURIComponent(PAGE)}`);
    expect(within(header()).getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe(
      '/auth/joinagree',
    );
  });

  it("shows a member's nickname and badge, with my page and 로그아웃 in the menu", async () => {
    renderAt(sessionUser({ grade: 7 }));
    await shellReady();
    const account = await within(header()).findByRole('button', { name: '내 계정 메뉴' });
    expect(within(account).getByText('피카츄사랑')).toBeTruthy();
    expect(within(account).getByLabelText('배지 Lv.7')).toBeTruthy();
    expect(within(header()).queryByRole('link', { name: '로그인' })).toBeNull();

    fireEvent.click(account);
    expect((await screen.findByRole('menuitem', { ...MENU, name: '마이페이지' })).getAttribute('href')).toBe(
      '/mypage/home',
    );
    expect(screen.getByRole('menuitem', { ...MENU, name: '로그아웃' }).getAttribute('href')).toBe(
      '/auth/logout',
    );
    expect(screen.queryByRole('menuitem', { ...MENU, name: '회원 관리' })).toBeNull();
  });

  it('adds 회원 관리 for a 관리자', async () => {
    renderAt(sessionUser({ type: '관리자' }));
    await shellReady();
    fireEvent.click(await within(header()).findByRole('button', { name: '내 계정 메뉴' }));
    expect((await screen.findByRole('menuitem', { ...MENU, name: '회원 관리' })).getAttribute('href')).toBe(
      '/admin/user/normal',
    );
  });

  it('logs out through /auth/logout and returns home as a guest', async () => {
    const { api, router } = renderAt(sessionUser());
    await shellReady();
    await within(header()).findByRole('button', { name: '내 계정 메뉴' });
    await router.navigate('/auth/logout');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await within(header()).findByRole('link', { name: '로그인' })).toBeTruthy();
    expect(api.pathsCalled().filter((path) => path === '/api/auth/logout')).toHaveLength(1);
  });

  it('logs out a session holding a reserved id', async () => {
    const { api } = renderAt(sessionUser({ user_id: 'POKéMON' }));
    await shellReady();
    expect(await within(header()).findByRole('link', { name: '로그인' })).toBeTruthy();
    expect(api.pathsCalled()).toContain('/api/auth/logout');
    expect(api.pathsCalled()).not.toContain('/api/auth/update/lastVisit');
  });
});

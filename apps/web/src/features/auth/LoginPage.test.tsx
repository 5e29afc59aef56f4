import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@carddogam/contract/messages';
import { fakeApi } from '../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { failPath, GUEST_ANSWER, sessionUser } from '../../test/session-fixtures';

const LOGIN = '/api/auth/login';

function logIn(userId: string, password: string) {
  fireEvent.change(screen.getByLabelText('아이디'), { target: { value: userId } });
  fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '로그인' }));
}

describe('login screen', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/auth/login', '/policy/pointguide');
  }, 60_000);

  it("shows the server's one failure message", async () => {
    const api = fakeApi({ ...SHELL_ANSWERS, '/api/auth/session': GUEST_ANSWER, [LOGIN]: {} });
    failPath(api, LOGIN, 401, 'LOGIN_FAILED', MSG.loginFailed);
    renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: '로그인' });

    logIn('trainer1', 'wrong-password');
    expect(await screen.findByText(MSG.loginFailed)).toBeTruthy();
    expect(api.calls.find((call) => call.path === LOGIN)?.params).toEqual({
      user_id: 'trainer1',
      password: 'wrong-password',
    });
    expect(screen.getByRole('link', { name: '아이디 찾기' }).getAttribute('href')).toBe('/auth/findid');
    expect(screen.getByRole('link', { name: '비밀번호 찾기' }).getAttribute('href')).toBe(
      '/auth/findpassword',
    );
  });

  it('offers the certification mail again to a member who has not certified', async () => {
    const api = fakeApi({ ...SHELL_ANSWERS, '/api/auth/session': GUEST_ANSWER, [LOGIN]: {} });
    failPath(api, LOGIN, 403, 'EMAIL_NOT_CERTIFIED', MSG.emailNotCertified);
    renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: '로그인' });

    logIn('trainer1', 'pikachu-1234');
    expect(await screen.findByText(MSG.emailNotCertified)).toBeTruthy();
    expect(screen.getByRole('button', { name: '인증 메일 다시 받기' })).toBeTruthy();
  });

  it('goes back to ?next= with the member in the header', async () => {
    const member = sessionUser();
    const api = fakeApi({
      ...SHELL_ANSWERS,
      '/api/auth/session': GUEST_ANSWER,
      [LOGIN]: member,
      '/api/auth/update/lastVisit': { ok: true },
      '/api/point/setting/list': [],
    });
    const { router } = renderApp('/auth/login?next=%2Fpolicy%2Fpointguide');
    await screen.findByRole('heading', { level: 1, name: '로그인' });

    logIn('trainer1', 'pikachu-1234');
    await screen.findByRole('heading', { level: 1, name: '포인트 적립 안내' });
    expect(router.state.location.pathname).toBe('/policy/pointguide');
    const header = screen.getByRole('banner');
    expect(within(header).getByText(member.nickname)).toBeTruthy();
    expect(within(header).queryByRole('link', { name: '로그인' })).toBeNull();
    // The login answer is the session: no second session call.
    await waitFor(() => expect(api.pathsCalled()).toContain('/api/auth/update/lastVisit'));
    expect(api.pathsCalled().filter((path) => path === '/api/auth/session')).toHaveLength(1);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MSG } from '@carddogam/contract/messages';
import { badgeOf } from '@carddogam/contract/users';
import { fakeApi } from '../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { GUEST_ANSWER, sessionUser } from '../../test/session-fixtures';

function renderHome(session: ReturnType<typeof sessionUser> | typeof GUEST_ANSWER) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    '/api/mypage/home': () => {
      const user = session as ReturnType<typeof sessionUser>;
      return {
        user,
        badge: badgeOf(user.type, user.grade),
        unread_alarm_count: 2,
        recent_points: [
          { menu: '리뷰', activity: '작성', title: '리뷰 작성', amount: 5, created: '2026-11-20T00:00:00Z' },
        ],
      };
    },
  });
  return { api, ...renderApp('/mypage/home') };
}

describe('/mypage/home', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/mypage/home', '/auth/login');
  }, 60_000);

  it("shows the member's nickname, badge, type, grade, balance and recent points", async () => {
    renderHome(sessionUser({ point: 4321, grade: 2 }));
    const main = await screen.findByRole('main');
    await screen.findByText('아이디 trainer1');
    expect(main.textContent).toContain('회원 유형 사용자 · 등급 2');
    expect(screen.getAllByLabelText('배지 Lv.2').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '보유 포인트' }).textContent).toContain('4,321P');
    expect(within(main).getByRole('link', { name: '읽지 않은 알림' }).textContent).toContain('2건');
    expect(screen.getByText('+5P')).toBeTruthy();
    expect(screen.queryByText(MSG.reviewBanned)).toBeNull();
  });

  it('tells a 밴 유저 what they cannot do', async () => {
    renderHome(sessionUser({ type: '밴 유저' }));
    expect(await screen.findByText(MSG.reviewBanned)).toBeTruthy();
    expect(screen.getByText(MSG.messageBanned)).toBeTruthy();
  });

  it('redirects a guest to the login screen', async () => {
    const { api, router } = renderHome(GUEST_ANSWER);
    await screen.findByRole('heading', { level: 1, name: '로그인' });
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/mypage/home')}`);
    expect(api.pathsCalled()).not.toContain('/api/mypage/home');
  });
});

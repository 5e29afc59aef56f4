import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@carddogam/contract/messages';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';

const ADMIN = sessionUser({ user_id: 'boss', nickname: '관리자님', type: '관리자' });

function member(user_id: string, type = '사용자') {
  return {
    user_id,
    nickname: `${user_id}닉`,
    email: `${user_id}@example.com`,
    type,
    grade: 1,
    point: 10,
    email_certified: true,
    ban_until: null,
    created: '2026-01-01T00:00:00Z',
    last_visit: null,
  };
}

function renderAdmin(path: string, session: unknown = ADMIN) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    '/api/admin/user/list': { total: 2, items: [member('ash'), member('boss', '관리자')] },
    '/api/admin/user/ban': (p: unknown) => ({ ...member('ash', '밴 유저'), ...(p as object) }),
    '/api/admin/user/ban_ip/list': [
      { ip: '203.0.113.7', reason: '도배', banned_by: 'boss', created: '2026-11-01T00:00:00Z' },
    ],
    '/api/admin/user/ban_ip/delete': { deleted: 1 },
  });
  return { api, ...renderApp(path) };
}

const adminCalls = (api: ReturnType<typeof fakeApi>) =>
  api.pathsCalled().filter((p) => p.startsWith('/api/admin/'));

describe('admin member screens', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('./UserListPage'), import('./BanIpPage')]);
  }, 60_000);

  it.each(['/admin/user/normal', '/admin/user/ban_ip'])(
    'refuses %s to a member who is not 관리자',
    async (path) => {
      const { api } = renderAdmin(path, sessionUser({ type: '매니저' }));
      expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
      expect(screen.getByText('403')).toBeTruthy();
      expect(screen.getByText(MSG.adminOnly)).toBeTruthy();
      expect(adminCalls(api)).toEqual([]);
    },
  );

  it('bans a member with a reason and a period after the confirmation dialog', async () => {
    const { api } = renderAdmin('/admin/user/normal');
    const table = await screen.findByRole('table', { name: '회원 목록' });
    expect(within(table).getByText('ash@example.com')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'ash 관리' }));
    fireEvent.click(await screen.findByRole('menuitem', { hidden: true, name: '밴' }));
    const dialog = await screen.findByRole('dialog', { name: '회원 밴' });
    fireEvent.change(within(dialog).getByLabelText('밴 기간 (일)', { exact: false }), {
      target: { value: '7' },
    });
    fireEvent.change(within(dialog).getByLabelText('사유'), { target: { value: '욕설' } });
    expect(api.pathsCalled()).not.toContain('/api/admin/user/ban');
    fireEvent.click(within(dialog).getByRole('button', { name: '밴하기' }));

    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/admin/user/ban')?.params).toEqual({
        user_id: 'ash',
        reason: '욕설',
        days: 7,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '회원 밴' })).toBeNull());
  });

  it('does not offer a 관리자 a ban of their own account', async () => {
    renderAdmin('/admin/user/normal');
    const table = await screen.findByRole('table', { name: '회원 목록' });
    fireEvent.click(within(table).getByRole('button', { name: 'boss 관리' }));
    const ban = await screen.findByRole('menuitem', { hidden: true, name: '밴' });
    expect(ban.hasAttribute('disabled') || ban.getAttribute('data-disabled') === 'true').toBe(true);
  });

  it('removes an IP ban only after confirming', async () => {
    const { api } = renderAdmin('/admin/user/ban_ip');
    const table = await screen.findByRole('table', { name: '차단된 아이피' });
    fireEvent.click(within(table).getByRole('button', { name: '해제' }));
    const dialog = await screen.findByRole('dialog', { name: '차단 해제' });
    expect(api.pathsCalled()).not.toContain('/api/admin/user/ban_ip/delete');
    fireEvent.click(within(dialog).getByRole('button', { name: '해제' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/admin/user/ban_ip/delete')?.params).toEqual({
        ip: '203.0.113.7',
      }),
    );
  });
});

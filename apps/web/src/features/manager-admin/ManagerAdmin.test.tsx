import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@carddogam/contract/messages';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { valueDiff } from './components/value-diff';

const ADMIN = sessionUser({ user_id: 'boss', nickname: '관리자님', type: '관리자' });

function holder(user_id: string, flags: Partial<Record<string, boolean>> = {}) {
  return {
    user_id,
    nickname: `${user_id}닉`,
    email: `${user_id}@example.com`,
    type: '사용자',
    grade: 3,
    point: 10,
    email_certified: true,
    ban_until: null,
    created: '2026-01-01T00:00:00Z',
    last_visit: null,
    permission_pointmall: false,
    permission_official_league: false,
    permission_deck_recipe: false,
    ...flags,
  };
}

const LOG_ROW = {
  id: 5,
  user_id: 'boss',
  nickname: '관리자님',
  action: 'user.permission',
  target_type: 'user',
  target_id: 'ash',
  before: { permission_pointmall: false },
  after: { permission_pointmall: true },
  memo: '판매자 승인',
  // 2026-03-01 15:30 UTC is 2026-03-02 00:30 in Korea.
  created: '2026-03-01T15:30:00Z',
};

function renderManager(path: string, session: unknown = ADMIN) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    '/api/admin/manager/permission/list': { total: 1, rows: [holder('ash', { permission_pointmall: true })] },
    '/api/admin/manager/permission/update': (p: unknown) => holder('misty', p as object),
    '/api/admin/manager/log/list': { total: 1, rows: [LOG_ROW] },
  });
  return { api, ...renderApp(path) };
}

describe('manager screens', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('./PermissionPage'), import('./StaffLogPage')]);
  }, 60_000);

  it.each(['/admin/manager/permission', '/admin/manager/log'])('refuses %s to a 매니저', async (path) => {
    const { api } = renderManager(path, sessionUser({ type: '매니저' }));
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(screen.getByText(MSG.adminOnly)).toBeTruthy();
    expect(api.pathsCalled().filter((p) => p.startsWith('/api/admin/'))).toEqual([]);
  });

  it('grants a permission to a member by id and revokes one from the list', async () => {
    const { api } = renderManager('/admin/manager/permission');
    const table = await screen.findByRole('table', { name: '권한 보유 회원' });
    const pointmall = await within(table).findByRole('switch', { name: 'ash 포인트몰 상품 등록' });
    expect((pointmall as HTMLInputElement).checked).toBe(true);

    const form = screen.getByRole('form', { name: '권한 부여' });
    fireEvent.change(within(form).getByLabelText('회원 아이디', { exact: false }), {
      target: { value: 'misty' },
    });
    fireEvent.click(within(form).getByLabelText('권한', { exact: false, selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: '덱 레시피 작성', hidden: true }));
    fireEvent.change(within(form).getByLabelText('사유'), { target: { value: '필진' } });
    fireEvent.click(within(form).getByRole('button', { name: '권한 부여' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/admin/manager/permission/update')?.params).toEqual({
        user_id: 'misty',
        permission: 'permission_deck_recipe',
        granted: true,
        reason: '필진',
      }),
    );

    // The list is read again after the grant: click the switch of the rows now shown.
    await waitFor(() =>
      expect(api.pathsCalled().filter((p) => p.endsWith('/permission/list')).length).toBe(2),
    );
    fireEvent.click(await within(table).findByRole('switch', { name: 'ash 포인트몰 상품 등록' }));
    await waitFor(() =>
      expect(
        api.calls.filter((c) => c.path === '/api/admin/manager/permission/update').map((c) => c.params),
      ).toContainEqual({ user_id: 'ash', permission: 'permission_pointmall', granted: false, reason: '' }),
    );
  });

  it('shows the log with who, Korean time, the change as a diff and the reason, and searches it', async () => {
    const { api } = renderManager('/admin/manager/log');
    const table = await screen.findByRole('table', { name: '매니저 기록' });
    expect(await within(table).findByText('2026-03-02 00:30')).toBeTruthy();
    expect(within(table).getByText('관리자님 (boss)')).toBeTruthy();
    expect(within(table).getByText('user ash')).toBeTruthy();
    expect(within(table).getByText(/아니오 → 예/)).toBeTruthy();
    expect(within(table).getByText('판매자 승인')).toBeTruthy();

    const search = screen.getByRole('search', { name: '매니저 기록 검색' });
    fireEvent.change(within(search).getByLabelText('작업'), { target: { value: 'user.' } });
    fireEvent.change(within(search).getByLabelText('대상 아이디'), { target: { value: 'ash' } });
    fireEvent.click(within(search).getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/admin/manager/log/list').at(-1)?.params).toMatchObject({
        action: 'user.',
        target_id: 'ash',
        page: 1,
      }),
    );
  });

  it('lists only the fields a write changed', () => {
    expect(valueDiff({ a: 1, b: 'x' }, { a: 2, b: 'x' })).toEqual([{ field: 'a', before: '1', after: '2' }]);
    expect(valueDiff(null, { name: '새 배너' })).toEqual([{ field: 'name', before: '-', after: '새 배너' }]);
    expect(valueDiff({ id: 3 }, null)).toEqual([{ field: 'id', before: '3', after: '-' }]);
  });
});

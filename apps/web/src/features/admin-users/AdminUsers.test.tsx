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

/** The server's answer for 'ash': a little of everything, with more in all than the latest lines. */
const DETAIL = {
  user: {
    ...member('ash', '밴 유저'),
    grade: 0,
    point: 12_500,
    ban_until: '2026-12-01T00:00:00Z',
    last_visit: '2026-11-20T03:30:00Z',
    permission_pointmall: true,
    permission_official_league: false,
    permission_deck_recipe: false,
  },
  points: {
    total: 41,
    items: [
      {
        id: 9,
        user_id: 'ash',
        menu: '출석',
        activity: '출석',
        title: '출석 체크',
        card_id: null,
        amount: 30,
        balance: 12_500,
        by_user_id: null,
        created: '2026-11-20T00:10:00Z',
      },
    ],
  },
  posts: {
    total: 3,
    items: [{ id: 5, title: '덱 질문입니다', link: '/board/read?id=5', created: '2026-11-02T01:00:00Z' }],
  },
  trade_posts: {
    total: 1,
    items: [
      { id: 8, title: '리자몽 팝니다', link: '/trade/post/read?id=8', created: '2026-11-03T01:00:00Z' },
    ],
  },
  reviews: { total: 0, items: [] },
  reports: {
    total: 2,
    items: [
      {
        id: 4,
        reporter_user_id: 'misty',
        reason: '욕설을 했습니다',
        source_kind: 'message',
        status: '접수',
        created: '2026-11-10T05:00:00Z',
      },
    ],
  },
  bans: {
    total: 1,
    items: [
      {
        id: 2,
        user_id: 'ash',
        action: 'ban',
        from_type: '사용자',
        to_type: '밴 유저',
        reason: '도배',
        until: '2026-12-01T00:00:00Z',
        by: 'boss',
        created: '2026-11-11T00:00:00Z',
      },
    ],
  },
  ips: [{ ip: '203.0.113.9', seen_in: ['session', 'visit'], last_seen: '2026-11-20T03:30:00Z' }],
};

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
    '/api/admin/user/detail': DETAIL,
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

  it('sends the grade and join days with the search and keeps them in the address', async () => {
    const { api, router } = renderAdmin('/admin/user/normal?q=ash');
    await screen.findByRole('table', { name: '회원 목록' });
    const search = screen.getByRole('search', { name: '회원 검색' });

    fireEvent.click(within(search).getByLabelText('등급', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: '0 (신규)', hidden: true }));
    fireEvent.change(within(search).getByLabelText('가입일 시작'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(search).getByLabelText('가입일 끝'), { target: { value: '2026-10-01' } });
    fireEvent.click(within(search).getByRole('button', { name: '검색' }));
    // A range given backwards is caught before it is sent.
    expect(await within(search).findByText('시작일이 종료일보다 늦습니다.')).toBeTruthy();

    fireEvent.change(within(search).getByLabelText('가입일 끝'), { target: { value: '2026-11-30' } });
    fireEvent.click(within(search).getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/admin/user/list').at(-1)?.params).toEqual({
        q: 'ash',
        grade: 0,
        joined_from: '2026-11-01',
        joined_to: '2026-11-30',
        page: 1,
        size: 20,
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'ash',
      grade: '0',
      joined_from: '2026-11-01',
      joined_to: '2026-11-30',
    });
    const lists = api.calls.filter((call) => call.path === '/api/admin/user/list');
    expect(lists.some((call) => (call.params as { joined_to?: string }).joined_to === '2026-10-01')).toBe(
      false,
    );
  });

  it('opens a member detail with their profile and every section', async () => {
    const { api, router } = renderAdmin('/admin/user/normal');
    const table = await screen.findByRole('table', { name: '회원 목록' });
    fireEvent.click(within(table).getByRole('button', { name: 'ash 상세' }));
    // The open member is part of the address, so the back button closes it and a link can share it.
    await waitFor(() => expect(router.state.location.search).toBe('?detail=ash'));

    const drawer = await screen.findByRole('dialog', { name: '회원 상세' });
    await within(drawer).findByRole('region', { name: '회원 정보' });
    expect(api.calls.find((call) => call.path === '/api/admin/user/detail')?.params).toEqual({
      user_id: 'ash',
    });
    const profile = within(drawer).getByRole('region', { name: '회원 정보' });
    expect(profile.textContent).toContain('밴 유저 (2026-12-01까지)');
    expect(profile.textContent).toContain('신규');
    expect(profile.textContent).toContain('12,500');
    // Korean time: 03:30 UTC is 12:30 in Seoul.
    expect(profile.textContent).toContain('2026-11-20 12:30');
    expect(within(profile).getByText('포인트몰 상품 등록 있음')).toBeTruthy();
    expect(within(profile).getByText('공식 대회 등록 없음')).toBeTruthy();

    const section = (name: string) => within(drawer).getByRole('region', { name });
    expect(section('포인트 내역').textContent).toContain('총 41건');
    expect(section('포인트 내역').textContent).toContain('+30');
    expect(within(section('게시글')).getByRole('link', { name: '덱 질문입니다' }).getAttribute('href')).toBe(
      '/board/read?id=5',
    );
    expect(within(section('거래글')).getByRole('link', { name: '리자몽 팝니다' }).getAttribute('href')).toBe(
      '/trade/post/read?id=8',
    );
    expect(section('리뷰').textContent).toContain('총 0건');
    expect(section('받은 신고').textContent).toContain('욕설을 했습니다');
    expect(section('받은 신고').textContent).toContain('쪽지');
    expect(section('밴 기록').textContent).toContain('2026-12-01까지');
    expect(within(section('밴 기록')).getByRole('link', { name: '전체 기록' }).getAttribute('href')).toBe(
      '/admin/user/ban_log?user_id=ash',
    );
    expect(section('접속 IP').textContent).toContain('203.0.113.9');
    expect(section('접속 IP').textContent).toContain('로그인, 방문 기록');
  });
});

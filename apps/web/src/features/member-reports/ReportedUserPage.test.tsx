import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEMBER_REPORT_MSG } from '@carddogam/contract/messages';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';

const ADMIN = sessionUser({ user_id: 'boss', nickname: '관리자님', type: '관리자' });
const LIST = '/api/admin/user/reported/list';
const REPORTS = '/api/admin/user/reported/reports';
const DECIDE = '/api/admin/user/reported/decide';

const reported = {
  user_id: 'gary',
  nickname: '오바람',
  type: '사용자',
  waiting_count: 2,
  total_count: 3,
  latest: '2026-11-02 10:05',
  reasons: ['사기 의심', '욕설/비방'],
};

const report = (id: number, status: string, extra: object = {}) => ({
  id,
  reporter: { user_id: `r${id}`, nickname: `신고자${id}` },
  reason: '사기 의심',
  detail: '<b>입금 후 연락 두절</b>',
  source: 'message',
  source_id: 40 + id,
  evidence: '먼저 입금해주세요',
  link: null,
  status,
  handled_by: null,
  handled_at: null,
  created: '2026-11-02T01:05:00.000Z',
  ...extra,
});

function renderPage(path = '/admin/user/reported', session: unknown = ADMIN) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    [LIST]: { total: 1, items: [reported] },
    [REPORTS]: {
      member: { user_id: 'gary', nickname: '오바람', type: '사용자', ban_until: null },
      total: 2,
      items: [
        report(2, '접수', {
          source: 'trade_post',
          source_id: 9,
          evidence: '리자몽 팝니다',
          link: '/trade/post/read?id=9',
        }),
        report(1, '처리', { handled_by: 'boss', handled_at: '2026-11-03T00:00:00.000Z' }),
      ],
    },
    [DECIDE]: { decided: 1, message: MEMBER_REPORT_MSG.handled },
    '/api/admin/user/ban': { ...reported, type: '밴 유저' },
  });
  return { api, ...renderApp(path) };
}

describe('/admin/user/reported', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./ReportedUserPage');
  }, 60_000);

  it('is for 관리자 only', async () => {
    const { api } = renderPage('/admin/user/reported', sessionUser({ type: '매니저' }));
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(api.pathsCalled()).not.toContain(LIST);
  });

  it('lists reported members with their counts, waiting ones by default', async () => {
    const { api } = renderPage();
    const table = await screen.findByRole('table', { name: '신고된 회원' });
    const row = (await within(table).findByText('오바람')).closest('tr')!;
    expect(within(row).getByText('2건')).toBeTruthy();
    expect(within(row).getByText('3건')).toBeTruthy();
    expect(within(row).getByText('2026-11-02 10:05')).toBeTruthy();
    expect(within(row).getByText('사기 의심, 욕설/비방')).toBeTruthy();
    expect(api.calls.find((c) => c.path === LIST)?.params).toEqual({ filter: 'waiting', page: 1, size: 20 });
  });

  it("opens a member's reports with the evidence as text, and decides one", async () => {
    const { api } = renderPage('/admin/user/reported?user_id=gary');
    const panel = await screen.findByRole('region', { name: '회원 신고 내역' });
    expect(await within(panel).findByText('먼저 입금해주세요')).toBeTruthy();
    // The detail is shown as typed, never as markup.
    expect(within(panel).getAllByText('<b>입금 후 연락 두절</b>')).toHaveLength(2);
    expect(within(panel).getByRole('link', { name: '거래글 보기' }).getAttribute('href')).toBe(
      '/trade/post/read?id=9',
    );

    const waiting = within(panel).getByRole('article', { name: '신고 2' });
    fireEvent.click(within(waiting).getByRole('button', { name: '처리' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === DECIDE)?.params).toEqual({
        user_id: 'gary',
        decision: '처리',
        ids: [2],
      }),
    );
    expect(await screen.findByText(MEMBER_REPORT_MSG.handled)).toBeTruthy();
  });

  it('bans the member through the ban dialog of the member administration', async () => {
    const { api } = renderPage('/admin/user/reported?user_id=gary');
    const panel = await screen.findByRole('region', { name: '회원 신고 내역' });
    fireEvent.click(await within(panel).findByRole('button', { name: '밴' }));
    const dialog = await screen.findByRole('dialog', { name: '회원 밴' });
    fireEvent.change(within(dialog).getByLabelText('사유'), { target: { value: '사기' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '밴하기' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/admin/user/ban')?.params).toEqual({
        user_id: 'gary',
        reason: '사기',
      }),
    );
  });
});

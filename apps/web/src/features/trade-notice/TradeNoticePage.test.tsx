import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TRADE_NOTICE_MSG } from '@carddogam/contract/calls/trade-notice';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';
import { TradeNotices } from './components/TradeNotices';

const ADMIN_LIST = '/api/admin/trade/notice/list';
const SAVE = '/api/admin/trade/notice/save';
const DELETE = '/api/admin/trade/notice/delete';
const PUBLIC_LIST = '/api/trade/notice/list';

const notice = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  title: `공지 ${id}`,
  content: `공지 ${id} 내용`,
  pinned: false,
  is_show: true,
  created: '2026-11-20 10:00',
  updated: null,
  nickname: '관리자님',
  ...fields,
});

function renderScreen() {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': sessionUser({ user_id: 'boss', nickname: '관리자님', type: '관리자' }),
    '/api/auth/update/lastVisit': { ok: true },
    [ADMIN_LIST]: [notice(2, { pinned: true }), notice(1, { is_show: false })],
    [SAVE]: { id: 3 },
    [DELETE]: (p: unknown) => p,
  });
  return { api, ...renderApp('/admin/trade/notice') };
}
const paramsOf = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((call) => call.path === path).map((call) => call.params);

describe('/admin/trade/notice', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes('/admin/trade/notice'), 60_000);

  it('lists the notices with their state and writes a new one after checking the title', async () => {
    const { api } = renderScreen();
    const table = await screen.findByRole('table', { name: '거래 공지 목록' });
    await within(table).findByText('공지 2');
    expect(within(table).getByText('고정')).toBeTruthy();
    expect(within(table).getByText('숨김')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '공지 작성' }));
    const dialog = await screen.findByRole('dialog', { name: '공지 작성' });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText(TRADE_NOTICE_MSG.titleRequired)).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: '제목' }), {
      target: { value: '사기 주의' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '내용' }), {
      target: { value: '선입금 주의' },
    });
    fireEvent.click(within(dialog).getByRole('switch', { name: '상단 고정' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(paramsOf(api, SAVE)).toEqual([
        { title: '사기 주의', content: '선입금 주의', is_show: true, pinned: true },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '공지 작성' })).toBeNull());
  });

  it('edits a notice keeping its id', async () => {
    const { api } = renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: '공지 1 수정' }));
    const dialog = await screen.findByRole('dialog', { name: '공지 수정' });
    fireEvent.click(within(dialog).getByRole('switch', { name: '거래 페이지에 노출' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(paramsOf(api, SAVE)).toEqual([
        { id: 1, title: '공지 1', content: '공지 1 내용', is_show: true, pinned: false },
      ]),
    );
  });
});

describe('TradeNotices on the trade pages', () => {
  it('shows the notices in the server order and opens one to its content', async () => {
    fakeApi({ [PUBLIC_LIST]: [notice(5, { pinned: true }), notice(4)] });
    renderWithProviders(<TradeNotices />);
    const titles = await screen.findAllByRole('button', { name: /공지 \d/ });
    expect(titles.map((b) => b.textContent)).toEqual([
      expect.stringContaining('공지 5'),
      expect.stringContaining('공지 4'),
    ]);
    fireEvent.click(titles[0]!);
    expect(await screen.findByText('공지 5 내용')).toBeTruthy();
  });

  it('shows nothing without notices', async () => {
    const api = fakeApi({ [PUBLIC_LIST]: [] });
    const { container } = renderWithProviders(<TradeNotices />);
    await waitFor(() => expect(api.pathsCalled()).toContain(PUBLIC_LIST));
    expect(container.querySelector('[data-trade-notices]')).toBeNull();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pointCalls } from '@carddogam/contract/calls/points';
import { MSG, POINT_ADMIN_MSG } from '@carddogam/contract/messages';
import { fakeApi } from '../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';

const SETTINGS = [
  { id: 1, menu: '출석체크', activity: '출석', amount: 10 },
  { id: 2, menu: '카드랭킹', activity: '카드 리뷰 쓰기', amount: 5 },
];
const ROW = {
  id: 31,
  user_id: 'trainer9',
  nickname: '지우',
  menu: '관리자',
  activity: '지급',
  title: '이벤트 당첨',
  card_id: null,
  amount: 500,
  balance: 1500,
  by_user_id: 'boss',
  created: '2026-11-20T01:02:00.000Z',
};

function renderAt(path: string, session: unknown, answers: Record<string, unknown> = {}) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    [pointCalls.guide.path]: SETTINGS,
    ...answers,
  });
  return { api, ...renderApp(path) };
}

describe('point screens of the back office', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/admin/point/setting', '/admin/point/list');
  }, 60_000);

  it('changes the amount of a setting', async () => {
    const { api } = renderAt('/admin/point/setting', sessionUser({ type: '관리자' }), {
      [pointCalls.adminSettingSave.path]: { ...SETTINGS[0], amount: 15 },
    });
    const input = await screen.findByRole('textbox', { name: '출석체크 출석 포인트' });
    fireEvent.change(input, { target: { value: '15' } });
    const row = input.closest('tr')!;
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === pointCalls.adminSettingSave.path)?.params).toEqual({
        menu: '출석체크',
        activity: '출석',
        amount: 15,
      }),
    );
    expect(await screen.findByText(POINT_ADMIN_MSG.settingSaved)).toBeTruthy();
  });

  it('lists the ledger with balances, filters it, and deducts with a reason', async () => {
    const { api } = renderAt('/admin/point/list', sessionUser({ type: '관리자' }), {
      [pointCalls.adminRecords.path]: { total: 1, items: [ROW] },
      [pointCalls.adminManual.path]: { user_id: 'trainer9', point: 1200, message: POINT_ADMIN_MSG.deducted },
    });
    const table = await screen.findByRole('table', { name: '포인트 내역' });
    expect(await within(table).findByText('지우 (trainer9)')).toBeTruthy();
    expect(within(table).getByText('1,500P')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: '회원' }), { target: { value: '지우' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === pointCalls.adminRecords.path).at(-1)?.params).toMatchObject({
        member: '지우',
        page: 1,
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: '포인트 지급/차감' }));
    const dialog = await screen.findByRole('dialog', { name: '포인트 지급/차감' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '회원 아이디' }), {
      target: { value: 'trainer9' },
    });
    fireEvent.click(within(dialog).getByText('차감'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: '포인트' }), { target: { value: '300' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '사유' }), {
      target: { value: '중복 지급 회수' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '차감하기' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === pointCalls.adminManual.path)?.params).toEqual({
        user_id: 'trainer9',
        amount: -300,
        reason: '중복 지급 회수',
      }),
    );
  });

  it('keeps a 매니저 out', async () => {
    renderAt('/admin/point/list', sessionUser({ type: '매니저' }));
    expect(await screen.findByText(MSG.adminOnly)).toBeTruthy();
    expect(screen.queryByRole('table', { name: '포인트 내역' })).toBeNull();
  });
});

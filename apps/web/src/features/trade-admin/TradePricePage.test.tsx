import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  TRADE_ADMIN_MSG as M,
  tradeAdminCalls as calls,
  type PriceAdminRow,
} from '@carddogam/contract/calls/trade-admin';
import { MSG } from '@carddogam/contract/messages';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { fakeApi } from '../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';

const PATH = '/admin/trade/price';
const ADMIN = sessionUser({ user_id: 'boss', nickname: '관리자님', type: '관리자' });
const MANAGER = sessionUser({ user_id: 'mgr', nickname: '매니저님', type: '매니저' });

function priceRow(id: number, overrides: Partial<PriceAdminRow> = {}): PriceAdminRow {
  return {
    id,
    post_id: 0,
    post_title: null,
    card_id: 'sv3pt5-6',
    card_nation: 'kr',
    card_name: '리자몽 ex',
    card_state: 'S급',
    grade_company: null,
    grade: null,
    card_price: 10_000,
    card_created: '2026-11-20',
    card_sold: null,
    state: '등록됨',
    user_id: 'boss',
    nickname: '관리자님',
    created: '2026-11-20 10:00',
    ...overrides,
  };
}

const ROWS = [
  priceRow(1, { card_price: 900_000 }),
  priceRow(2, { post_id: 7, post_title: '리자몽 팝니다', user_id: 'seller', nickname: '판매왕' }),
];

function render(session: unknown = ADMIN) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    [calls.priceList.path]: { total: 2, rows: ROWS },
    [calls.priceDelete.path]: { message: M.priceDeleted },
    [calls.priceUpdate.path]: { row: priceRow(1, { card_price: 90_000 }), message: M.priceUpdated },
  });
  return { api, ...renderApp(PATH) };
}
const paramsOf = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((c) => c.path === path).map((c) => c.params);

describe('/admin/trade/price', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PATH), 60_000);

  it('is for 관리자 only: a 매니저 gets the 403 screen and no list is asked', async () => {
    const { api, unmount } = render(MANAGER);
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(screen.getByText(MSG.adminOnly)).toBeTruthy();
    expect(api.pathsCalled()).not.toContain(calls.priceList.path);
    unmount();
  });

  it('lists records with the post link of a member line and sends the filters', async () => {
    const { api, unmount } = render();
    const table = await screen.findByRole('table', { name: '가격 기록' });
    const link = await within(table).findByRole('link', { name: '리자몽 팝니다' });
    expect(link.getAttribute('href')).toBe('/trade/post/read?id=7');
    expect(within(table).getByText('관리자 입력')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('카드 ID 또는 이름'), { target: { value: ' 리자몽 ' } });
    fireEvent.change(screen.getByLabelText('최저 가격'), { target: { value: '100000' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(paramsOf(api, calls.priceList.path).at(-1)).toMatchObject({
        page: 1,
        card: '리자몽',
        price_min: 100_000,
        source: 'all',
      }),
    );
    unmount();
  });

  it('deletes a record only with a reason and sends it', async () => {
    const { api, unmount } = render();
    const table = await screen.findByRole('table', { name: '가격 기록' });
    fireEvent.click(await within(table).findByRole('button', { name: '가격 1 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '가격 기록 삭제' });
    fireEvent.change(within(dialog).getByLabelText(/사유/), { target: { value: '이상치' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(paramsOf(api, calls.priceDelete.path)).toEqual([{ id: 1, reason: '이상치' }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '가격 기록 삭제' })).toBeNull());
    unmount();
  });

  it('corrects the price of a record with a reason', async () => {
    const { api, unmount } = render();
    const table = await screen.findByRole('table', { name: '가격 기록' });
    fireEvent.click(await within(table).findByRole('button', { name: '가격 1 수정' }));
    const dialog = await screen.findByRole('dialog', { name: '가격 기록 수정' });
    const price = within(dialog).getByLabelText('가격');
    fireEvent.change(price, { target: { value: '90000' } });
    fireEvent.change(within(dialog).getByLabelText(/사유/), { target: { value: '0 하나 더' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(paramsOf(api, calls.priceUpdate.path)).toEqual([
        {
          id: 1,
          card_state: 'S급',
          grade_company: null,
          grade: null,
          card_price: 90_000,
          reason: '0 하나 더',
        },
      ]),
    );
    unmount();
  });
});

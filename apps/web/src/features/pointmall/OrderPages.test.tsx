import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG, POINTMALL_MSG } from '@carddogam/contract/messages';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { preloadRoutes } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';
import { order, renderMall } from './pointmall.fixture';

const MY_ORDERS = '/api/pointmall/order/list';
const CANCEL = '/api/pointmall/order/cancel';
const ADMIN_ORDERS = '/api/admin/pointmall/order/list';
const STATUS = '/api/admin/pointmall/order/status';
const SHIP = '/api/admin/pointmall/order/ship';
const MANAGER = sessionUser({ type: '매니저', user_id: 'manager1', nickname: '매니저' });

/** The confirm dialogs' container loads after the first screen (app/shell/Overlays); wait for it. */
const overlaysLoaded = () =>
  waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).toBeTruthy());

describe('point mall orders on screen', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/mypage/order', '/admin/pointmall/order', '/admin/pointmall/guide');
  }, 60_000);

  it("shows a member's orders with tracking, and 주문 취소 only while 주문접수", async () => {
    const { api } = renderMall('/mypage/order', sessionUser(), {
      [MY_ORDERS]: {
        total: 2,
        rows: [
          order(12),
          order(11, { status: '배송중', courier: 'CJ대한통운', tracking_number: '123456789012' }),
        ],
      },
      [CANCEL]: { id: 12, status: '취소', refunded: 1200, message: POINTMALL_MSG.cancelled },
    });
    const waiting = await screen.findByRole('article', { name: '주문 12' });
    await overlaysLoaded();
    const shipped = screen.getByRole('article', { name: '주문 11' });
    expect(within(shipped).getByText('배송중')).toBeTruthy();
    expect(within(shipped).getByLabelText('배송 정보').textContent).toBe(
      'CJ대한통운 · 운송장번호 123456789012',
    );
    expect(within(shipped).queryByRole('button', { name: '주문 취소' })).toBeNull();

    fireEvent.click(within(waiting).getByRole('button', { name: '주문 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '주문 취소' });
    expect(within(dialog).getByText(POINTMALL_MSG.cancelConfirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '주문 취소' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === CANCEL)?.params).toEqual({ id: 12 }));
    expect(await screen.findByText(POINTMALL_MSG.cancelled)).toBeTruthy();
  });

  it('lets mall staff move selected orders in bulk and ship one with its tracking number', async () => {
    const { api } = renderMall('/admin/pointmall/order', MANAGER, {
      [ADMIN_ORDERS]: {
        total: 2,
        rows: [order(21), order(22, { status: '준비중', nickname: '이브이' })],
        counts: { 주문접수: 1, 준비중: 1 },
      },
      [STATUS]: { changed: 1, message: "1건의 주문을 '준비중'(으)로 변경했습니다." },
      [SHIP]: { id: 22, status: '배송중', message: POINTMALL_MSG.shipped },
    });
    const table = await screen.findByRole('table', { name: '주문 목록' });
    await within(table).findByText('이브이');
    expect(api.calls.find((c) => c.path === ADMIN_ORDERS)?.params).toMatchObject({ status: '주문접수' });

    fireEvent.click(within(table).getByRole('checkbox', { name: '주문 21 선택' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: '주문 22 선택' }));
    // 준비중 cannot go to 준비중 again: the button waits until only 주문접수 orders are selected.
    expect(screen.getByRole('button', { name: '준비중' })).toHaveProperty('disabled', true);
    fireEvent.click(within(table).getByRole('checkbox', { name: '주문 22 선택' }));
    fireEvent.click(screen.getByRole('button', { name: '준비중' }));
    const confirm = await screen.findByRole('dialog', { name: "1건 '준비중' 처리" });
    fireEvent.click(within(confirm).getByRole('button', { name: '변경' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === STATUS)?.params).toEqual({ ids: [21], status: '준비중' }),
    );

    fireEvent.click(within(table).getByRole('button', { name: '주문 22 배송 정보 입력' }));
    const ship = await screen.findByRole('dialog', { name: '배송 처리 · 주문 22' });
    fireEvent.change(within(ship).getByRole('combobox', { name: '택배사' }), {
      target: { value: '우체국택배' },
    });
    fireEvent.click(within(ship).getByRole('button', { name: '배송중으로 변경' }));
    expect(await within(ship).findByText(POINTMALL_MSG.trackingRequired)).toBeTruthy();
    fireEvent.change(within(ship).getByRole('textbox', { name: '운송장번호' }), {
      target: { value: '6865-1234-5678' },
    });
    fireEvent.click(within(ship).getByRole('button', { name: '배송중으로 변경' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === SHIP)?.params).toEqual({
        id: 22,
        courier: '우체국택배',
        tracking_number: '6865-1234-5678',
      }),
    );
  });

  it('keeps the guide screen for 관리자', async () => {
    renderMall('/admin/pointmall/guide', MANAGER);
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(screen.getByText(MSG.adminOnly)).toBeTruthy();
  });

  it('saves the guide text as 관리자', async () => {
    const { api } = renderMall('/admin/pointmall/guide', sessionUser({ type: '관리자' }), {
      '/api/admin/pointmall/guide/save': (p: unknown) => p,
    });
    const text = await screen.findByRole('textbox', { name: '안내문' });
    await waitFor(() => expect((text as HTMLTextAreaElement).value).toBe('주문 후 7일 안에 보내드립니다.'));
    fireEvent.change(text, { target: { value: '배송은 평일에만 합니다.' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/admin/pointmall/guide/save')?.params).toEqual({
        content: '배송은 평일에만 합니다.',
      }),
    );
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADDRESS_MSG, POINTMALL_MSG } from '@carddogam/contract/messages';
import { preloadRoutes } from '../../test/render-app';
import { GUEST_ANSWER, sessionUser } from '../../test/session-fixtures';
import { HOME, PRODUCT, renderMall, SOLD_OUT, SUMMARY } from './pointmall.fixture';

const LIST = '/api/pointmall/list';
const READ = '/api/pointmall/read';
const ADDRESSES = '/api/mypage/address/list';
const ORDER = '/api/pointmall/order/insert';

describe('point mall screens', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/pointmall/list', '/pointmall/read', '/mypage/order', '/mypage/address');
  }, 60_000);

  it('shows the products as cards with their price and stock, the guide, and filters by category', async () => {
    const { api } = renderMall('/pointmall/list', GUEST_ANSWER, {
      [LIST]: { total: 2, rows: [SUMMARY, SOLD_OUT] },
    });
    const card = await screen.findByRole('link', { name: SUMMARY.title });
    expect(within(card).getByText('1,200 P')).toBeTruthy();
    expect(within(card).getByText('재고 3개')).toBeTruthy();
    const soldOut = screen.getByRole('link', { name: SOLD_OUT.title });
    expect(within(soldOut).getAllByText('품절').length).toBeGreaterThan(0);
    expect(card.getAttribute('href')).toBe('/pointmall/read?id=7');
    expect(await screen.findByText('주문 후 7일 안에 보내드립니다.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '상품 등록' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '굿즈' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === LIST).at(-1)?.params).toMatchObject({
        category: '굿즈',
        page: 1,
      }),
    );
  });

  it('offers 상품 등록 to members holding permission_pointmall', async () => {
    renderMall('/pointmall/list', sessionUser({ permission_pointmall: true }), {
      [LIST]: { total: 0, rows: [] },
    });
    expect(await screen.findByRole('link', { name: '상품 등록' })).toBeTruthy();
    expect(await screen.findByText(POINTMALL_MSG.empty)).toBeTruthy();
  });

  it('asks a guest to log in before ordering', async () => {
    renderMall('/pointmall/read?id=7', GUEST_ANSWER, { [READ]: PRODUCT });
    expect(await screen.findByRole('heading', { level: 1, name: PRODUCT.title })).toBeTruthy();
    expect(screen.getByText(/후 주문할 수 있습니다/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '주문하기' })).toBeNull();
  });

  it('orders with the default address after a confirm showing the balance after it', async () => {
    const { api, router } = renderMall('/pointmall/read?id=7', sessionUser({ point: 5000 }), {
      [READ]: PRODUCT,
      [ADDRESSES]: { rows: [HOME] },
      [ORDER]: { id: 31, point: 2600, message: POINTMALL_MSG.ordered },
      '/api/pointmall/order/list': { total: 0, rows: [] },
    });
    expect(await screen.findByLabelText('가격')).toBeTruthy();
    expect(screen.getByText(/1인당 최대 2개까지/)).toBeTruthy();
    const quantity = await screen.findByRole('textbox', { name: '수량' });
    fireEvent.change(quantity, { target: { value: '2' } });
    expect(await screen.findByRole('radio', { name: '집 배송지' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '주문하기' }));
    const dialog = await screen.findByRole('dialog', { name: '주문 확인' });
    expect(within(dialog).getByText('주문 후 포인트: 2,600 P')).toBeTruthy();
    const sessionCalls = api.calls.filter((c) => c.path === '/api/auth/session').length;
    fireEvent.click(within(dialog).getByRole('button', { name: '주문하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/order'));
    expect(api.calls.find((c) => c.path === ORDER)?.params).toEqual({
      product_id: 7,
      quantity: 2,
      address_id: 3,
      memo: '',
    });
    // The balance in the header comes from the session, asked for again after the order.
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/auth/session').length).toBeGreaterThan(sessionCalls),
    );
  });

  it('adds a delivery address inline, refusing a malformed phone number before sending', async () => {
    const { api } = renderMall('/pointmall/read?id=7', sessionUser({ point: 5000 }), {
      [READ]: PRODUCT,
      [ADDRESSES]: { rows: [] },
      '/api/mypage/address/insert': { id: 9 },
    });
    expect(await screen.findByText(ADDRESS_MSG.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '배송지 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '배송지 추가' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '받는 분' }), {
      target: { value: '이영희' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '연락처' }), {
      target: { value: '010-12' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '우편번호' }), {
      target: { value: '1234' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '주소' }), {
      target: { value: '서울 중구 1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText(ADDRESS_MSG.phoneInvalid)).toBeTruthy();
    expect(within(dialog).getByText(ADDRESS_MSG.postcodeInvalid)).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/mypage/address/insert')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: '연락처' }), {
      target: { value: '01098765432' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '우편번호' }), {
      target: { value: '04524' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/mypage/address/insert')?.params).toMatchObject({
        recipient: '이영희',
        phone: '01098765432',
        postcode: '04524',
      }),
    );
  });

  it('tells a member the per-member limit is used up instead of offering the order', async () => {
    renderMall('/pointmall/read?id=7', sessionUser({ point: 5000 }), {
      [READ]: { ...PRODUCT, ordered_by_me: 2 },
      [ADDRESSES]: { rows: [HOME] },
    });
    expect(await screen.findByText('1인당 최대 2개까지 주문할 수 있습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '주문하기' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TRADE_MSG, type TradePost } from '@carddogam/contract/calls/trade';
import { GUEST_SESSION, SessionContext, type SessionUser } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import TradePostReadPage from './TradePostReadPage';

const WRITER: SessionUser = { user_id: 'seller', nickname: '판매자', type: '사용자' };
const OTHER: SessionUser = { user_id: 'buyer', nickname: '구매자', type: '사용자' };
const ADMIN: SessionUser = { user_id: 'boss', nickname: '운영자', type: '관리자' };

const post: TradePost = {
  id: 5,
  title: '리자몽 ex 팝니다',
  content: '<img src=x onerror=alert(1)> 자세한 건 https://example.com/more 참고',
  images: [],
  user_id: 'seller',
  nickname: '판매자',
  created: '2026-11-23 10:00',
  updated: null,
  view_count: 3,
  lines: [
    {
      id: 41,
      post_id: 5,
      card_id: 'sv3pt5-6',
      card_nation: 'kr',
      card_name: '리자몽 ex',
      card_state: '등급',
      grade_company: 'PSA',
      grade: 95,
      card_price: 12000,
      card_created: '2026-11-23',
      card_sold: null,
      state: '등록됨',
    },
  ],
};

function renderPage(user: SessionUser | null) {
  const api = fakeApi({
    '/api/trade/post/read': post,
    '/api/trade/post/line/sold': { id: 41, post_id: 5 },
    '/api/trade/post/wanted': { members: 3 },
  });
  const view = renderWithProviders(
    <SessionContext value={{ ...GUEST_SESSION, user }}>
      <MemoryRouter initialEntries={['/trade/post/read?id=5']}>
        <TradePostReadPage />
      </MemoryRouter>
    </SessionContext>,
  );
  return { api, ...view };
}

describe('TradePostReadPage', { timeout: 20_000 }, () => {
  it('shows the lines in won and the content as text with safe links', async () => {
    const { container } = renderPage(OTHER);
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('12,000원');
    expect(item.textContent).toContain('PSA 9.5');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'https://example.com/more' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('button', { name: '판매완료로 변경' })).toBeNull();
    expect(screen.queryByRole('button', { name: '수정' })).toBeNull();
  });

  it('tells the seller, and no one else, how many members look for the post’s cards', async () => {
    const seller = renderPage(WRITER);
    expect(await screen.findByText('이 카드를 찾는 회원 3명')).toBeTruthy();
    expect(seller.api.pathsCalled()).toContain('/api/trade/post/wanted');
    seller.unmount();
    const reader = renderPage(OTHER);
    await screen.findByRole('listitem');
    expect(screen.queryByText(/이 카드를 찾는 회원/)).toBeNull();
    expect(reader.api.pathsCalled()).not.toContain('/api/trade/post/wanted');
  });

  it('offers a 관리자 only the delete of another member’s post', async () => {
    renderPage(ADMIN);
    expect(await screen.findByRole('button', { name: '삭제' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '수정' })).toBeNull();
    expect(screen.queryByRole('button', { name: '판매완료로 변경' })).toBeNull();
  });

  it('lets the writer mark a line sold after confirming', async () => {
    const { api } = renderPage(WRITER);
    fireEvent.click(await screen.findByRole('button', { name: '판매완료로 변경' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TRADE_MSG.soldConfirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '판매완료' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/trade/post/line/sold').map((c) => c.params)).toEqual([
        { id: 41 },
      ]),
    );
  });
});

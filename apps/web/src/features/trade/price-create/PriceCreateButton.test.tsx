import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MSG } from '@carddogam/contract/messages';
import { GUEST_SESSION, SessionContext, type SessionUser } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { PriceCreateButton } from './PriceCreateButton';

const INSERT = '/api/admin/trade/price/insert/card';
const ADMIN: SessionUser = { user_id: 'boss', nickname: '운영자', type: '관리자' };
const MEMBER: SessionUser = { user_id: 'm1', nickname: '회원', type: '사용자' };

function renderButton(user: SessionUser | null) {
  const api = fakeApi({ [INSERT]: { id: 1 } });
  renderWithProviders(
    <SessionContext value={{ ...GUEST_SESSION, user }}>
      <MemoryRouter>
        <PriceCreateButton cardId="sv4-1" nation="en" cardName="Pikachu" />
      </MemoryRouter>
    </SessionContext>,
  );
  return api;
}

describe('price create dialog (§2.11)', { timeout: 20_000 }, () => {
  it('is offered to 관리자 only', () => {
    renderButton(MEMBER);
    expect(screen.queryByRole('button', { name: '가격 등록' })).toBeNull();
  });

  it('adds and removes rows, and sends one insert per row with post_id 0', async () => {
    const api = renderButton(ADMIN);
    fireEvent.click(screen.getByRole('button', { name: '가격 등록' }));
    const dialog = await screen.findByRole('dialog', { name: '가격 등록' });
    fireEvent.click(within(dialog).getByRole('button', { name: '행 추가' }));
    expect(within(dialog).getAllByRole('group', { name: /^가격 \d$/ })).toHaveLength(2);
    fireEvent.click(within(dialog).getAllByRole('button', { name: '행 삭제' })[1]!);
    expect(within(dialog).getAllByRole('group', { name: /^가격 \d$/ })).toHaveLength(1);

    const row = within(dialog).getByRole('group', { name: '가격 1' });
    fireEvent.change(within(row).getByRole('textbox', { name: '가격' }), { target: { value: '30,000' } });
    fireEvent.change(within(row).getByLabelText('판매일'), { target: { value: '2026-11-20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '추가하기' }));

    await screen.findByText(MSG.priceCreated);
    const sent = api.calls.filter((c) => c.path === INSERT).map((c) => c.params);
    expect(sent).toEqual([
      expect.objectContaining({
        post_id: 0,
        card_id: 'sv4-1',
        card_nation: 'en',
        card_price: 30000,
        state: '판매완료',
        card_sold: '2026-11-20',
        card_created: null,
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '가격 등록' })).toBeNull());
  });
});

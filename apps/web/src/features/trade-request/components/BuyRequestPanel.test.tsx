import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TRADE_REQUEST_MSG as M, tradeRequestCalls as calls } from '@carddogam/contract/calls/trade-request';
import { SessionContext } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { failPath } from '../../../test/session-fixtures';
import { BuyRequestPanel } from './BuyRequestPanel';

const MEMBER = { userId: 'ash', nickname: '지우', type: '사용자' } as const;

function render(user: unknown = MEMBER) {
  const api = fakeApi({
    [calls.openCount.path]: { open: 2 },
    [calls.insert.path]: { id: 5, message: M.created },
  });
  const view = renderWithProviders(
    <SessionContext.Provider value={{ user, logout: async () => undefined } as never}>
      <MemoryRouter>
        <BuyRequestPanel cardId="sv3pt5-6" nation="kr" cardTitle="리자몽 ex" />
      </MemoryRouter>
    </SessionContext.Provider>,
  );
  return { api, ...view };
}
const paramsOf = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((c) => c.path === path).map((c) => c.params);

describe('구매 요청 beside the trade statistics', { timeout: 30_000 }, () => {
  afterEach(() => document.body.replaceChildren());

  it('shows the open count and sends a graded request with the most the member would pay', async () => {
    const { api } = render();
    expect(await screen.findByText('이 카드를 찾는 구매 요청 2건')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '구매 요청' }));
    const dialog = await screen.findByRole('dialog', { name: '구매 요청' });
    fireEvent.click(within(dialog).getByLabelText('카드 상태', { selector: 'input' }));
    // The dropdown's opening transition does not run in jsdom, so its options stay hidden from role queries.
    fireEvent.click(await screen.findByRole('option', { name: '등급', hidden: true }));
    fireEvent.change(within(dialog).getByLabelText(/희망 최고 가격/), { target: { value: '300000' } });
    fireEvent.change(within(dialog).getByLabelText('메모'), { target: { value: '미개봉' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '요청하기' }));
    await waitFor(() =>
      expect(paramsOf(api, calls.insert.path)).toEqual([
        {
          card_id: 'sv3pt5-6',
          card_nation: 'kr',
          card_state: '등급',
          grade_company: 'PSA',
          grade: 100,
          want_price: 300_000,
          memo: '미개봉',
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '구매 요청' })).toBeNull());
  });

  it('keeps the dialog open with the server refusal', async () => {
    const { api } = render();
    failPath(api, calls.insert.path, 400, 'BAD_REQUEST', M.priceInvalid);
    fireEvent.click(await screen.findByRole('button', { name: '구매 요청' }));
    const dialog = await screen.findByRole('dialog', { name: '구매 요청' });
    fireEvent.change(within(dialog).getByLabelText(/희망 최고 가격/), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '요청하기' }));
    expect(await within(dialog).findByText(M.priceInvalid)).toBeTruthy();
  });
});

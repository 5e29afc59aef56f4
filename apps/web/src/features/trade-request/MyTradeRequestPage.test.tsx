import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TradeRequestRow } from '@carddogam/contract/calls/trade-request';
import { wantMatchCalls } from '@carddogam/contract/calls/want-matches';
import { GUEST_SESSION, SessionContext } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import MyTradeRequestPage from './MyTradeRequestPage';

const request = (id: number, fields: Partial<TradeRequestRow> = {}): TradeRequestRow => ({
  id,
  user_id: 'ash',
  nickname: '지우',
  card_id: `card-${id}`,
  card_nation: 'kr',
  card_name: `카드 ${id}`,
  card_state: 'S급',
  grade_company: null,
  grade: null,
  want_price: 10_000,
  memo: '',
  state: '요청중',
  staff_memo: '',
  created: '2026-05-01 10:00',
  updated: null,
  ...fields,
});

function renderPage() {
  const api = fakeApi({
    '/api/trade/request/my': {
      total: 3,
      rows: [request(3, { card_nation: 'en' }), request(2, { state: '완료' }), request(1)],
    },
    [wantMatchCalls.myMatches.path]: {
      rows: [
        {
          request_id: 3,
          post_id: 40,
          title: '리자몽 팝니다',
          card_price: 9_000,
          line_state: '등록됨',
          created: '2026-05-03 09:30',
        },
        {
          request_id: 3,
          post_id: 31,
          title: '예전 판매글',
          card_price: 8_000,
          line_state: '판매완료',
          created: '2026-05-02 08:00',
        },
      ],
    },
  });
  renderWithProviders(
    <SessionContext value={{ ...GUEST_SESSION, user: { user_id: 'ash', nickname: '지우', type: '사용자' } }}>
      <MemoryRouter initialEntries={['/trade/request']}>
        <MyTradeRequestPage />
      </MemoryRouter>
    </SessionContext>,
  );
  return api;
}

describe('내 구해요 목록', { timeout: 20_000 }, () => {
  it('shows each open request’s matched posts newest first, linked to the post', async () => {
    const api = renderPage();
    expect(await screen.findByRole('heading', { name: '내 구해요 목록' })).toBeTruthy();
    const list = await screen.findByLabelText('조건에 맞는 판매글');
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['리자몽 팝니다', '/trade/post/read?id=40'],
      ['예전 판매글', '/trade/post/read?id=31'],
    ]);
    expect(list.textContent).toContain('9,000원');
    expect(list.textContent).toContain('2026-05-03 09:30');
    expect(within(list).getByText('판매완료')).toBeTruthy();
    // Only the open requests are asked about; the one without a match says so.
    expect(api.calls.find((c) => c.path === wantMatchCalls.myMatches.path)?.params).toEqual({
      request_ids: [3, 1],
    });
    expect(screen.getByText('아직 조건에 맞는 판매글이 없습니다.')).toBeTruthy();
  });

  it('names the edition each request asks for', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: '내 구해요 목록' });
    const [, newest] = within(table).getAllByRole('row');
    expect(within(newest!).getByText('북미판')).toBeTruthy();
    expect(within(newest!).getByRole('link', { name: '카드 3' }).getAttribute('href')).toBe(
      '/card/detail?id=card-3&lang=en',
    );
  });

  it('lists the requests as cards on a phone, each with its facts, matches and 요청 취소', async () => {
    const wide = window.matchMedia;
    // Every media query matches: below the sm breakpoint, as on a phone.
    window.matchMedia = ((query: string) => ({ ...wide(query), matches: true })) as typeof window.matchMedia;
    try {
      renderPage();
      const items = await screen.findAllByRole('article');
      expect(screen.queryByRole('table')).toBeNull();
      expect(items).toHaveLength(3);
      const newest = items[0]!;
      expect(within(newest).getByRole('link', { name: '카드 3' })).toBeTruthy();
      for (const fact of ['북미판', 'S급', '10,000원', '2026-05-01 10:00', '요청중'])
        expect(within(newest).getByText(fact, { exact: false })).toBeTruthy();
      expect(within(newest).getByRole('button', { name: '카드 3 요청 취소' })).toBeTruthy();
      expect(await within(newest).findByLabelText('조건에 맞는 판매글')).toBeTruthy();
      expect(within(items[1]!).queryByRole('button', { name: /요청 취소/ })).toBeNull();
    } finally {
      window.matchMedia = wide;
    }
  });
});

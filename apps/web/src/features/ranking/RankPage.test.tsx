import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RANK_EMPTY } from '@carddogam/contract/calls/ranking';
import type { RankRow } from '@carddogam/contract/calls/ranking';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { cardPage } from '../../test/card-page.fixture';
import { rankedRows, rankRow } from './rank-row.fixture';
import RankPage from './RankPage';

interface Keyword {
  nation: string;
  series: string | null;
  set_name: string | null;
  sort: string;
  direction: string;
}

const REFERENCE = {
  '/api/card/select/sets': (params: unknown) =>
    (params as { nation: string }).nation === 'kr'
      ? [{ name: '포켓몬 카드 151' }, { name: '흑염의 지배자' }]
      : [],
  '/api/card/select/series/kr': [{ series: '스칼렛&바이올렛' }, { series: '소드&실드' }],
  '/api/card/select/series/en': [{ series: 'Scarlet & Violet' }],
  '/api/card/select/series/jp': [],
};

function renderRank(
  path = '/rank',
  ranks: Record<string, RankRow[]> = { '/api/rank/rating/kr': rankedRows(25) },
) {
  const api = fakeApi({ ...REFERENCE, ...ranks, '/api/card/detail/page': [cardPage()] });
  const router = createMemoryRouter([{ path: '/rank', Component: RankPage }], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  const keywords = (path: string) =>
    api.calls
      .filter((call) => call.path === path)
      .map((call) => (call.params as { keyword: Keyword }).keyword);
  return { api, router, keywords };
}

/** The rank numbers and card names of the table's body rows. */
function tableRows() {
  const body = screen.getByRole('table', { name: '카드랭킹' }).querySelector('tbody')!;
  return within(body)
    .getAllByRole('row')
    .map((row) => ({
      rank: row.querySelector('[data-rank]')!.textContent,
      name: row.querySelector('[data-card-name]')!.textContent,
    }));
}

function useMobileLayout() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('RankPage (§2.20)', { timeout: 30_000 }, () => {
  it('asks for the rating ranking of kr by column 1 descending and shows page 1 with ranks 1–10', async () => {
    const { keywords } = renderRank();

    expect(await screen.findByRole('heading', { name: '카드랭킹' })).toBeTruthy();
    expect(screen.getByText('BETA')).toBeTruthy();
    expect(screen.getByText('실시간 카드순위를 확인해보세요')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '국내판', selected: true })).toBeTruthy();
    await screen.findByRole('table', { name: '카드랭킹' });

    expect(keywords('/api/rank/rating/kr')).toEqual([
      { nation: 'kr', series: null, set_name: null, sort: 'total_avg', direction: 'desc' },
    ]);
    expect(tableRows().map((r) => r.rank)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(tableRows()[0].name).toBe('카드 row-0');
    expect(screen.getByRole('columnheader', { name: /종합평점/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(screen.getByRole('button', { name: '3페이지' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '4페이지' })).toBeNull();
  });

  it('pages through the rows, numbering them position + 10×(page−1) + 1, with the page in the address', async () => {
    const { router } = renderRank();
    fireEvent.click(await screen.findByRole('button', { name: '3페이지' }));

    await waitFor(() => expect(tableRows().map((r) => r.rank)).toEqual(['21', '22', '23', '24', '25']));
    expect(tableRows()[0].name).toBe('카드 row-20');
    expect(router.state.location.search).toBe('?page=3');
  });

  it('makes a clicked column active, flips its direction, re-sorts the fetched rows and returns to page 1', async () => {
    const { keywords, router } = renderRank('/rank?page=2');
    await screen.findByRole('table', { name: '카드랭킹' });
    expect(tableRows()[0].rank).toBe('11');

    fireEvent.click(screen.getByRole('button', { name: '성능평점' }));
    // Column 2 starts ascending, so its first click sorts descending: row-24 has the highest perform_avg.
    await waitFor(() => expect(tableRows()[0]).toEqual({ rank: '1', name: '카드 row-24' }));
    expect(keywords('/api/rank/rating/kr').at(-1)).toMatchObject({ sort: 'perform_avg', direction: 'desc' });
    expect(screen.getByRole('columnheader', { name: /성능평점/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(screen.getByLabelText('내림차순')).toBeTruthy();
    expect(router.state.location.search).toBe('?col=2&dir=desc%2Cdesc%2Casc');

    fireEvent.click(screen.getByRole('button', { name: /성능평점/ }));
    await waitFor(() => expect(tableRows()[0].name).toBe('카드 row-0'));
    expect(keywords('/api/rank/rating/kr').at(-1)).toMatchObject({ sort: 'perform_avg', direction: 'asc' });
    expect(screen.getByLabelText('오름차순')).toBeTruthy();
  });

  it('restores the whole state from the address on reload', async () => {
    const rows = [rankRow('cheap', { max_price: 1000 }), rankRow('dear', { max_price: 50_000 })];
    const { keywords } = renderRank('/rank?nation=jp&type=trade&set=151&col=2&dir=desc,desc,asc', {
      '/api/rank/trade/jp': rows,
    });
    await screen.findByRole('table', { name: '카드랭킹' });

    expect(keywords('/api/rank/trade/jp')).toEqual([
      { nation: 'jp', series: null, set_name: '151', sort: 'max_price', direction: 'desc' },
    ]);
    expect(screen.getByRole('tab', { name: '일본판', selected: true })).toBeTruthy();
    expect(tableRows().map((r) => r.name)).toEqual(['카드 dear', '카드 cheap']);
  });

  it('shows prices floored with 원 and counts with 건 in the price ranking', async () => {
    renderRank('/rank?type=trade', {
      '/api/rank/trade/kr': [rankRow('a', { avg_price: 12345.7, max_price: 30000, count: 12 })],
    });
    await screen.findByRole('table', { name: '카드랭킹' });
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(within(row).getByText('12,345원')).toBeTruthy();
    expect(within(row).getByText('30,000원')).toBeTruthy();
    expect(within(row).getByText('12건')).toBeTruthy();
  });

  it('shows usage with 건, 장 and 장, and the card line with a lowercase mark and padded numbers', async () => {
    renderRank('/rank?type=usage', {
      '/api/rank/usage/kr': [
        rankRow('a', {
          deck_total_count: 7,
          deck_total_amount: 1200,
          collection_total_amount: 3,
          number: '25',
          set_printedTotal: 78,
          regulationMark: 'H',
        }),
      ],
    });
    await screen.findByRole('table', { name: '카드랭킹' });
    expect(screen.getByText('7건')).toBeTruthy();
    expect(screen.getByText('1,200장')).toBeTruthy();
    expect(screen.getByText('3장')).toBeTruthy();
    expect(screen.getByLabelText('레귤레이션 h')).toBeTruthy();
    expect(screen.getByText('025 / 078')).toBeTruthy();
    expect(screen.getByText('RR')).toBeTruthy();
  });

  it('shows stars, the rating to 2 decimals and the vote count in the rating ranking', async () => {
    renderRank('/rank', {
      '/api/rank/rating/kr': [
        rankRow('a', {
          total_avg: 4.256,
          perform_avg: 3.5,
          collect_avg: 5,
          total_count: 9,
          total_perform: 8,
        }),
      ],
    });
    await screen.findByRole('table', { name: '카드랭킹' });
    expect(screen.getByText('평점 4.26 (9)')).toBeTruthy();
    expect(screen.getByText('평점 3.50 (8)')).toBeTruthy();
    expect(screen.getByText('평점 5.00 (0)')).toBeTruthy();
  });

  it('shows the close-circle empty state when nothing matches', async () => {
    renderRank('/rank', { '/api/rank/rating/kr': [] });
    expect(await screen.findByText(RANK_EMPTY)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('clears both filters on an edition tab and asks for that edition', async () => {
    const { keywords, router } = renderRank('/rank?series=스칼렛%26바이올렛', {
      '/api/rank/rating/kr': rankedRows(3),
      '/api/rank/rating/en': rankedRows(2),
    });
    await screen.findByRole('table', { name: '카드랭킹' });
    fireEvent.click(screen.getByRole('tab', { name: '북미판' }));

    await waitFor(() =>
      expect(keywords('/api/rank/rating/en')).toEqual([
        { nation: 'en', series: null, set_name: null, sort: 'total_avg', direction: 'desc' },
      ]),
    );
    expect(router.state.location.search).toBe('?nation=en');
  });

  it('clears the series when a set name is chosen', async () => {
    const { keywords } = renderRank('/rank?series=스칼렛%26바이올렛', {
      '/api/rank/rating/kr': rankedRows(3),
    });
    await screen.findByRole('table', { name: '카드랭킹' });
    expect((screen.getByLabelText('시리즈', { selector: 'input' }) as HTMLInputElement).value).toBe(
      '스칼렛&바이올렛',
    );

    fireEvent.click(screen.getByLabelText('제품명', { selector: 'input' }));
    // The dropdown's opening transition does not run in jsdom, so its options stay hidden from role queries.
    fireEvent.click(await screen.findByRole('option', { name: '흑염의 지배자', hidden: true }));

    await waitFor(() =>
      expect(keywords('/api/rank/rating/kr').at(-1)).toMatchObject({
        series: null,
        set_name: '흑염의 지배자',
      }),
    );
    expect((screen.getByLabelText('시리즈', { selector: 'input' }) as HTMLInputElement).value).toBe('');
  });

  it('opens the card popup in board mode with the edition when the pointer rests on a card', async () => {
    const { api } = renderRank();
    await screen.findByRole('table', { name: '카드랭킹' });
    fireEvent.mouseEnter(screen.getByRole('button', { name: '카드 row-0 카드 정보' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('카드 정보')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/card/detail/page')?.params).toMatchObject({
      id: 'row-0',
    });
    // Board mode: no buttons that pick an edition for a trade post.
    expect(within(dialog).queryByRole('button', { name: /카드 선택$/ })).toBeNull();
  });

  it('does not open the popup when the pointer only passes over a card', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderRank();
      await screen.findByRole('table', { name: '카드랭킹' });
      const card = screen.getByRole('button', { name: '카드 row-0 카드 정보' });
      fireEvent.mouseEnter(card);
      fireEvent.mouseLeave(card);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists the rows on mobile without pages, ratings with 0 decimals, and the as-of time', async () => {
    useMobileLayout();
    // 12 rows: more than a desktop page, so a missing pager is not just a short list.
    renderRank('/rank', { '/api/rank/rating/kr': rankedRows(12) });

    const list = await screen.findByRole('list', { name: '카드랭킹' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(within(items[11]).getByLabelText('12위')).toBeTruthy();
    expect(within(items[0]).getByText('평점 5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '2페이지' })).toBeNull();
    expect(screen.getByText(/기준$/)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '판본' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '국내판' })).toBeNull();
  });

  it('keeps the series but clears the set name on a mobile edition change', async () => {
    useMobileLayout();
    const { router } = renderRank('/rank?series=S&set=151', {
      '/api/rank/rating/kr': rankedRows(3),
      '/api/rank/rating/jp': rankedRows(3),
    });
    await screen.findByRole('list', { name: '카드랭킹' });
    fireEvent.change(screen.getByRole('combobox', { name: '판본' }), { target: { value: 'jp' } });
    await waitFor(() => expect(router.state.location.search).toBe('?nation=jp&series=S'));
  });

  it('goes back to the first-load state (kr, no filters) from the BETA title', async () => {
    const { router } = renderRank('/rank?nation=jp&type=trade&series=S&page=2', {
      '/api/rank/trade/jp': rankedRows(12),
      '/api/rank/rating/kr': rankedRows(12),
    });
    await screen.findByRole('table', { name: '카드랭킹' });
    fireEvent.click(screen.getByRole('link', { name: '카드랭킹 처음으로' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('tab', { name: '국내판', selected: true })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '평점랭킹' })).toHaveProperty('checked', true);
  });

  it('is the site route /rank, with the card_ranking banner below the ranking when it is enabled', async () => {
    const api = fakeApi({
      ...SHELL_ANSWERS,
      ...REFERENCE,
      '/api/check/ads_banner': [{ type: 'card_ranking', is_show: 1 }],
      '/api/admin/main/banner/import': [
        { banner_image: 'rank.webp', link: 'https://example.com', is_ads: false },
      ],
      '/api/rank/rating/kr': rankedRows(3),
    });
    renderApp('/rank');

    await screen.findByRole('table', { name: '카드랭킹' });
    const banner = await screen.findByRole('img', { name: '배너' });
    expect(banner.closest('[data-banner="card_ranking"]')).not.toBeNull();
    expect(api.calls.find((call) => call.path === '/api/admin/main/banner/import')?.params).toEqual({
      type: 'card_ranking',
    });
  });
});

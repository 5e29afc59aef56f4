import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CardPage } from '@carddogam/contract/calls/card-page';
import type { TradeStats } from '@carddogam/contract/calls/trade-stats';
import { notReleasedForTrade } from '@carddogam/contract/messages';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { cardPage, editionRecord, searchRow } from '../../test/card-page.fixture';
import { CardDialog, type CardDialogProps } from './CardDialog';
import { dialogNumber, showsRelease } from './dialog/DialogSideInfo';

async function expectName(dialog: HTMLElement, name: string) {
  await waitFor(() => expect(dialog.querySelector('[data-card-name]')?.textContent).toBe(name));
}

function openDialog(
  page: CardPage,
  props: Partial<CardDialogProps> = {},
  answers: Record<string, unknown> = {},
) {
  const api = fakeApi({
    ...answers,
    '/api/card/detail/page': [page],
    '/api/admin/card/supertype/list/show': [],
    '/api/card/list/samename': (params: unknown) =>
      Array.from({ length: (params as { keyword: { limit: number } }).keyword.limit === 4 ? 4 : 7 }, (_, i) =>
        searchRow(`same-${i}`, { total_count: 7 }),
      ),
  });
  const onClose = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <CardDialog cardId={page.id} onClose={onClose} {...props} />
    </MemoryRouter>,
  );
  return { api, onClose };
}

const TRADE_STATS: TradeStats = {
  ids: ['sv3pt5-6'],
  total: { total_avg: 35_500, total_max: 90_000, total_min: 6_000 },
  posts: { total: 7, registered: 6, finished: 1, registered_price: 40_800, finished_price: 6_000 },
  recent_s: 14_000,
  conditions: { S: 12_000, A: 6_000, B: 0, C_below: 0, graded: 0 },
  grades: { PSA: [], ETC: [] },
  graded_totals: {
    PSA: { total_avg: 0, total_max: 0, total_min: 0, count: 0 },
    ETC: { total_avg: 0, total_max: 0, total_min: 0, count: 0 },
  },
  overseas_only: false,
  charts: {},
  recent_posts: [],
};

// Each test renders the popup and its queries; a busy machine needs more than the default 5 s.
describe('CardDialog (§2.17)', { timeout: 20_000 }, () => {
  it('switches to Korean when a Korean record exists, and shows the English name with the Korean one', async () => {
    openDialog(cardPage({ kr: editionRecord({ name: '리자몽 ex' }) }), { nation: 'en' });

    const dialog = await screen.findByRole('dialog');
    await expectName(dialog, '리자몽 ex');
    fireEvent.click(within(dialog).getByRole('tab', { name: '영어' }));
    await expectName(dialog, 'Charizard ex (리자몽 ex)');
    expect(within(dialog).getByText('006 / 165')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '카드 상세페이지' }).getAttribute('href')).toBe(
      '/card/detail?id=sv3pt5-6',
    );
  });

  it('shows the trade prices of the edition shown: average, recent S price and trade count', async () => {
    const { api } = openDialog(
      cardPage({ kr: editionRecord({ name: '리자몽 ex' }) }),
      {},
      {
        '/api/card/detail/trade/stats': (params: unknown) => ({
          ...TRADE_STATS,
          total: {
            ...TRADE_STATS.total,
            total_avg: (params as { card_nation: string }).card_nation === 'kr' ? 35_500.7 : 9_000,
          },
        }),
      },
    );
    const dialog = await screen.findByRole('dialog');
    const prices = await within(dialog).findByRole('region', { name: '카드 시세' });
    await waitFor(() => expect(within(prices).getByText('35,500원')).toBeTruthy());
    expect(within(prices).getByText('14,000원')).toBeTruthy();
    expect(within(prices).getByText('7건')).toBeTruthy();
    expect(within(prices).getByText('평균가')).toBeTruthy();
    expect(within(prices).getByText('최근거래가(S급)')).toBeTruthy();
    expect(within(prices).getByText('거래 건수')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('tab', { name: '영어' }));
    await waitFor(() => expect(within(prices).getByText('9,000원')).toBeTruthy());
    expect(api.calls.filter((c) => c.path === '/api/card/detail/trade/stats').map((c) => c.params)).toEqual([
      { card_id: 'sv3pt5-6', card_nation: 'kr' },
      { card_id: 'sv3pt5-6', card_nation: 'en' },
    ]);
  });

  it('opens in the requested edition without a Korean record, and lists 4 same-name cards until 더보기', async () => {
    openDialog(cardPage({ kr: null }), { nation: 'jp' });
    const dialog = await screen.findByRole('dialog');
    await expectName(dialog, 'リザードンex');

    const same = await within(dialog).findByRole('region', { name: '이름이 같은 카드' });
    await waitFor(() => expect(within(same).getAllByRole('link')).toHaveLength(4));
    fireEvent.click(within(same).getByRole('button', { name: '더보기' }));
    await waitFor(() => expect(within(same).getAllByRole('link')).toHaveLength(7));
  });

  it('picks a released edition for a trade post and refuses the others with the spec message', async () => {
    const onSelectEdition = vi.fn();
    openDialog(cardPage({ kr: null, jp: editionRecord({ name: 'リザードンex', isAvailable: 0 }) }), {
      onSelectEdition,
    });
    const dialog = await screen.findByRole('dialog');

    fireEvent.click(await within(dialog).findByRole('button', { name: '북미판 카드 선택' }));
    expect(onSelectEdition).toHaveBeenCalledWith('sv3pt5-6', 'en');

    fireEvent.click(within(dialog).getByRole('button', { name: '일본판 카드 선택' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(notReleasedForTrade('jp'));
    fireEvent.click(within(dialog).getByRole('button', { name: '국내판 카드 선택' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(notReleasedForTrade('kr'));
    expect(notReleasedForTrade('kr')).toBe('한글 카드는 아직 발매되지 않아 카드거래에 등록할 수 없습니다.');
    expect(onSelectEdition).toHaveBeenCalledTimes(1);
  });

  it('has no select buttons in board mode or without a handler', async () => {
    openDialog(cardPage(), { board: true, onSelectEdition: vi.fn() });
    const dialog = await screen.findByRole('dialog');
    await expectName(dialog, 'Charizard ex');
    expect(within(dialog).queryByRole('button', { name: '북미판 카드 선택' })).toBeNull();
  });

  it('closes with 닫기', async () => {
    const { onClose } = openDialog(cardPage());
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('popup side information', () => {
  it('writes the number as NNN / NNN', () => {
    expect(dialogNumber('6', 165)).toBe('006 / 165');
    expect(dialogNumber('TG05', 30)).toBe('TG05 / 030');
    expect(dialogNumber('12', null)).toBe('012');
    expect(dialogNumber(null, 165)).toBe('');
  });

  it('shows the release date only for a released edition, and for English only with a set name', () => {
    const page = cardPage({ kr: editionRecord({ isAvailable: 0 }) });
    expect(showsRelease(page, 'jp')).toBe(true);
    expect(showsRelease(page, 'kr')).toBe(false);
    expect(showsRelease(page, 'en')).toBe(true);
    expect(showsRelease(cardPage({ en: { ...page.en, set_name: null } }), 'en')).toBe(false);
  });
});

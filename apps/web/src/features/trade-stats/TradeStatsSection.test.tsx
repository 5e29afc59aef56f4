import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TradeStats } from '@carddogam/contract/calls/trade-stats';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { TradeStatsSection } from './TradeStatsSection';
import { OVERSEAS_NOTICE } from './components/OverseasNotice';

// jsdom has no canvas: the chart is replaced by a list of its lines, which is what the tests look at.
vi.mock('react-chartjs-2', () => ({
  Line: ({ data }: { data: { datasets: Array<{ label: string }> } }) => (
    <ul aria-label="chart lines">
      {data.datasets.map((d) => (
        <li key={d.label}>{d.label}</li>
      ))}
    </ul>
  ),
}));

const tiles = (grade: number) => ({ grade, avg: 0, count: 0 });

function stats(overrides: Partial<TradeStats> = {}): TradeStats {
  return {
    ids: ['sv1-1'],
    total: { total_avg: 35_000, total_max: 90_000, total_min: 6_000 },
    posts: { total: 7, registered: 6, finished: 1, registered_price: 40_800, finished_price: 6_000 },
    recent_s: 14_000,
    conditions: { S: 12_000, A: 6_000, B: 0, C_below: 0, graded: 60_000 },
    grades: {
      PSA: [{ grade: 100, avg: 90_000, count: 1 }, ...[95, 90, 85, 80, 75, 70, 65, 60].map(tiles), tiles(55)],
      ETC: [90, 100, 95, 85, 80, 75, 70, 65, 60, 55].map(tiles),
    },
    graded_totals: {
      PSA: { total_avg: 90_000, total_max: 90_000, total_min: 90_000, count: 1 },
      ETC: { total_avg: 0, total_max: 0, total_min: 0, count: 0 },
    },
    overseas_only: false,
    charts: { '120': [], '12': [], '6': [], '3': [], '1': [] },
    recent_posts: [
      {
        id: 7,
        title: '리자몽 ex 팝니다',
        created: '2026-11-20 10:00',
        card_state: 'S급',
        card_price: 10_000,
      },
    ],
    ...overrides,
  };
}

function renderSection(answer: TradeStats) {
  const api = fakeApi({ '/api/card/detail/trade/stats': answer });
  renderWithProviders(
    <MemoryRouter>
      <TradeStatsSection cardId="sv1-1" nation="kr" />
    </MemoryRouter>,
  );
  return api;
}

describe('TradeStatsSection', () => {
  it('shows the single-card summary in won, the recent posts and an empty chart', async () => {
    const api = renderSection(stats());
    expect(await screen.findByText('35,000원')).toBeTruthy();
    expect(screen.getByText('14,000원')).toBeTruthy();
    expect(screen.getByText('6건 · 40,800원')).toBeTruthy();
    const posts = screen.getByRole('region', { name: '최근 카드거래 글' });
    expect(within(posts).getByRole('link').getAttribute('href')).toBe('/trade/post/read?id=7');
    expect(screen.getByText('판매글 없음')).toBeTruthy();
    expect(api.calls[0]!.params).toEqual({ card_id: 'sv1-1', card_nation: 'kr' });
  });

  it('switches to the graded view with PSA and 기타 tiles', async () => {
    renderSection(stats());
    fireEvent.click(await screen.findByText('등급카드 실거래가'));
    expect(screen.getByText('PSA 10')).toBeTruthy();
    expect(screen.getByText('90,000원 (1건)')).toBeTruthy();
    fireEvent.click(screen.getByText('기타'));
    expect(screen.getByText('기타 9')).toBeTruthy();
    expect(screen.queryByText('PSA 10')).toBeNull();
  });

  it('plots the lines of the chosen period', async () => {
    const row = {
      card_date: '2020-01-01',
      card_year: 2020,
      card_month: 1,
      card_week: 0,
      S_price: 0,
      A_price: 0,
      B_price: 0,
      C_below_price: 0,
      graded: {},
    };
    // The cumulative chart has an S price this month; the 1-month chart an A price today.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    renderSection(
      stats({
        charts: {
          '120': [{ ...row, card_date: `${today.slice(0, 7)}-01`, S_price: 10_000 }],
          '12': [],
          '6': [],
          '3': [],
          '1': [{ ...row, card_date: today, A_price: 5_000 }],
        },
      }),
    );
    const lines = await screen.findByRole('list', { name: 'chart lines' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A급']);
    fireEvent.click(screen.getByRole('tab', { name: '누적(월간)' }));
    expect(
      within(screen.getByRole('list', { name: 'chart lines' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['S급']);
  });

  it('dims the summary under the overseas-price notice when only admins priced the card', async () => {
    renderSection(stats({ overseas_only: true }));
    expect(await screen.findByText(OVERSEAS_NOTICE)).toBeTruthy();
  });
});

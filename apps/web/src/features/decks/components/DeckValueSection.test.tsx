import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { collectorValueCalls, type DeckValue } from '@carddogam/contract/calls/collector-value';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { DeckValueSection } from './DeckValueSection';

const value = (condition: string, total: number): DeckValue => ({
  deck_id: 7,
  condition: condition as DeckValue['condition'],
  days: 90,
  as_of: '2026-05-10',
  total,
  priced_cards: 1,
  unpriced_cards: 1,
  lines: [
    {
      card_id: 'a',
      name: '리자몽 ex',
      amount: 3,
      edition: 'en',
      unit_price: 8_000,
      records: 2,
      line_total: 24_000,
    },
    {
      card_id: 'c',
      name: '이상해씨',
      amount: 1,
      edition: null,
      unit_price: null,
      records: 0,
      line_total: null,
    },
  ],
});

describe('덱 가격', { timeout: 20_000 }, () => {
  it('shows the total in 원, the priced edition, the unpriced cards and asks again per condition', async () => {
    const api = fakeApi({
      [collectorValueCalls.deckValue.path]: (p: unknown) => {
        const { condition } = p as { condition: string };
        return value(condition, condition === 'S급' ? 30_000 : 24_000);
      },
    });
    renderWithProviders(
      <MemoryRouter>
        <DeckValueSection deckId={7} />
      </MemoryRouter>,
    );
    const section = await screen.findByRole('region', { name: '덱 가격' });
    await waitFor(() => expect(within(section).getByTestId('deck-value-total').textContent).toBe('24,000원'));
    const table = within(section).getByRole('table', { name: '카드별 가격' });
    expect(table.textContent).toContain('북미판');
    expect(table.textContent).toContain('8,000원');
    expect(within(section).getByText('가격 정보가 없는 카드 1종')).toBeTruthy();
    expect(within(section).getByText('이상해씨 ×1')).toBeTruthy();
    expect(within(section).getByText('계산 방법')).toBeTruthy();

    fireEvent.click(within(section).getByLabelText('카드 상태', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'S급', hidden: true }));
    await waitFor(() => expect(within(section).getByTestId('deck-value-total').textContent).toBe('30,000원'));
    expect(
      api.calls.filter((c) => c.path === collectorValueCalls.deckValue.path).map((c) => c.params),
    ).toEqual([
      { deck_id: 7, condition: '전체' },
      { deck_id: 7, condition: 'S급' },
    ]);
  });

  it('shows the refusal of a private deck', async () => {
    fakeApi({});
    renderWithProviders(
      <MemoryRouter>
        <DeckValueSection deckId={7} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('요청하신 기능을 찾을 수 없습니다.')).toBeTruthy();
  });

  it('keeps each line and its total within a phone’s width: three columns, nothing to scroll sideways', async () => {
    const wide = window.matchMedia;
    // Every media query matches: below the sm breakpoint, as on a phone.
    window.matchMedia = ((query: string) => ({ ...wide(query), matches: true })) as typeof window.matchMedia;
    try {
      fakeApi({ [collectorValueCalls.deckValue.path]: value('전체', 24_000) });
      renderWithProviders(
        <MemoryRouter>
          <DeckValueSection deckId={7} />
        </MemoryRouter>,
      );
      const table = await screen.findByRole('table', { name: '카드별 가격' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['카드', '평균가 × 수량', '합계']);
      const [, line] = within(table).getAllByRole('row');
      expect(
        within(line!)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['리자몽 ex북미판', '8,000원 × 3', '24,000원']);
    } finally {
      window.matchMedia = wide;
    }
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DeckItem } from '@carddogam/contract/calls/decks';
import { MSG } from '@carddogam/contract/messages';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { DeckRecipeSection } from './DeckRecipeSection';

const SECTION = '/api/new/deck/select/search';

const item = (id: number, patch: Partial<DeckItem> = {}): DeckItem => ({
  id,
  title: `리자몽 덱 ${id}`,
  created: '2026-11-23 10:00',
  tag: '리자몽,불꽃',
  regulation_group: '스탠다드',
  season: '2025',
  deck_nation: 'kr',
  pokemon_count: 12,
  trainer_count: 36,
  energy_count: 12,
  view_count: 30,
  like_count: 4,
  copy_count: 2,
  status: '공개',
  rating_avg: 4.5,
  rating_count: 2,
  writer: 'trainer1',
  writer_nickname: '트레이너',
  types: 'Fire',
  energy_counts: [{ type: 'Fire', count: 12 }],
  image_kr: null,
  image_en: null,
  image_jp: null,
  ...patch,
});

function renderSection() {
  const router = createMemoryRouter(
    [{ path: '*', element: <DeckRecipeSection cardId="sv3pt5-6" nation="kr" cardTitle="리자몽 ex" /> }],
    { initialEntries: ['/card/detail?id=sv3pt5-6'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('deck recipe section (§2.15)', () => {
  it('shows the decks with their figures and links 더보기 to the card id search', async () => {
    const api = fakeApi({ [SECTION]: { total: 5, items: [item(3), item(2), item(1)] } });
    renderSection();

    const cards = await screen.findAllByTestId('deck-item');
    expect(cards).toHaveLength(3);
    expect(screen.getByRole('heading', { name: '리자몽 ex 덱 레시피' })).toBeTruthy();
    const first = within(cards[0]!);
    expect(first.getByText('리자몽 덱 3')).toBeTruthy();
    expect(first.getByText('#리자몽 #불꽃')).toBeTruthy();
    expect(first.getByText('포켓몬 12 · 트레이너스 36 · 에너지 12')).toBeTruthy();
    expect(first.getByLabelText('좋아요 4')).toBeTruthy();
    expect(first.getByText('트레이너')).toBeTruthy();
    expect(first.getByRole('link', { name: '리자몽 덱 3' }).getAttribute('href')).toBe('/deck/read?id=3');
    // The writer's nickname opens the user menu (§2.21) without opening the deck.
    expect(first.getByRole('button', { name: '트레이너 메뉴' })).toBeTruthy();
    const more = screen.getByRole('link', { name: '더보기 (5)' });
    expect(more.getAttribute('href')).toBe(
      `/deck/list?${new URLSearchParams({ search_type: '카드 ID', text: 'sv3pt5-6' }).toString()}`,
    );
    expect(api.calls[0]!.params).toMatchObject({
      deck_nation: 'kr',
      keyword: { search_type: '카드 ID', text: 'sv3pt5-6' },
    });
  });

  it('shows only 비공개 for a private deck, and the empty text without decks', async () => {
    fakeApi({ [SECTION]: { total: 1, items: [item(9, { status: '비공개' })] } });
    const { unmount } = renderSection();
    const [card] = await screen.findAllByTestId('deck-item');
    expect(within(card!).getByText('비공개')).toBeTruthy();
    expect(within(card!).queryByText('트레이너')).toBeNull();
    unmount();

    fakeApi({ [SECTION]: { total: 0, items: [] } });
    renderSection();
    expect(await screen.findByText(MSG.decksEmpty)).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DeckCardView } from '@carddogam/contract/calls/decks';
import { renderWithProviders } from '../../../test/render';
import { DeckCardGrid } from './DeckCardGrid';

const card = (patch: Partial<DeckCardView>): DeckCardView => ({
  card_id: 'sv1-198',
  amount: 4,
  supertype: 'Trainer',
  name_en: "Professor's Research",
  name_kr: '박사의 연구',
  name_jp: null,
  basic_energy: false,
  energy_type: null,
  set_code: 'SVI',
  number: '198',
  image_kr: null,
  image_en: null,
  image_jp: null,
  ...patch,
});

describe('the cards of a deck (/deck/read, /deck_capture)', () => {
  it('puts the ×N count on the picture and the name below it, in Korean where there is a Korean name', () => {
    renderWithProviders(
      <DeckCardGrid
        cards={[
          card({}),
          card({
            card_id: 'sve-2',
            amount: 12,
            supertype: 'Energy',
            name_en: 'Basic Fire Energy',
            name_kr: '기본 불꽃 에너지',
            basic_energy: true,
          }),
        ]}
      />,
    );
    for (const [name, amount] of [
      ['박사의 연구', 4],
      ['기본 불꽃 에너지', 12],
    ] as const) {
      const caption = screen.getByText(name, { selector: 'figcaption' });
      const tile = caption.closest('figure') as HTMLElement;
      const picture = within(tile).getByTestId('deck-card-picture');
      // The badge sits over the picture only; the name is outside it, so the two never overlap.
      expect(within(picture).getByLabelText(`${name} ${amount}장`).textContent).toBe(`×${amount}`);
      expect(picture.contains(caption)).toBe(false);
    }
  });
});

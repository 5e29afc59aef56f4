import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { CardsAddedBody, showCardsAddedToast } from './cards-added-toast';
import { renderWithProviders } from '../test/render';

const card = {
  name: '피카츄 ex',
  regulationMark: 'G',
  number: '63',
  printedTotal: 198,
  rarity: 'RR',
  setName: '스칼렛ex',
};

describe('cards-added toast', () => {
  it('shows the regulation mark, padded number, rarity, set and the amount', () => {
    renderWithProviders(<CardsAddedBody card={{ ...card, amount: 4 }} />);

    expect(screen.getByLabelText('레귤레이션 G').textContent).toBe('G');
    expect(screen.getByText('063/198 · RR · 스칼렛ex')).toBeTruthy();
    expect(screen.getByText('4장이 추가되었습니다')).toBeTruthy();
  });

  it('reads an amount of 0 as one card', () => {
    renderWithProviders(<CardsAddedBody card={{ ...card, amount: 0 }} />);
    expect(screen.getByText('1장이 추가되었습니다')).toBeTruthy();
  });

  it('opens as a closable toast at most 288 px wide', async () => {
    renderWithProviders(<p>페이지</p>);
    act(() => {
      showCardsAddedToast({ ...card, amount: 2 });
    });

    const title = await screen.findByText('피카츄 ex');
    const toast = title.closest<HTMLElement>('.mantine-Notification-root')!;
    expect(toast.style.maxWidth).toBe('288px');
    expect(screen.getByText('2장이 추가되었습니다')).toBeTruthy();
    expect(screen.getByRole('button', { name: '닫기' })).toBeTruthy();
    act(() => notifications.clean());
  });
});

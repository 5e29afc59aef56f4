import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { LazyHoverCard } from './LazyHoverCard';

function renderCard() {
  renderWithProviders(<LazyHoverCard openDelay={0} target={<span>카드 그림</span>} dropdown={<p>큰 그림</p>} />);
  return screen.getByText('카드 그림');
}

describe('hover card loaded on the first hover', () => {
  it('opens when a mouse rests on the target', async () => {
    fireEvent.pointerEnter(renderCard(), { pointerType: 'mouse' });
    expect(await screen.findByText('큰 그림')).toBeTruthy();
  });

  it('does not load for a touch, which is not a hover', async () => {
    fireEvent.pointerEnter(renderCard(), { pointerType: 'touch' });
    // Give a wrongly started load the time to arrive before looking.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('큰 그림')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { LazyTooltip } from './LazyTooltip';

function renderButton() {
  renderWithProviders(
    <LazyTooltip label="카드 미리보기" openDelay={0}>
      <button type="button" aria-label="미리보기">
        👁
      </button>
    </LazyTooltip>,
  );
  return screen.getByRole('button', { name: '미리보기' });
}

describe('tooltip loaded on the first hover', () => {
  it('opens when a mouse rests on the target, which stays the same button', async () => {
    fireEvent.pointerEnter(renderButton(), { pointerType: 'mouse' });
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', '카드 미리보기');
    expect(screen.getAllByRole('button', { name: '미리보기' })).toHaveLength(1);
  });

  it('does not load for a touch, which is not a hover', async () => {
    fireEvent.pointerEnter(renderButton(), { pointerType: 'touch' });
    // Give a wrongly started load the time to arrive before looking.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps a pressed button in place when the code arrives, so that its click is not lost', async () => {
    const button = renderButton();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    fireEvent.pointerDown(button, { pointerType: 'mouse' });
    // The code arrives while the button is held down.
    await import('./LoadedTooltip');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: '미리보기' })).toBe(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerUp(button, { pointerType: 'mouse' });
    // Released: the tooltip takes over, open, as the mouse is still on the button.
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', '카드 미리보기');
  });
});

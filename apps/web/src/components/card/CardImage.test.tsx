import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { CardImage } from './CardImage';

const KEY = '0123456789abcdef0123';
const SOURCE = 'https://images.example.com/sv1/1_hires.png';
/** An edition's address once the image job has copied its picture (decision 029). */
const MIRRORED = `/upload/card_en_image/${KEY}-480.webp#${SOURCE}`;
const copy = (width: number) => `/upload/card_en_image/${KEY}-${width}.webp`;

const picture = () => screen.getByRole('img', { name: 'Pikachu' }) as HTMLImageElement;

describe('CardImage', () => {
  it('draws a grid tile from the smallest copy only, with the card shape reserved', () => {
    render(<CardImage src={MIRRORED} name="Pikachu" />);
    const img = picture();
    expect(img.getAttribute('src')).toBe(copy(245));
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.getAttribute('width')).toBe('245');
    expect(img.getAttribute('height')).toBe('342');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('lets the browser choose among the widths on the card page, and loads the main picture first', () => {
    render(<CardImage src={MIRRORED} name="Pikachu" size="detail" sizes="320px" loading="eager" priority />);
    const img = picture();
    expect(img.getAttribute('src')).toBe(copy(480));
    expect(img.getAttribute('srcset')).toBe(`${copy(245)} 245w, ${copy(480)} 480w, ${copy(734)} 734w`);
    expect(img.getAttribute('sizes')).toBe('320px');
    expect(img.getAttribute('width')).toBe('480');
    expect(img.getAttribute('height')).toBe('670');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('offers the two larger widths when zoomed, sized by its width when that is a number', () => {
    render(<CardImage src={MIRRORED} name="Pikachu" size="zoom" width={600} />);
    expect(picture().getAttribute('srcset')).toBe(`${copy(480)} 480w, ${copy(734)} 734w`);
    expect(picture().getAttribute('sizes')).toBe('600px');
  });

  it('falls back to the source when our copy fails, then to the placeholder', () => {
    render(<CardImage src={MIRRORED} name="Pikachu" size="detail" />);
    fireEvent.error(picture());
    expect(picture().getAttribute('src')).toBe(SOURCE);
    expect(picture().hasAttribute('srcset')).toBe(false);

    fireEvent.error(picture());
    expect(screen.queryByRole('img', { name: 'Pikachu' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Pikachu (이미지 없음)' }).textContent).toBe('Pikachu');
  });

  it('shows any other address as it is, and the placeholder when it fails', () => {
    const { rerender } = render(<CardImage src={SOURCE} name="Pikachu" />);
    expect(picture().getAttribute('src')).toBe(SOURCE);
    fireEvent.error(picture());
    expect(screen.getAllByRole('img', { name: 'Pikachu (이미지 없음)' })).toHaveLength(1);

    // Another card in the same place starts afresh.
    rerender(<CardImage src={MIRRORED} name="Pikachu" />);
    expect(picture().getAttribute('src')).toBe(copy(245));
  });

  it('draws the placeholder straight away when there is no picture', () => {
    render(<CardImage src={null} name="Pikachu" />);
    expect(screen.getAllByRole('img', { name: 'Pikachu (이미지 없음)' })).toHaveLength(1);
  });

  it('counts a picture that broke before the script attached as failed (a server-rendered page)', () => {
    // What a browser reports for a picture it has given up on: complete, no size, an address tried.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    vi.spyOn(HTMLImageElement.prototype, 'currentSrc', 'get').mockReturnValue(SOURCE);
    render(<CardImage src={SOURCE} name="Pikachu" />);
    expect(screen.getByRole('img', { name: 'Pikachu (이미지 없음)' })).toBeTruthy();
  });
});

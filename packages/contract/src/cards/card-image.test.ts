import { describe, expect, it } from 'vitest';
import {
  cardImageHeight,
  isMirroredFileName,
  mirroredFileName,
  mirroredImageAddress,
  parseMirroredImage,
} from './card-image';

const KEY = '0123456789abcdef0123';

describe('mirrored card image addresses', () => {
  it('reads every width and the source back from the address pages get', () => {
    const address = mirroredImageAddress(
      `/upload/card_en_image/${mirroredFileName(KEY, 'detail')}`,
      'https://images.example.com/sv1/1_hires.png',
    );
    expect(parseMirroredImage(address)).toEqual({
      sources: {
        thumb: `/upload/card_en_image/${KEY}-245.webp`,
        detail: `/upload/card_en_image/${KEY}-480.webp`,
        zoom: `/upload/card_en_image/${KEY}-734.webp`,
      },
      fallback: 'https://images.example.com/sv1/1_hires.png',
    });
  });

  it('leaves uploads and source addresses alone', () => {
    expect(parseMirroredImage('/upload/card_kr_image/5e0c1a4e-7a3b-4b59-9d7c-2f7a1b8c9d0e.webp')).toBeNull();
    expect(parseMirroredImage('https://images.example.com/sv1/1_hires.png')).toBeNull();
    expect(parseMirroredImage(`/upload/card_en_image/${KEY}-480.webp`)).toBeNull();
  });

  it('knows the files the image job writes from any other upload', () => {
    expect(isMirroredFileName(`${KEY}-245.webp`)).toBe(true);
    expect(isMirroredFileName(`${KEY}-734.webp`)).toBe(true);
    expect(isMirroredFileName(`${KEY}-300.webp`)).toBe(false);
    expect(isMirroredFileName('5e0c1a4e-7a3b-4b59-9d7c-2f7a1b8c9d0e.webp')).toBe(false);
  });

  it('gives heights in the printed card shape', () => {
    expect(cardImageHeight(245)).toBe(342);
    expect(cardImageHeight(63)).toBe(88);
  });
});

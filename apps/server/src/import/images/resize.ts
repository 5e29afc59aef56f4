import sharp from 'sharp';
import { SourceImageError } from './source-image-error';
import {
  CARD_IMAGE_SIZES,
  CARD_IMAGE_WIDTHS,
  type CardImageSize,
} from '@carddogam/contract/cards/card-image';

/** Refuses decompression bombs: a small file that claims a huge canvas. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * One WebP per width of CARD_IMAGE_WIDTHS, without metadata. A source smaller than a width is not
 * enlarged (the file is then narrower than its name says; pages scale it, as they scale every picture
 * into the card frame). A file that does not decode whole is refused.
 */
export async function cardImageWebps(bytes: Buffer): Promise<Record<CardImageSize, Buffer>> {
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const files = await Promise.all(
      CARD_IMAGE_SIZES.map(async (size) => {
        const webp = await source
          .clone()
          .resize({ width: CARD_IMAGE_WIDTHS[size], withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        return [size, webp] as const;
      }),
    );
    return Object.fromEntries(files) as Record<CardImageSize, Buffer>;
  } catch {
    throw new SourceImageError('이미지가 아닙니다');
  }
}

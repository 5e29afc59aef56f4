/**
 * Card pictures mirrored from the catalogue sources (decision 029). The image job keeps each picture in
 * three WebP widths under the edition's upload folder, as `<key>-<width>.webp`; pages then get one
 * address per edition, the same string the lists and records always carried:
 *
 *   /upload/card_en_image/<key>-480.webp#https://source.example/sv1/1_hires.png
 *
 * The part before '#' is our copy in the detail width; the part after is the source's address. Browsers
 * never send what follows '#', so any <img> given the whole value loads our copy, and the card image
 * component reads it to offer the other widths and to fall back to the source when our copy fails.
 */

/** The widths written for every mirrored picture: grid tiles, the card page, the zoomed picture. */
export const CARD_IMAGE_WIDTHS = { thumb: 245, detail: 480, zoom: 734 } as const;
export type CardImageSize = keyof typeof CARD_IMAGE_WIDTHS;
export const CARD_IMAGE_SIZES = Object.keys(CARD_IMAGE_WIDTHS) as CardImageSize[];

/** The height of a width in the printed card's 63:88 shape. */
export const cardImageHeight = (width: number) => Math.round((width * 88) / 63);

/** Length of a mirrored picture's key (hex), the part of its file names before the width. */
export const MIRROR_KEY_LENGTH = 20;

/** The file name of one width of a mirrored picture. */
export const mirroredFileName = (key: string, size: CardImageSize) =>
  `${key}-${CARD_IMAGE_WIDTHS[size]}.webp`;

/** True for a file name the image job writes (and never rewrites), so it can be cached for good. */
export function isMirroredFileName(name: string): boolean {
  const widths = Object.values(CARD_IMAGE_WIDTHS).join('|');
  return new RegExp(`^[0-9a-f]{${MIRROR_KEY_LENGTH}}-(${widths})\\.webp$`).test(name);
}

/** The address pages get for a mirrored edition (see above). */
export function mirroredImageAddress(detailAddress: string, sourceUrl: string): string {
  return `${detailAddress}#${sourceUrl}`;
}

export interface MirroredImage {
  /** Our copy's address in each width. */
  sources: Record<CardImageSize, string>;
  /** The catalogue source's address, shown when our copy cannot be loaded. */
  fallback: string;
}

const MIRRORED_ADDRESS = new RegExp(
  `^([^#]*/[0-9a-f]{${MIRROR_KEY_LENGTH}})-${CARD_IMAGE_WIDTHS.detail}\\.webp#(.+)$`,
);

/** Reads a mirrored edition's address; null for any other address (an upload, a source's own address). */
export function parseMirroredImage(address: string): MirroredImage | null {
  const match = MIRRORED_ADDRESS.exec(address);
  if (!match) return null;
  const [, base, fallback] = match as unknown as [string, string, string];
  const sources = Object.fromEntries(
    CARD_IMAGE_SIZES.map((size) => [size, `${base}-${CARD_IMAGE_WIDTHS[size]}.webp`]),
  ) as Record<CardImageSize, string>;
  return { sources, fallback };
}

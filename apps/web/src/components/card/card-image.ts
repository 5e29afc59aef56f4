import type { Nation } from '@carddogam/contract/constants';

/** The file name that means "no image uploaded" (§2.4). */
export const NO_IMAGE = 'default.png';

/**
 * Where an edition's image is served from (§2.4): an uploaded file under /upload/card_{nation}_image/, or
 * the catalogue source's address kept at import. null when the edition has no image.
 */
export function cardImageSrc(nation: Nation, image: string | null | undefined): string | null {
  const value = image?.trim();
  if (!value || value === NO_IMAGE) return null;
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) return value;
  return `/upload/card_${nation}_image/${encodeURIComponent(value)}`;
}

export interface EditionImages {
  image_kr: string | null;
  image_en: string | null;
  image_jp: string | null;
}

/** The image shown for a card in lists (§2.16): Korean, then English, then Japanese; null for none. */
export function preferredImage(row: EditionImages): { nation: Nation; src: string } | null {
  for (const nation of ['kr', 'en', 'jp'] as const) {
    const src = cardImageSrc(nation, row[`image_${nation}`]);
    if (src) return { nation, src };
  }
  return null;
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { LRUCache } from 'lru-cache';
import { parseMirroredImage } from '@carddogam/contract/cards/card-image';

/**
 * Card pictures for the capture images, read from the local files only: the mirror's copies (decision
 * 029) and staff uploads, both under DATA_DIR/upload. A card without a local file draws as a plain box;
 * nothing is fetched from another host while a picture is drawn.
 */

/**
 * The local file behind a card's picture address, or null when it has none: a mirrored address names its
 * copies (the smallest width is plenty here), an /upload/ address is a file itself.
 */
export function localImageFile(uploadDir: string, address: string | null): string | null {
  if (!address) return null;
  const mirrored = parseMirroredImage(address);
  const local = mirrored ? mirrored.sources.thumb : address.split(/[#?]/)[0]!;
  if (!local.startsWith('/upload/')) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(local.slice('/upload/'.length));
  } catch {
    // A malformed %-escape names no file.
    return null;
  }
  const file = path.resolve(uploadDir, relative);
  // An address that climbs out of the upload folder ('..') is not a card picture.
  return file.startsWith(path.resolve(uploadDir) + path.sep) ? file : null;
}

/** Downscaled pictures as data URIs, by file and width; a card drawn again costs nothing. */
const cache = new LRUCache<string, string>({ max: 500 });

/** The picture downscaled to `width` as a PNG data URI, or null when there is no readable local file. */
export async function cardImageData(
  uploadDir: string,
  address: string | null,
  width: number,
): Promise<string | null> {
  const file = localImageFile(uploadDir, address);
  if (!file) return null;
  const key = `${width}:${file}`;
  const cached = cache.get(key);
  if (cached) return cached;
  try {
    const png = await sharp(await readFile(file))
      .resize({ width, withoutEnlargement: true })
      .png()
      .toBuffer();
    const data = `data:image/png;base64,${png.toString('base64')}`;
    cache.set(key, data);
    return data;
  } catch {
    // A missing or broken file draws as the placeholder, like a card that was never mirrored.
    return null;
  }
}

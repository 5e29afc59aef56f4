import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MSG } from '@carddogam/contract/messages';
import { AppError, badRequest } from '../errors';

/**
 * Member image uploads (trade posts now, card image reports later). The file is never trusted: its size is
 * capped, its first bytes must be those of a JPEG, PNG, GIF or WebP, and it is decoded and re-encoded as
 * WebP, which drops EXIF (GPS positions from phones), ICC and any bytes hidden after the picture. Only the
 * re-encoded file is stored, under DATA_DIR/upload/<folder>, with a random name.
 */

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Larger pictures are shrunk to fit; a post needs no more, and it bounds the stored size. */
const MAX_SIDE = 1600;
/** Refuses decompression bombs: a small file that claims a huge canvas. */
const MAX_INPUT_PIXELS = 50_000_000;

const SIGNATURES: Array<(b: Buffer) => boolean> = [
  (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
];

/** True when the bytes start like one of the accepted image formats. */
export function looksLikeImage(bytes: Buffer): boolean {
  return bytes.length >= 12 && SIGNATURES.some((matches) => matches(bytes));
}

/** Decodes and re-encodes an image as WebP without metadata; a file that does not decode is refused. */
export async function reencodeImage(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw badRequest(MSG.imageFileMissing, 'IMAGE_MISSING');
  if (bytes.length > IMAGE_MAX_BYTES) throw new AppError(413, 'IMAGE_TOO_LARGE', MSG.imageTooLarge);
  if (!looksLikeImage(bytes)) throw badRequest(MSG.imageNotImage, 'NOT_AN_IMAGE');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // applies the EXIF orientation before the EXIF is dropped
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(MSG.imageNotImage, 'NOT_AN_IMAGE');
  }
}

/**
 * Stores an uploaded image under DATA_DIR/upload/<folder> and answers its public address
 * ('/upload/<folder>/<uuid>.webp'). Written to a temporary name first so a reader never sees half a file.
 */
export async function storeImage(dataDir: string, folder: string, bytes: Buffer): Promise<string> {
  const webp = await reencodeImage(bytes);
  const dir = path.join(dataDir, 'upload', folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.webp`;
  const temp = path.join(dir, `.${name}.tmp`);
  await writeFile(temp, webp);
  await rename(temp, path.join(dir, name));
  return `/upload/${folder}/${name}`;
}

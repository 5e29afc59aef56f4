import path from 'node:path';
import { unzipSync } from 'fflate';
import { IMAGE_MATCH_LIMITS as LIMITS, IMAGE_MATCH_MSG as M } from '@carddogam/contract/calls/image-match';
import { AppError, badRequest } from '../errors';

/**
 * The files of an image-matching upload and what their names say. A batch is many image files or one
 * .zip; a file that cannot be used becomes a row with its own message, never a refusal of the batch.
 */

export interface UploadedFile {
  name: string;
  bytes: Buffer | null;
  /** Set when the file is refused before it is looked at (too large in a zip). */
  error?: string;
}

const isZip = (name: string) => name.toLowerCase().endsWith('.zip');
/** Folders, macOS resource forks and hidden files that zip tools add. */
const isClutter = (name: string) =>
  name.endsWith('/') || name.startsWith('__MACOSX/') || path.posix.basename(name).startsWith('.');

/** The entries of a zip, each read only when its stated size is within the limit (no zip bombs). */
export function readZip(bytes: Buffer): UploadedFile[] {
  if (bytes.length > LIMITS.zipBytes) throw new AppError(413, 'IMAGE_TOO_LARGE', M.zipTooLarge);
  const refused: UploadedFile[] = [];
  let entries = 0;
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(bytes, {
      filter: (file) => {
        if (isClutter(file.name)) return false;
        entries += 1;
        if (entries > LIMITS.files) throw badRequest(M.tooManyFiles, 'IMAGE_BATCH_INVALID');
        if (file.originalSize > LIMITS.fileBytes || (file.compression !== 0 && file.compression !== 8)) {
          refused.push({
            name: path.posix.basename(file.name),
            bytes: null,
            error: file.originalSize > LIMITS.fileBytes ? M.fileTooLarge : M.notImage,
          });
          return false;
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(M.zipBroken, 'IMAGE_BATCH_INVALID');
  }
  const read = Object.entries(unzipped).map(([name, data]) => ({
    name: path.posix.basename(name),
    bytes: Buffer.from(data),
  }));
  return [...read, ...refused];
}

/** The batch's files: the zip's entries, or the files as sent; over-large files get their message. */
export function batchFiles(files: Array<{ name: string; bytes: Buffer }>): UploadedFile[] {
  if (files.length === 0) throw badRequest(M.noFiles, 'IMAGE_MISSING');
  const zips = files.filter((f) => isZip(f.name));
  if (zips.length > 0) {
    if (files.length > 1) throw badRequest(M.oneZip, 'IMAGE_BATCH_INVALID');
    return readZip(zips[0]!.bytes);
  }
  if (files.length > LIMITS.files) throw badRequest(M.tooManyFiles, 'IMAGE_BATCH_INVALID');
  return files.map((f) =>
    f.bytes.length > LIMITS.fileBytes ? { name: f.name, bytes: null, error: M.fileTooLarge } : f,
  );
}

export interface NameCandidates {
  /** The whole name as a card id or a print's source id ('sv3pt5-6', 'jp-SV2a-006', 'SV2a-006'). */
  ids: string[];
  /** A set code and number read from the name ('SV2a_006', 'SV2a-6'). */
  setNumber: { setId: string; number: string; sourceIds: string[] } | null;
}

/** What a file name can mean; the extension and surrounding blanks do not count. */
export function nameCandidates(fileName: string): NameCandidates {
  const base = path.posix
    .basename(fileName)
    .replace(/\.[A-Za-z0-9]{2,5}$/, '')
    .trim();
  const parts = /^(.+?)[_\-\s]+0*(\d+[A-Za-z]?)$/.exec(base);
  if (!parts) return { ids: [base], setNumber: null };
  const [, setId, number] = parts as unknown as [string, string, string];
  const digits = /^\d+/.exec(number)![0];
  const padded = digits.padStart(3, '0') + number.slice(digits.length);
  return {
    ids: [base],
    setNumber: { setId, number, sourceIds: [...new Set([`${setId}-${padded}`, `${setId}-${number}`])] },
  };
}

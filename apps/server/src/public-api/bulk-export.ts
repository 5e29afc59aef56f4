import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CardPage } from '@carddogam/contract/calls/card-page';
import { BULK_EXPORTS_KEPT } from '@carddogam/contract/public-api/limits';
import { PUBLIC_API_MSG } from '@carddogam/contract/public-api/messages';
import { koreanToday } from '@carddogam/contract/trade/chart';
import type { DbOrTx } from '../db/client';
import { loadCardPage } from '../services/card-page';
import { matches, PublicApiError } from './answers';
import { presentPublicCard } from './presenters';
import { cardIdsAfter, editionLinks } from './queries';

/**
 * The nightly bulk export of the public API: DATA_DIR/export/cards-YYYY-MM-DD.jsonl.gz, one card per
 * line, each line the object GET /v1/cards/{id} answers (the same presenter). The catalogue is read a page
 * of ids at a time and streamed through gzip into a temporary file that is renamed into place at the end,
 * so a download never sees half a file; a small cards-YYYY-MM-DD.json beside it, renamed in after the
 * file, holds what GET /v1/bulk tells (count, size, sha256). The last BULK_EXPORTS_KEPT exports stay.
 */

/** Card ids read per query: small enough to keep memory flat, large enough to keep queries few. */
const ID_PAGE = 200;
const FILE_NAME = /^cards-(\d{4}-\d{2}-\d{2})\.(jsonl\.gz|json)$/;

export interface ExportInfo {
  date: string;
  card_count: number;
  bytes: number;
  sha256: string;
}

export interface ExportSource {
  db: DbOrTx;
  dataDir: string;
  /** The site's address without a trailing slash, as the API's answers carry it. */
  siteUrl: string;
}

export const exportDir = (dataDir: string) => path.join(dataDir, 'export');
const fileOf = (dataDir: string, date: string) => path.join(exportDir(dataDir), `cards-${date}.jsonl.gz`);
const infoOf = (dataDir: string, date: string) => path.join(exportDir(dataDir), `cards-${date}.json`);

/** Every card's line, in id order; `counted` hears of each line written. */
async function* cardLines(source: ExportSource, counted: () => void): AsyncGenerator<string> {
  let after = '';
  for (;;) {
    const ids = await cardIdsAfter(source.db, after, ID_PAGE);
    if (ids.length === 0) return;
    for (const id of ids) {
      const loaded = await loadCardPage(source.db, id);
      if (!loaded || loaded.deleted) continue;
      // Through JSON as the card page cache hands it to GET /v1/cards/{id}, so both give the same object.
      const page = JSON.parse(JSON.stringify(loaded)) as CardPage;
      const card = presentPublicCard(source.siteUrl, page, await editionLinks(source.db, id));
      counted();
      yield `${JSON.stringify(card)}\n`;
    }
    after = ids[ids.length - 1]!;
  }
}

/** Writes today's export (Korean date), replacing one of the same day, and prunes the oldest. */
export async function writeCardExport(source: ExportSource, now: Date = new Date()): Promise<ExportInfo> {
  const date = koreanToday(now);
  const dir = exportDir(source.dataDir);
  await mkdir(dir, { recursive: true });
  // Hidden and unique: several processes may export at once, and a listing never takes it for an export.
  const temp = path.join(dir, `.cards-${date}-${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  const hash = createHash('sha256');
  let bytes = 0;
  let cardCount = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(
      Readable.from(cardLines(source, () => (cardCount += 1))),
      createGzip({ level: 9 }),
      measure,
      createWriteStream(temp),
    );
    const info: ExportInfo = { date, card_count: cardCount, bytes, sha256: hash.digest('hex') };
    await rename(temp, fileOf(source.dataDir, date));
    const infoTemp = `${temp}.json`;
    await writeFile(infoTemp, JSON.stringify(info));
    await rename(infoTemp, infoOf(source.dataDir, date));
    await pruneExports(source.dataDir);
    return info;
  } catch (err) {
    await unlink(temp).catch(() => undefined);
    throw err;
  }
}

/** Dates with an export, newest first (a date counts once its info file is there). */
async function exportDates(dataDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(exportDir(dataDir));
  } catch {
    return [];
  }
  const dates = names.flatMap((name) => {
    const m = FILE_NAME.exec(name);
    return m && m[2] === 'json' ? [m[1]!] : [];
  });
  return dates.sort().reverse();
}

async function pruneExports(dataDir: string): Promise<void> {
  const kept = new Set((await exportDates(dataDir)).slice(0, BULK_EXPORTS_KEPT));
  for (const name of await readdir(exportDir(dataDir))) {
    const m = FILE_NAME.exec(name);
    if (m && !kept.has(m[1]!)) await unlink(path.join(exportDir(dataDir), name)).catch(() => undefined);
  }
}

/** The newest export, or null when none has been made. */
export async function latestExport(dataDir: string): Promise<ExportInfo | null> {
  const [date] = await exportDates(dataDir);
  if (!date) return null;
  try {
    return JSON.parse(await readFile(infoOf(dataDir, date), 'utf8')) as ExportInfo;
  } catch {
    return null;
  }
}

/**
 * The daily job: writes today's export unless one exists, so that start-up (when the daily jobs first
 * run) makes one only when there is none for today, and a restart does not read the catalogue again.
 * Answers the number of cards written.
 */
export async function exportCardsIfDue(source: ExportSource, now: Date = new Date()): Promise<number> {
  const latest = await latestExport(source.dataDir);
  if (latest?.date === koreanToday(now)) return 0;
  return (await writeCardExport(source, now)).card_count;
}

const missing = () => new PublicApiError(404, 'EXPORT_NOT_FOUND', PUBLIC_API_MSG.bulkMissing);

/** GET /v1/bulk/cards.jsonl.gz: the newest file, its sha256 as the ETag, cacheable for a day. */
export async function sendBulkFile(
  dataDir: string,
  req: FastifyRequest,
  reply: FastifyReply,
  maxAgeSeconds: number,
): Promise<FastifyReply> {
  const info = await latestExport(dataDir);
  if (!info) throw missing();
  const etag = `"${info.sha256}"`;
  reply.header('Cache-Control', `public, max-age=${maxAgeSeconds}`).header('ETag', etag);
  if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
  // Opened before the headers go out: a file pruned a moment ago is still a clean 404.
  const file = await open(fileOf(dataDir, info.date)).catch(() => {
    throw missing();
  });
  return reply
    .type('application/gzip')
    .header('Content-Length', info.bytes)
    .header('Content-Disposition', `attachment; filename="cards-${info.date}.jsonl.gz"`)
    .send(file.createReadStream());
}

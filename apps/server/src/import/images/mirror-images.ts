import { createHash } from 'node:crypto';
import {
  CARD_IMAGE_SIZES,
  MIRROR_KEY_LENGTH,
  mirroredFileName,
  mirroredImageAddress,
} from '@carddogam/contract/cards/card-image';
import type { Nation } from '@carddogam/contract/constants';
import type { Db } from '../../db/client';
import {
  listEditionImageSources,
  recordMirrors,
  type EditionImageSource,
  type MirrorRecord,
} from '../../repositories/card-image-mirror';
import { refreshCardSearch } from '../../repositories/card-search';
import { cardImageFolder } from '../../services/card-image-edit';
import { runBounded } from './bounded-pool';
import type { ImageStore } from './image-store';
import { cardImageWebps } from './resize';
import { SourceImageError } from './source-image-error';

export interface MirrorProgress {
  done: number;
  total: number;
  label?: string;
}

export interface MirrorFailure {
  cardId: string;
  nation: Nation;
  url: string;
  reason: string;
}

export interface MirrorSummary {
  /** Editions that show a catalogue picture. */
  total: number;
  /** Already copied and recorded: nothing to do. */
  kept: number;
  /** Fetched and written in this run. */
  fetched: number;
  /** Files already in the store from an earlier, interrupted run: recorded without fetching. */
  resumed: number;
  failed: MirrorFailure[];
  seconds: number;
}

export interface MirrorOptions {
  store: ImageStore;
  /** Fetches one source picture (source-fetch.ts, which also keeps the polite rate). */
  fetchImage: (url: string) => Promise<Buffer>;
  /** Pictures in progress at once. */
  concurrency: number;
  onProgress?: (progress: MirrorProgress) => void;
}

/** Records are written, and the search rows refreshed, this many at a time. */
const RECORD_BATCH = 50;

/**
 * The key of a source address: the mirrored files are named after it, so an interrupted run finds what it
 * already wrote without asking the host again, and a file's bytes never change once written.
 */
export const mirrorKey = (sourceUrl: string) =>
  createHash('sha256').update(sourceUrl).digest('hex').slice(0, MIRROR_KEY_LENGTH);

/**
 * Copies every edition's catalogue picture into the store as WebP in the widths pages use, and records
 * which editions are copied so lists and records show our address (decision 029). Re-runnable: an edition
 * already copied costs a few file checks, one whose files an interrupted run left is only recorded, and
 * a failed picture is counted and tried again next run.
 */
export async function mirrorCardImages(db: Db, options: MirrorOptions): Promise<MirrorSummary> {
  const started = performance.now();
  const sources = await listEditionImageSources(db);
  const summary: MirrorSummary = {
    total: sources.length,
    kept: 0,
    fetched: 0,
    resumed: 0,
    failed: [],
    seconds: 0,
  };
  const progress = options.onProgress ?? (() => undefined);
  let done = 0;
  progress({ done, total: sources.length });

  let pending: MirrorRecord[] = [];
  let writing = Promise.resolve();
  const flush = () => {
    const batch = pending;
    pending = [];
    writing = writing.then(() =>
      db.transaction(async (tx) => {
        await recordMirrors(tx, batch);
        await refreshCardSearch(tx, [...new Set(batch.map((r) => r.cardId))]);
      }),
    );
    return writing;
  };

  await runBounded(sources, options.concurrency, async (source) => {
    const outcome = await mirrorOne(source, options);
    if (outcome.kind === 'failed') {
      summary.failed.push({
        cardId: source.cardId,
        nation: source.nation,
        url: source.imageUrl,
        reason: outcome.reason,
      });
    } else if (outcome.kind === 'kept') {
      summary.kept += 1;
    } else {
      summary[outcome.kind] += 1;
      pending.push({
        cardId: source.cardId,
        nation: source.nation,
        sourceUrl: source.imageUrl,
        address: outcome.address,
      });
      if (pending.length >= RECORD_BATCH) await flush();
    }
    progress({ done: ++done, total: sources.length, label: `${source.nation} ${source.cardId}` });
  });
  await flush();

  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

type Outcome =
  { kind: 'kept' } | { kind: 'fetched' | 'resumed'; address: string } | { kind: 'failed'; reason: string };

async function mirrorOne(source: EditionImageSource, { store, fetchImage }: MirrorOptions): Promise<Outcome> {
  const folder = cardImageFolder(source.nation);
  const key = mirrorKey(source.imageUrl);
  const address = mirroredImageAddress(
    store.address(folder, mirroredFileName(key, 'detail')),
    source.imageUrl,
  );
  const stored = await Promise.all(
    CARD_IMAGE_SIZES.map((size) => store.has(folder, mirroredFileName(key, size))),
  );
  if (stored.every(Boolean)) {
    return source.mirroredFrom === source.imageUrl ? { kind: 'kept' } : { kind: 'resumed', address };
  }
  let files: Awaited<ReturnType<typeof cardImageWebps>>;
  try {
    files = await cardImageWebps(await fetchImage(source.imageUrl));
  } catch (err) {
    if (err instanceof SourceImageError) return { kind: 'failed', reason: err.message };
    throw err;
  }
  for (const size of CARD_IMAGE_SIZES) await store.put(folder, mirroredFileName(key, size), files[size]);
  return { kind: 'fetched', address };
}

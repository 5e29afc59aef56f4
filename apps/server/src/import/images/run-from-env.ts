import path from 'node:path';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { FileImageStore } from './image-store';
import { mirrorCardImages, type MirrorOptions, type MirrorSummary } from './mirror-images';
import { createSourceFetcher, DEFAULT_FETCH_OPTIONS, parseSourceRewrite } from './source-fetch';

export interface MirrorRunOptions {
  concurrency?: number;
  ratePerSecond?: number;
  onProgress?: MirrorOptions['onProgress'];
}

export const DEFAULT_CONCURRENCY = 4;

/**
 * The image job as the server and the import commands run it: files under DATA_DIR/upload, the polite
 * fetcher, CARD_IMAGE_SOURCE_REWRITE applied. An S3-compatible store would be chosen here.
 */
export function mirrorImagesFromEnv(
  db: Db,
  env: Env,
  options: MirrorRunOptions = {},
): Promise<MirrorSummary> {
  const fetchImage = createSourceFetcher({
    ...DEFAULT_FETCH_OPTIONS,
    ratePerSecond: options.ratePerSecond ?? DEFAULT_FETCH_OPTIONS.ratePerSecond,
    userAgent: `${DEFAULT_FETCH_OPTIONS.userAgent} (+${env.SITE_URL})`,
    rewrite: parseSourceRewrite(env.CARD_IMAGE_SOURCE_REWRITE),
  });
  return mirrorCardImages(db, {
    store: new FileImageStore(path.join(env.dataDir, 'upload')),
    fetchImage,
    concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
    onProgress: options.onProgress,
  });
}

/** The summary's lines for the operator. */
export function mirrorSummaryLines(summary: MirrorSummary): string[] {
  const lines = [
    `카드 이미지: ${summary.total}장 중 새로 받음 ${summary.fetched}, 이어서 기록 ${summary.resumed}, ` +
      `이미 있음 ${summary.kept}, 실패 ${summary.failed.length} (${summary.seconds.toFixed(1)}초)`,
  ];
  for (const f of summary.failed.slice(0, 20))
    lines.push(`  - ${f.nation} ${f.cardId}: ${f.reason} (${f.url})`);
  if (summary.failed.length > 20)
    lines.push(`  … 외 ${summary.failed.length - 20}건 (다음 실행 때 다시 받습니다)`);
  return lines;
}

import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { loadEnv } from '../../env';
import { openConfiguredDatabase } from '../../db/open-configured';
import { DEFAULT_CONCURRENCY, mirrorImagesFromEnv, mirrorSummaryLines } from './run-from-env';
import { DEFAULT_FETCH_OPTIONS } from './source-fetch';

/**
 * `npm run import:images -- [--concurrency 4] [--rate 8]`: copies the catalogue's card pictures into
 * DATA_DIR/upload (decision 029). Safe to stop and run again: it goes on where it stopped.
 */

const positive = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name}: 양수를 입력해주세요.`);
  return n;
};

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { concurrency: { type: 'string' }, rate: { type: 'string' } } });
  const concurrency = Math.round(positive(values.concurrency, DEFAULT_CONCURRENCY, 'concurrency'));
  const ratePerSecond = positive(values.rate, DEFAULT_FETCH_OPTIONS.ratePerSecond, 'rate');
  const env = loadEnv();
  const database = await openConfiguredDatabase(env);
  try {
    const bar = new cliProgress.SingleBar(
      { format: '카드 이미지 [{bar}] {value}/{total} {label}', hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    bar.start(0, 0, { label: '' });
    const summary = await mirrorImagesFromEnv(database.db, env, {
      concurrency,
      ratePerSecond,
      onProgress: (p) => {
        bar.setTotal(p.total);
        bar.update(p.done, { label: p.label ?? '' });
      },
    });
    bar.stop();
    console.log(mirrorSummaryLines(summary).join('\n'));
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

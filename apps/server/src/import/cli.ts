import { parseArgs } from 'node:util';
import Table from 'cli-table3';
import { loadEnv } from '../env';
import { openConfiguredDatabase } from '../db/open-configured';
import { importProgressBar } from './progress-bar';
import { importCatalogue, type ImportSummary } from './run-import';
import { resolveSource } from './sources';
import { mirrorImagesFromEnv, mirrorSummaryLines } from './images/run-from-env';

/** `npm run import -- [--from PATH]`: imports or refreshes the card catalogue and prints a summary. */

export function summaryTable(summary: ImportSummary): string {
  const table = new Table({
    head: ['판', '읽음', '추가', '변경', '그대로', '운영진 수정 보존', '영문 카드에 연결', '별도 카드'],
  });
  for (const nation of ['en', 'jp', 'kr'] as const) {
    const e = summary.editions[nation];
    table.push([nation, e.read, e.inserted, e.updated, e.unchanged, e.keptStaffEdits, e.linked, e.ownCards]);
  }
  const lines = [
    `출처: ${summary.source.kind} (${summary.source.dir})`,
    summary.firstLoad ? '빈 카드 표에 한 번에 적재했습니다.' : '세트마다 바뀐 카드만 적었습니다.',
    table.toString(),
    `미확정 한글 이름 제안: ${summary.suggestions.total}장 (이번에 바뀜 ${summary.suggestions.changed})`,
    `건너뛴 레코드: ${summary.skipped.length}`,
  ];
  for (const s of summary.skipped.slice(0, 20)) {
    lines.push(`  - ${s.file}:${s.line}${s.id ? ` (${s.id})` : ''} ${s.reason}`);
  }
  if (summary.skipped.length > 20) lines.push(`  … 외 ${summary.skipped.length - 20}건`);
  lines.push(`걸린 시간: ${summary.seconds.toFixed(1)}초`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  const env = loadEnv();
  const database = await openConfiguredDatabase(env);
  try {
    const source = await resolveSource({
      from: values.from,
      cardDataDir: env.CARD_DATA_DIR,
      dataDir: env.dataDir,
      log: (m) => console.warn(m),
    });
    const bar = importProgressBar();
    const summary = await importCatalogue(database.db, source, { onProgress: bar.update }).finally(bar.stop);
    console.log(summaryTable(summary));
    if (env.CARD_IMAGE_MIRROR)
      console.log(mirrorSummaryLines(await mirrorImagesFromEnv(database.db, env)).join('\n'));
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import Table from 'cli-table3';
import { loadEnv } from '../env';
import { migrateDatabase, openDatabase } from '../db/client';
import { importCatalogue, type ImportProgress, type ImportSummary } from './run-import';
import { resolveSource } from './sources';

/** `npm run import -- [--from PATH]`: imports or refreshes the card catalogue and prints a summary. */

const PHASE_LABEL: Record<ImportProgress['phase'], string> = {
  read: '읽는 중',
  reference: '기준 목록',
  en: '북미판',
  jp: '일본판',
  kr: '국내판',
};

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
  const database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: path.join(env.dataDir, 'db'),
    poolSize: env.DATABASE_POOL_SIZE,
  });
  try {
    await migrateDatabase(database);
    const source = await resolveSource({
      from: values.from,
      cardDataDir: env.CARD_DATA_DIR,
      dataDir: env.dataDir,
      log: (m) => console.warn(m),
    });
    const bar = new cliProgress.SingleBar(
      { format: '{phase} [{bar}] {value}/{total} {label}', hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    let phase: ImportProgress['phase'] | null = null;
    const summary = await importCatalogue(database.db, source, {
      onProgress: (p) => {
        if (p.phase !== phase) {
          if (phase) bar.stop();
          phase = p.phase;
          bar.start(p.total, p.done, { phase: PHASE_LABEL[p.phase], label: '' });
        }
        bar.update(p.done, { label: p.label ?? '' });
      },
    });
    bar.stop();
    console.log(summaryTable(summary));
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

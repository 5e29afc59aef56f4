import { sql } from 'drizzle-orm';
import Table from 'cli-table3';
import { queryRows } from '../apps/server/src/db/client';
import { importCatalogue } from '../apps/server/src/import/run-import';
import { resolveSource } from '../apps/server/src/import/sources';
import { freshPglite, freshPostgres, postgresAnswers, type BenchDatabase } from './lib/databases';

/**
 * Full catalogue import on PGlite and on PostgreSQL, side by side in one run: the first import into an
 * empty database, then the second (idempotent, nothing to write), and the catalogue counts per edition.
 *   npx tsx bench/import.ts [--from PATH]
 */

const fromIndex = process.argv.indexOf('--from');
const source = await resolveSource({
  from: fromIndex > 0 ? process.argv[fromIndex + 1] : undefined,
  cardDataDir: process.env.CARD_DATA_DIR,
  dataDir: 'data',
  allowDownload: false,
});
console.log(`source: ${source.kind} ${source.dir}`);

const results = new Table({
  head: [
    'database',
    'first import (s)',
    'second import (s)',
    'card_en',
    'card_jp',
    'card_kr',
    'suggestions',
    'skipped',
  ],
});

async function run(open: () => Promise<BenchDatabase>): Promise<void> {
  const database = await open();
  try {
    const first = await importCatalogue(database.db, source);
    const second = await importCatalogue(database.db, source);
    const writes = (['en', 'jp', 'kr'] as const).reduce(
      (n, e) => n + second.editions[e].inserted + second.editions[e].updated,
      0,
    );
    if (writes > 0) throw new Error(`second import wrote ${writes} records; it should write none`);
    const [counts] = await queryRows<Record<string, number>>(
      database.db,
      sql`select (select count(*) from card_en)::int as en, (select count(*) from card_jp)::int as jp,
                 (select count(*) from card_kr)::int as kr,
                 (select count(*) from card_kr_name_suggestion)::int as suggestions`,
    );
    results.push([
      database.label,
      first.seconds.toFixed(1),
      second.seconds.toFixed(1),
      counts!.en!,
      counts!.jp!,
      counts!.kr!,
      counts!.suggestions!,
      first.skipped.length,
    ]);
    console.log(
      `${database.label}: en read ${first.editions.en.read}, jp read ${first.editions.jp.read} (linked ${first.editions.jp.linked}), kr read ${first.editions.kr.read} (linked ${first.editions.kr.linked})`,
    );
  } finally {
    await database.destroy();
  }
}

await run(freshPglite);
if (await postgresAnswers()) await run(() => freshPostgres(5));
else console.log('PostgreSQL does not answer; PGlite only.');
console.log(results.toString());

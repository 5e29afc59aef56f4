import { sql } from 'drizzle-orm';
import Table from 'cli-table3';
import { cardSearchQuery } from '@carddogam/contract/public-api/params';
import { openDatabase, queryRows } from '../apps/server/src/db/client';
import { publicSearchKeyword } from '../apps/server/src/public-api/handlers';
import { searchPageQuery } from '../apps/server/src/public-api/queries';
import { benchPostgresUrl, prepareCatalogue } from './lib/catalogue-db';
import { publicSearchQueries } from './lib/public-api-searches';

/**
 * What each search of GET /v1/cards costs the database, one at a time: EXPLAIN ANALYZE of the server's
 * own statement (planned with its values, as the server runs it) for the 672 searches of
 * bench/public-api.ts, on the PostgreSQL bench catalogue. Prints the mean planning and execution time,
 * how much of the execution the slowest searches take, and those searches with the node that reads the
 * table, so a search that walks or sorts far more rows than its page shows up by name.
 *   npx tsx bench/public-api-plans.ts [--top 20]
 */
const topIndex = process.argv.indexOf('--top');
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 20;

await prepareCatalogue('postgres');
const database = await openDatabase({ url: benchPostgresUrl(), poolSize: 1 });
interface Measured {
  query: string;
  planning: number;
  execution: number;
  reads: string;
}
async function measure(query: string): Promise<Measured> {
  const q = cardSearchQuery.parse(Object.fromEntries(new URLSearchParams(query)));
  const statement = searchPageQuery(publicSearchKeyword(q), null, q.limit);
  const rows = await queryRows<{ 'QUERY PLAN': string }>(
    database.db,
    sql`explain (analyze, timing off, summary) ${statement}`,
  );
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  const number = (label: string) => Number(new RegExp(`${label}: ([\\d.]+) ms`).exec(plan)?.[1] ?? NaN);
  const reads = /->\s+((?:Bitmap Heap|Index Only|Index|Seq) Scan(?: using \w+)? on card_search)/.exec(plan);
  return {
    query,
    planning: number('Planning Time'),
    execution: number('Execution Time'),
    reads: reads?.[1] ?? '',
  };
}

try {
  const queries = publicSearchQueries();
  for (const query of queries) await measure(query); // warm: caches of the catalogue and the planner
  const measured: Measured[] = [];
  for (const query of queries) measured.push(await measure(query));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const execution = sum(measured.map((m) => m.execution));
  measured.sort((a, b) => b.execution - a.execution);
  console.log(
    `${queries.length} searches, mean planning ${(sum(measured.map((m) => m.planning)) / queries.length).toFixed(3)} ms, ` +
      `execution ${(execution / queries.length).toFixed(3)} ms; the slowest 10 / 30 / 100 take ` +
      [10, 30, 100]
        .map((n) => `${Math.round((sum(measured.slice(0, n).map((m) => m.execution)) / execution) * 100)} %`)
        .join(' / ') +
      ' of the execution time',
  );
  const table = new Table({ head: ['search', 'execution ms', 'planning ms', 'reads the table by'] });
  for (const m of measured.slice(0, top))
    table.push([decodeURIComponent(m.query), m.execution.toFixed(2), m.planning.toFixed(2), m.reads]);
  console.log(table.toString());
} finally {
  await database.close();
}

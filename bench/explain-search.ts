import { sql } from 'drizzle-orm';
import { searchKeyword } from '@carddogam/contract/calls/search';
import { openDatabase, queryRows } from '../apps/server/src/db/client';
import { searchQuery } from '../apps/server/src/repositories/card-list';
import { benchPostgresUrl } from './lib/catalogue-db';
import { SEARCH_CASES } from './lib/search-cases';

/**
 * Prints EXPLAIN ANALYZE of the benchmark searches on the PostgreSQL bench catalogue (bench/search.ts
 * prepares it), for docs/search-query-plans.md.
 *   npx tsx bench/explain-search.ts
 */
const database = await openDatabase({ url: benchPostgresUrl(), poolSize: 1 });
for (const [name, path, params] of SEARCH_CASES) {
  const nation = path.split('/').pop() as 'kr' | 'en' | 'jp';
  const keyword = searchKeyword.parse((params as { keyword: unknown }).keyword);
  const rows = await queryRows<{ 'QUERY PLAN': string }>(
    database.db,
    sql`explain (analyze, costs off, timing off) ${searchQuery(nation, keyword)}`,
  );
  console.log(`### ${name}\n\n\`\`\`\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\`\n`);
}
await database.close();

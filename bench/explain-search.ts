import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { searchKeyword } from '@carddogam/contract/calls/search';
import { openDatabase, queryRows } from '../apps/server/src/db/client';
import { searchQuery } from '../apps/server/src/repositories/card-list';
import { hpRangeIsSelective } from '../apps/server/src/repositories/hp-shares';
import { benchPostgresUrl } from './lib/catalogue-db';
import { SEARCH_CASES } from './lib/search-cases';

/**
 * Prints EXPLAIN ANALYZE of the benchmark searches on the PostgreSQL bench catalogue (bench/search.ts
 * prepares it), for docs/search-query-plans.md. Each search is prepared on a connection of the server's
 * generic-plan pool, so the plan shown is the one the server runs (decision 031).
 *   npx tsx bench/explain-search.ts
 */
const database = await openDatabase({ url: benchPostgresUrl(), poolSize: 1 });
const db = database.genericPlans;
const dialect = new PgDialect();
// EXECUTE takes no bind parameters, so the values are written into it.
const literal = (value: unknown): string =>
  Array.isArray(value)
    ? `array[${value.map(literal).join(', ')}]::text[]`
    : typeof value === 'number'
      ? String(value)
      : pg.escapeLiteral(String(value));
for (const [name, path, params] of SEARCH_CASES) {
  const nation = path.split('/').pop() as 'kr' | 'en' | 'jp';
  const keyword = searchKeyword.parse((params as { keyword: unknown }).keyword);
  // The hints the server gives the same search (card-list.ts searchCardsJson).
  const hints = { hpIndexed: await hpRangeIsSelective(db, keyword.hp_min, keyword.hp_max) };
  const query = dialect.sqlToQuery(searchQuery(nation, keyword, {}, hints));
  await db.execute(sql.raw(`prepare search as ${query.sql}`));
  const values = query.params.map(literal).join(', ');
  // A few runs first, so that the figures are those of a warm connection, as the server's are.
  for (let run = 0; run < 5; run++) await db.execute(sql.raw(`execute search(${values})`));
  const rows = await queryRows<{ 'QUERY PLAN': string }>(
    db,
    sql.raw(`explain (analyze, costs off, timing off, summary) execute search(${values})`),
  );
  await db.execute(sql`deallocate search`);
  console.log(`### ${name}\n\n\`\`\`\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\`\n`);
}
await database.close();

import pg from 'pg';
import { boardBenchUrl, BENCH_BOARD, BENCH_CATEGORY } from './lib/board-data';

/**
 * The query plans of the board reads on the benchmark data (run bench/boards.ts first): the id walks of
 * a list page (near and far, with a 말머리, the 베스트 tab), a two-syllable title search, and one post's
 * comments. Prints EXPLAIN (ANALYZE, BUFFERS) for each; docs/board-query-plans.md keeps a copy.
 *   npx tsx bench/explain-boards.ts
 */
const client = new pg.Client({ connectionString: boardBenchUrl() });
await client.connect();
const board = (await client.query('select id from board where name = $1', [BENCH_BOARD])).rows[0].id;
const hot = (
  await client.query('select post_id from board_comment group by post_id having count(*) = 300 limit 1')
).rows[0].post_id;
const live = `p.board_id = ${board} and p.deleted_at is null`;
const page = (where: string, offset: number) =>
  `select p.id from board_post p where ${where} order by p.id desc limit 20 offset ${offset}`;
const QUERIES: [string, string][] = [
  ['list page 1', page(live, 0)],
  ['list page 1,000', page(live, 19_980)],
  ['말머리 page 1,000', page(`${live} and p.category = '${BENCH_CATEGORY}'`, 19_980)],
  ['베스트 page 1', page(`${live} and p.is_best`, 0)],
  ['title search 리자, page 1', page(`${live} and p.title_grams @> array['리자']::text[]`, 0)],
  ['title search 결과, page 50', page(`${live} and p.title_grams @> array['결과']::text[]`, 980)],
  ['title search 몽리 (no match)', page(`${live} and p.title_grams @> array['몽리']::text[]`, 0)],
  [
    'count of 리자 for the first pager block',
    `select count(*) from (select 1 from board_post p where ${live} and p.title_grams @> array['리자']::text[] order by p.id desc limit 201) m`,
  ],
  [
    'comments of a post with 300, page 1',
    `select c.id from board_comment c where c.post_id = ${hot} and (c.deleted_at is null or c.reply_count > 0) order by coalesce(c.parent_id, c.id), c.id limit 50`,
  ],
];
// Searches are planned with the setting their transaction uses (repositories/board-posts.ts asSearch).
await client.query('set random_page_cost = 1.1');
for (const [name, query] of QUERIES) {
  const plan = await client.query(`explain (analyze, buffers, costs off) ${query}`);
  console.log(`### ${name}\n\n\`\`\`\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\`\n`);
}
await client.end();

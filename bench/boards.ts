import Table from 'cli-table3';
import { postgresAnswers } from './lib/databases';
import { BENCH_BOARD, BENCH_CATEGORY, boardBenchUrl, prepareBoardData } from './lib/board-data';
import { load, startServer, type LoadResult } from './lib/load';

/**
 * Board speed (issue 16) on PostgreSQL with 1,000,000 posts over 20 boards and 5,000,000 comments: list
 * pages near and far (page 1,000) with and without a 말머리, the 베스트 tab, a post read and its 300
 * comments, and a two-syllable Korean title search, next to a bare Fastify JSON route of the same run.
 * Board answers are not cached, so every request reaches the database.
 *   npx tsx bench/boards.ts [--seconds 10] [--connections 20]
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const seconds = Number(arg('seconds', '10'));
const connections = Number(arg('connections', '20'));

if (!(await postgresAnswers())) {
  console.error('The board benchmark needs PostgreSQL (BENCH_DATABASE_URL or 127.0.0.1:5432).');
  process.exit(1);
}
const hotPost = await prepareBoardData();
const list = (extra: Record<string, unknown>) => ({ board_name: BENCH_BOARD, ...extra });
const CASES: [string, string, unknown][] = [
  ['board list page 1', '/api/board/list', list({ page: 1 })],
  ['board list page 1,000', '/api/board/list', list({ page: 1000 })],
  ['board list 말머리 page 1', '/api/board/list', list({ page: 1, category: BENCH_CATEGORY })],
  ['board list 말머리 page 1,000', '/api/board/list', list({ page: 1000, category: BENCH_CATEGORY })],
  ['board list 베스트', '/api/board/list', list({ page: 1, tab: '베스트' })],
  ['post read (300 comments)', '/api/board/post/read', { id: hotPost }],
  ['its comments, page 1 of 6', '/api/board/comment/list', { post_id: hotPost, page: 1 }],
  ['title search 리자', '/api/board/list', list({ page: 1, search_type: '제목', keyword: '리자' })],
  ['title search 결과 page 50', '/api/board/list', list({ page: 50, search_type: '제목', keyword: '결과' })],
  [
    'title search 몽리 (no match)',
    '/api/board/list',
    list({ page: 1, search_type: '제목', keyword: '몽리' }),
  ],
  [
    'content search 결과 (2 chars)',
    '/api/board/list',
    list({ page: 1, search_type: '내용', keyword: '결과' }),
  ],
];

const server = await startServer({ DATABASE_URL: boardBenchUrl(), DATABASE_POOL_SIZE: '20' });
const rows: LoadResult[] = [];
try {
  const opts = { connections, seconds };
  rows.push(await load(server.url, 'bare Fastify JSON (baseline)', '/bench/bare', {}, opts));
  for (const [name, path, params] of CASES) rows.push(await load(server.url, name, path, params, opts));
} finally {
  await server.stop();
}
const table = new Table({ head: ['case', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'] });
for (const r of rows) table.push([r.name, r.rps, r.p50, r.p99, r.errors, r.non2xx]);
console.log(`PostgreSQL, ${connections} connections, ${seconds} s per case, no answer cache on boards`);
console.log(table.toString());

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, sql } from '../src/db/client';
import { createTestDatabase, type TestDatabase } from './helpers/db';

describe('database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('has pg_trgm and the gram function from the migrations', async () => {
    const [row] = await queryRows<{ grams: string[]; sim: number }>(
      database.db,
      sql`select text_grams('리자몽') as grams, similarity('charizard', 'charizard ex') as sim`,
    );
    expect(row?.grams.sort()).toEqual(['리', '리자', '몽', '자', '자몽'].sort());
    expect(row?.sim).toBeGreaterThan(0.5);
  });

  it('gives every character and neighbouring pair of a text, as the first definition of text_grams did', async () => {
    // Migration 0032 rewrote text_grams for speed; board_post.title_grams and the gram indexes were built
    // with the first definition (migration 0000), so the arrays must stay exactly the same.
    const texts = [
      '리자몽',
      'Charizard ex',
      '  Mega   Kangaskhan-EX ',
      'ピカチュウ\tV',
      'a',
      'ab',
      'abc',
      '',
      'AbAb',
      'Pokémon Café',
      '😀x😀',
      'a\u0001b',
      'line\nbreak',
      'Ｆｕｌｌ ｗｉｄｔｈ',
      '이브이 Eevee ｲｰﾌﾞｲ',
    ];
    const rows = await queryRows<{ same: boolean; grams: string[] }>(
      database.db,
      sql`with first_definition(t, grams) as (
            select t, (select coalesce(array_agg(distinct g), '{}'::text[]) from (
              select substr(s, i, n) as g
              from (select lower(regexp_replace(coalesce(t, ''), '\\s+', '', 'g')) as s) src,
                   generate_series(1, 2) as n, generate_series(1, greatest(length(s), 1)) as i
              where i + n - 1 <= length(s)) grams)
            from unnest(${sql.param(texts)}::text[] || array[null]) t)
          select text_grams(t) = grams as same, text_grams(t) as grams from first_definition`,
    );
    expect(rows).toHaveLength(texts.length + 1);
    expect(rows.filter((r) => !r.same)).toEqual([]);
    expect(rows[0]?.grams).toEqual(['리', '리자', '몽', '자', '자몽']);
    expect(rows.at(-1)?.grams).toEqual([]);
  });

  it('drops a throwaway database without cutting a connection its pools were still closing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // pool.end() resolves once its connections are told to close, not once they have: a drop right
      // after it cut some of them, which the pools reported. Five rounds make that race all but certain on
      // PostgreSQL; embedded PGlite has no pools, and one round shows its database closes cleanly.
      const rounds = process.env.TEST_DATABASE_URL ? 5 : 1;
      for (let round = 0; round < rounds; round++) {
        const other = await createTestDatabase({ poolSize: 12 });
        await Promise.all(
          [other.db, other.genericPlans].flatMap((db) =>
            Array.from({ length: 12 }, () => queryRows(db, sql`select pg_sleep(0.01)`)),
          ),
        );
        await other.destroy();
      }
      // A cut connection reaches the pool's error handler on a later turn of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(errors.mock.calls.map((call) => String(call[0]))).not.toContain('PostgreSQL pool error');
    } finally {
      errors.mockRestore();
    }
  });
});

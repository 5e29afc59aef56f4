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

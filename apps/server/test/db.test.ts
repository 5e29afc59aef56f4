import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});

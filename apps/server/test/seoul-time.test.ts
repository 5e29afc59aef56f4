import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '@carddogam/contract/dates';
import { queryRows, sql } from '../src/db/client';
import { seoulDateTime } from '../src/db/seoul-time';
import { createTestDatabase, type TestDatabase } from './helpers/db';

describe('times written in SQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('match the formatter of the web app, in Korean time', async () => {
    for (const instant of [
      '2026-11-23T22:13:09.000Z',
      '2026-11-23T15:00:00.000Z',
      '2026-02-28T23:59:59.000Z',
    ]) {
      const [row] = await queryRows<{ shown: string }>(
        database.db,
        sql`select ${seoulDateTime(sql`${instant}::timestamptz`)} as shown`,
      );
      expect(row?.shown).toBe(formatDateTime(instant));
    }
    expect(formatDateTime('2026-11-23T22:13:09.000Z')).toBe('2026-11-24 07:13');
  });
});

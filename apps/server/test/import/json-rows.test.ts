import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cardEn, cardWeakness } from '../../src/db/schema/index';
import { insertJsonRows } from '../../src/import/json-rows';
import { createTestDatabase, type TestDatabase } from '../helpers/db';

describe('rows inserted as one JSON parameter', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  const card = (id: string, name: string) => ({
    id,
    name,
    supertype: 'Pokémon',
    subtypes: ['Basic', 'it\'s "quoted"'],
    hp: null,
    nationalPokedexNumbers: [4],
    setRelease: '2023-09-22',
    dump: { id, nested: { list: [1, 'two', null] } },
    source: 'pokemontcg',
    sourceHash: `hash-${id}`,
  });

  it('writes arrays, JSON, dates and nulls as the query builder would, and leaves unnamed columns at their defaults', async () => {
    await database.db.transaction((tx) =>
      insertJsonRows(tx, cardEn, [card('t-1', 'One'), card('t-2', 'Two')]),
    );
    const [row] = await database.db.select().from(cardEn).where(eq(cardEn.id, 't-1'));
    expect(row).toMatchObject({
      name: 'One',
      subtypes: ['Basic', 'it\'s "quoted"'],
      hp: null,
      nationalPokedexNumbers: [4],
      setRelease: '2023-09-22',
      dump: { id: 't-1', nested: { list: [1, 'two', null] } },
      image: 'default.png',
      isAvailable: true,
      types: [],
    });
  });

  it('updates the named columns of a conflicting row', async () => {
    await database.db.transaction((tx) =>
      insertJsonRows(tx, cardEn, [card('t-1', 'One again')], {
        onConflict: { target: 'id', set: { name: sql`excluded.name` } },
      }),
    );
    const [row] = await database.db.select().from(cardEn).where(eq(cardEn.id, 't-1'));
    expect(row!.name).toBe('One again');
  });

  it('refuses rows that name different columns, rather than writing null for a default', async () => {
    const rows = [
      { cardId: 't-2', position: 0, type: 'Water', value: '×2' },
      { cardId: 't-2', position: 1, type: 'Fire' },
    ];
    await expect(database.db.transaction((tx) => insertJsonRows(tx, cardWeakness, rows))).rejects.toThrow(
      'card_weakness',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../src/db/client';
import { importCatalogue, setGroups, type ImportProgress } from '../../src/import/run-import';
import { enPokemon, jaPrint, standardCatalogue, writeCatalogue } from '../factories/catalogue';
import { createTestDatabase } from '../helpers/db';

/**
 * The first import into empty card tables runs in one transaction, with card_search and the GIN indexes
 * built after the rows (decision 006): it must end with every index in place, and a failure at any point
 * must leave the tables as they were.
 */

const CARD_TABLES = sql`('card_en', 'card_jp', 'card_kr', 'card_ability', 'card_attack', 'card_weakness',
  'card_resistance', 'card_kr_name_suggestion', 'card_search')`;

const catalogueIndexes = (db: DbOrTx) =>
  queryRows<{ indexname: string; indexdef: string }>(
    db,
    sql`select indexname, indexdef from pg_indexes where tablename in ${CARD_TABLES} order by indexname`,
  );

const count = async (db: DbOrTx, table: string) =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

describe('first load of the card catalogue', () => {
  it('ends with every index of the card tables in place, the GIN indexes among them', async () => {
    const database = await createTestDatabase();
    try {
      const before = await catalogueIndexes(database.db);
      expect(before.filter((i) => i.indexdef.includes('USING gin')).length).toBeGreaterThan(10);
      const summary = await importCatalogue(database.db, { kind: 'path', dir: standardCatalogue() });
      expect(summary.firstLoad).toBe(true);
      expect(await catalogueIndexes(database.db)).toEqual(before);
      expect(await count(database.db, 'card_search')).toBe(await count(database.db, 'card_en'));
    } finally {
      await database.destroy();
    }
  });

  it('builds the trigram and array indexes, and all of card_search but its key, after the rows', async () => {
    const database = await createTestDatabase();
    try {
      const indexes = await queryRows<{ name: string; table: string; method: string }>(
        database.db,
        sql`select i.indexname as name, i.tablename as table, a.amname as method
            from pg_indexes i join pg_class c on c.relname = i.indexname join pg_am a on a.oid = c.relam
            where i.tablename in ${CARD_TABLES}`,
      );
      const builtAfter: string[] = [];
      await importCatalogue(
        database.db,
        { kind: 'path', dir: standardCatalogue() },
        {
          onProgress: (p: ImportProgress) => {
            if (p.phase === 'indexes') builtAfter.push(p.label!);
          },
        },
      );
      const expected = indexes
        .filter((i) => i.name !== 'card_search_pkey')
        .filter((i) => i.table === 'card_search' || i.method === 'gin' || i.method === 'gist')
        .map((i) => i.name);
      expect(builtAfter.sort()).toEqual(expected.sort());
      // The walk's covering b-tree indexes are among them: keeping them current row by row was most of
      // PGlite's first import beyond the GIN indexes.
      expect(builtAfter).toContain('card_search_order_en_idx');
    } finally {
      await database.destroy();
    }
  });

  it('leaves no card and every index in place when it fails half way, and the next run loads it all', async () => {
    const database = await createTestDatabase();
    const source = { kind: 'path' as const, dir: standardCatalogue() };
    try {
      const before = await catalogueIndexes(database.db);
      const failing = importCatalogue(database.db, source, {
        onProgress: (p) => {
          if (p.phase === 'jp' && p.done > 0) throw new Error('가져오기 중단');
        },
      });
      await expect(failing).rejects.toThrow('가져오기 중단');
      for (const table of ['card_en', 'card_attack', 'card_jp', 'card_kr_name_suggestion', 'card_search']) {
        expect(await count(database.db, table), table).toBe(0);
      }
      expect(await catalogueIndexes(database.db)).toEqual(before);

      const again = await importCatalogue(database.db, source);
      expect(again.firstLoad).toBe(true);
      expect(again.editions.en.inserted).toBe(5);
      expect(await count(database.db, 'card_search')).toBe(await count(database.db, 'card_en'));
    } finally {
      await database.destroy();
    }
  });

  it('loads an empty database once when two processes start importing together', async () => {
    const database = await createTestDatabase();
    const other = await database.openAnother();
    const source = { kind: 'path' as const, dir: standardCatalogue() };
    try {
      const [a, b] = await Promise.all([
        importCatalogue(database.db, source),
        importCatalogue(other.db, source),
      ]);
      expect([a.firstLoad, b.firstLoad].sort()).toEqual([false, true]);
      const later = a.firstLoad ? b : a;
      expect(later.editions.en).toMatchObject({ inserted: 0, updated: 0, unchanged: 5 });
      expect(await count(database.db, 'card_en')).toBe(7);
    } finally {
      await other.close();
      await database.destroy();
    }
  });

  it('reports its stages in order with record counts, and a re-import skips the rebuilds', async () => {
    const database = await createTestDatabase();
    const source = { kind: 'path' as const, dir: standardCatalogue() };
    const stagesOf = async () => {
      const seen: ImportProgress[] = [];
      await importCatalogue(database.db, source, { onProgress: (p) => seen.push(p) });
      return seen;
    };
    try {
      const first = await stagesOf();
      expect([...new Set(first.map((p) => p.phase))]).toEqual([
        'read',
        'reference',
        'en',
        'jp',
        'kr',
        'names',
        'search',
        'indexes',
      ]);
      expect(first.filter((p) => p.phase === 'en').at(-1)).toMatchObject({
        done: 5,
        total: 5,
        label: 'sv3pt5',
      });
      expect(first.filter((p) => p.phase === 'jp').at(-1)).toMatchObject({ done: 4, total: 4 });
      const indexes = first.filter((p) => p.phase === 'indexes');
      expect(indexes.at(-1)!.done).toBe(indexes.at(-1)!.total);

      const second = await stagesOf();
      expect([...new Set(second.map((p) => p.phase))]).toEqual([
        'read',
        'reference',
        'en',
        'jp',
        'kr',
        'names',
      ]);
    } finally {
      await database.destroy();
    }
  });

  it('joins consecutive sets into writes of at least the given number of cards, in their order', () => {
    const bySet = new Map([
      ['a', [1, 2]],
      ['b', [3]],
      ['c', [4, 5, 6]],
      ['d', [7]],
    ]);
    const shape = (minCards: number) => setGroups(bySet, minCards).map((g) => [g.label, g.items]);
    expect(shape(1)).toEqual([
      ['a', [1, 2]],
      ['b', [3]],
      ['c', [4, 5, 6]],
      ['d', [7]],
    ]);
    expect(shape(3)).toEqual([
      ['b', [1, 2, 3]],
      ['c', [4, 5, 6]],
      ['d', [7]],
    ]);
    expect(shape(100)).toEqual([['d', [1, 2, 3, 4, 5, 6, 7]]]);
    expect(setGroups(new Map(), 5)).toEqual([]);
  });

  it('gives a card the Korean print of its Japanese print, and another Korean print that matches it a card of its own', async () => {
    // 'SV2a-004' is the Korean print of the Japanese print linked to Charmander; 'SV2a-104' matches
    // Charmander on its own facts, and it is the only Korean print that does (the other has another HP).
    const korean = (localId: string, hp: number) => ({
      ...jaPrint(localId, '파이리', 4, hp, 30),
      lang: 'ko',
      set_name: '포켓몬 카드 151',
    });
    const dir = writeCatalogue({
      enCards: [enPokemon('sv3pt5-4', 'Charmander', 4, 70, '30')],
      asiaCards: [jaPrint('004', 'ヒトカゲ', 4, 70, 30), korean('004', 80), korean('104', 70)],
    });
    const database = await createTestDatabase();
    try {
      await importCatalogue(database.db, { kind: 'path', dir });
      const kr = await queryRows<{ card_id: string; source_id: string }>(
        database.db,
        sql`select card_id, source_id from card_kr order by card_id`,
      );
      expect(kr).toEqual([
        { card_id: 'kr-SV2a-104', source_id: 'SV2a-104' },
        { card_id: 'sv3pt5-4', source_id: 'SV2a-004' },
      ]);
    } finally {
      await database.destroy();
    }
  });

  it('writes one record for a print the data lists twice, from its first line, and reports the second', async () => {
    const dir = writeCatalogue({
      enCards: [enPokemon('sv3pt5-4', 'Charmander', 4, 70, '30')],
      asiaCards: [jaPrint('004', 'ヒトカゲ', 4, 70, 30), jaPrint('004', 'ヒトカゲ改', 4, 70, 30)],
    });
    const database = await createTestDatabase();
    try {
      const summary = await importCatalogue(database.db, { kind: 'path', dir });
      const jp = await queryRows<{ card_id: string; name: string }>(
        database.db,
        sql`select card_id, name from card_jp order by card_id`,
      );
      expect(jp).toEqual([{ card_id: 'sv3pt5-4', name: 'ヒトカゲ' }]);
      expect(summary.skipped).toEqual([
        { file: 'asia-cards.jsonl.gz', line: 2, id: 'ja:SV2a-004', reason: expect.stringMatching(/[가-힣]/) },
      ]);
    } finally {
      await database.destroy();
    }
  });
});

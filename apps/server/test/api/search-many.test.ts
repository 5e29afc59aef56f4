import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { searchCalls } from '@carddogam/contract/calls/search';
import { createTestApp, type TestApp } from '../helpers/app';
import { enPokemon, writeCatalogue } from '../factories/catalogue';
import { importCatalogue } from '../../src/import/run-import';
import { PgDialect } from 'drizzle-orm/pg-core';
import { searchKeyword } from '@carddogam/contract/calls/search';
import { queryRows } from '../../src/db/client';
import { searchQuery } from '../../src/repositories/card-list';
import { searchConditions, type ConditionForm } from '../../src/repositories/search-conditions';
import { hpRangeIsSelective } from '../../src/repositories/hp-shares';

const newSet = {
  id: 'sv9',
  name: 'Journey Together',
  series: 'Scarlet & Violet',
  printedTotal: 190,
  total: 190,
  releaseDate: '2025/03/28',
  ptcgoCode: 'JTG',
};
const oldSet = {
  ...newSet,
  id: 'sv1',
  name: 'Scarlet & Violet',
  releaseDate: '2023/03/31',
  ptcgoCode: 'SVI',
};

/**
 * Searches that match more cards than the pager counts (decision 031): 45 Water cards in the newest set,
 * 15 Fire cards in an older one. With one card a page the count stops at 11 (ten pages and one more).
 */
describe('§7.3 searches matching many cards', () => {
  let t: TestApp;
  const search = (keyword: Record<string, unknown>) => t.call(searchCalls.list('en'), { keyword });
  const summary = (rows: Array<{ id: string; total_count: number; total_capped: boolean }>) =>
    rows.map((r) => [r.id, r.total_count, r.total_capped]);

  beforeAll(async () => {
    t = await createTestApp();
    const waterGun = { name: 'Water Gun', cost: ['Water'], convertedEnergyCost: 1, damage: '10' };
    const water = Array.from({ length: 45 }, (_, i) =>
      enPokemon(`sv9-${i + 1}`, `Wooper ${i + 1}`, 194, 60, '10', {
        types: ['Water'],
        set: newSet,
        attacks: [{ ...waterGun, text: 'Discard an Energy from this Pokémon.' }],
      }),
    );
    const ember = { name: 'Ember', cost: ['Fire'], convertedEnergyCost: 1, damage: '20' };
    const fire = Array.from({ length: 15 }, (_, i) =>
      enPokemon(`sv1-${i + 1}`, `Charmander ${i + 1}`, 4, 70, '20', {
        set: oldSet,
        attacks: [{ ...ember, text: i < 3 ? 'Your opponent’s Active Pokémon is now Paralyzed.' : '' }],
      }),
    );
    await importCatalogue(t.services.db, {
      kind: 'path',
      dir: writeCatalogue({ enCards: [...water, ...fire] }),
    });
  });
  afterAll(() => t.close());

  it('counts a common match only to the end of the block of pages, and pages it newest first', async () => {
    expect(summary(await search({ types: ['Water'], page_size: 1 }))).toEqual([['sv9-1', 11, true]]);
    expect(summary(await search({ types: ['Water'], page_size: 1, page: 2 }))).toEqual([['sv9-2', 11, true]]);
    // The eleventh page opens the next block, counted to 21.
    expect(summary(await search({ types: ['Water'], page_size: 1, page: 11 }))).toEqual([
      ['sv9-11', 21, true],
    ]);
  });

  it('counts exactly what it sorts whole: few matches, old matches and other sorts', async () => {
    expect(summary(await search({ types: ['Fire'], page_size: 20 }))[0]).toEqual(['sv1-1', 15, false]);
    // 15 Fire cards are more than the count stops at, but none is among the newest: all are sorted.
    expect(summary(await search({ types: ['Fire'], page_size: 1 }))).toEqual([['sv1-1', 15, false]]);
    expect(summary(await search({ types: ['Fire'], page_size: 1, page: 15 }))).toEqual([
      ['sv1-15', 15, false],
    ]);
    expect(summary(await search({ types: ['Water'], page_size: 1, sort: 'number_desc' }))).toEqual([
      ['sv9-45', 45, false],
    ]);
  });

  it('counts a text match to the cap through its GiST index and reads every match through its GIN index', async () => {
    // A common text: the count stops at the cap; a rare one is counted exactly and sorted.
    const attackText = (text: string) => ({ text, text_type: 'Attack text', page_size: 1 });
    expect(summary(await search(attackText('discard')))).toEqual([['sv9-1', 11, true]]);
    expect(summary(await search({ ...attackText('discard'), page: 11 }))).toEqual([['sv9-11', 21, true]]);
    expect(summary(await search(attackText('paralyzed')))).toEqual([['sv1-1', 3, false]]);
    expect(summary(await search({ text: 'wooper', text_type: 'Card name', page_size: 1 }))).toEqual([
      ['sv9-1', 11, true],
    ]);

    // Which index each form can use (the planner is kept off a sequential scan of these few rows).
    const indexesOf = async (keyword: Record<string, unknown>, form: ConditionForm) =>
      t.services.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const conditions = sql.join(searchConditions(searchKeyword.parse(keyword), {}, form), sql` and `);
        const plan = await queryRows<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain select s.card_id from card_search s where ${conditions} limit 241`,
        );
        return [
          ...plan
            .map((r) => r['QUERY PLAN'])
            .join('\n')
            .matchAll(/card_search_\w+_idx/g),
        ].map((m) => m[0]);
      });
    const discard = { text: 'discard', text_type: 'Attack text' };
    expect(await indexesOf(discard, 'capped')).toEqual(['card_search_attack_texts_gist_idx']);
    expect(await indexesOf(discard, 'full')).toEqual(['card_search_attack_texts_idx']);
    const wooper = { text: 'wooper', text_type: 'Card name' };
    expect(await indexesOf(wooper, 'capped')).toEqual(['card_search_names_gist_idx']);
    expect(await indexesOf(wooper, 'full')).toEqual(['card_search_names_trgm_idx']);
  });

  it('walks the sort order from its index alone when no long text is searched', async () => {
    // The walk's own statement (card-list.ts): a row's conditions and sort keys come from the index's
    // INCLUDE columns (migration 0029), and the import's vacuum marked every page all-visible.
    const k = searchKeyword.parse({
      types: ['Water'],
      hp_min: 50,
      set: { nation: 'en', name: 'Journey Together' },
    });
    const walk = sql`select s.card_id, (${sql.join(searchConditions(k), sql` and `)}) as hit from card_search s
      order by coalesce(s.release_en, s.release_jp) desc nulls last,
        coalesce(s.number_sort_en, s.number_sort_jp) asc nulls last, s.card_id
      limit 40`;
    const plan = await t.services.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain (analyze, costs off, timing off) ${walk}`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Index Only Scan using card_search_order_en_idx');
    expect(plan).toMatch(/Heap Fetches: 0\b/);
  });

  it('keeps no index entries pending after writing card_search', async () => {
    // gin_clean_pending_list answers how many pending pages it had to merge.
    const [row] = await queryRows<{ pages: number }>(
      t.services.db,
      sql`select coalesce(sum(gin_clean_pending_list(i.indexrelid)), 0)::int as pages
          from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
          where i.indrelid = 'card_search'::regclass and a.amname = 'gin'`,
    );
    expect(row?.pages).toBe(0);
  });

  it('tests a broad HP range on the rows the other filters find, and reads a selective one by its index', async () => {
    // 45 cards have 60 HP and 15 have 70: any range holding either is broad.
    expect(await hpRangeIsSelective(t.services.db, 60, 60)).toBe(false);
    expect(await hpRangeIsSelective(t.services.db, 65, null)).toBe(false);
    expect(await hpRangeIsSelective(t.services.db, 200, 340)).toBe(true);
    expect(await hpRangeIsSelective(t.services.db, null, null)).toBe(true);

    const statement = (hpIndexed: boolean) =>
      new PgDialect().sqlToQuery(
        searchQuery('en', searchKeyword.parse({ hp_min: 65, types: ['Fire'] }), {}, { hpIndexed }),
      ).sql;
    expect(statement(false)).toContain('(s.hp + 0) >=');
    expect(statement(false)).not.toMatch(/[^(]s\.hp >=/);
    expect(statement(true)).toMatch(/[^(]s\.hp >=/);

    // Either way the answer is the same: the 15 Fire cards of 70 HP.
    expect(summary(await search({ hp_min: 65, types: ['Fire'], page_size: 1 }))).toEqual([
      ['sv1-1', 15, false],
    ]);
    expect(summary(await search({ hp_min: 65, hp_max: 65, page_size: 1 }))).toEqual([]);
    expect(summary(await search({ hp_min: 60, hp_max: 60, page_size: 1 }))).toEqual([['sv9-1', 11, true]]);
  });
});

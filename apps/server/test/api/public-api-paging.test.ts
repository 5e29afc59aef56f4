import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { importCatalogue } from '../../src/import/run-import';
import { writeDemoCatalogue } from '../../src/import/sources';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { searchKeyword } from '@carddogam/contract/calls/search';
import { cardEn, cardSearch } from '../../src/db/schema/index';
import { queryRows } from '../../src/db/client';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { hpRangeIsSelective } from '../../src/repositories/hp-shares';
import { searchPageQuery } from '../../src/public-api/queries';

/**
 * Stable paging of GET /v1/cards over the whole demo catalogue, whose cards all share one release date:
 * the site's default sort has ties there, the API's card-id order has none.
 */
describe('public API paging', () => {
  let t: TestApp;
  let allIds: string[];
  let address = 0;
  const get = async (url: string) => {
    address += 1;
    const res = await t.app.inject({ method: 'GET', url, remoteAddress: `10.42.0.${address}` });
    expect(res.statusCode, url).toBe(200);
    return JSON.parse(res.body) as { data: Array<{ id: string }>; next_cursor: string | null };
  };

  /** Every page from the first, following next_cursor. */
  async function walk(query: string): Promise<{ pages: string[][]; cursors: string[] }> {
    const pages: string[][] = [];
    const cursors: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(`/v1/cards?${query}${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page.data.map((c) => c.id));
      cursor = page.next_cursor;
      if (cursor) cursors.push(cursor);
    } while (cursor);
    return { pages, cursors };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'v1-demo-'));
    writeDemoCatalogue(dir);
    await importCatalogue(t.services.db, { kind: 'demo', dir });
    allIds = (await t.services.db.select({ id: cardSearch.cardId }).from(cardSearch)).map((r) => r.id);
  });
  afterAll(() => t.close());

  it('returns every card exactly once across pages of 4', async () => {
    expect(allIds.length).toBeGreaterThan(20);
    const { pages } = await walk('limit=4');
    const seen = pages.flat();
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...allIds].sort());
    expect(pages.slice(0, -1).every((p) => p.length === 4)).toBe(true);
  });

  it('pages a filtered search without gaps, and an old cursor still answers the same page', async () => {
    const { pages, cursors } = await walk('supertype=Pok%C3%A9mon&limit=3');
    const seen = pages.flat();
    expect(new Set(seen).size).toBe(seen.length);
    const again = await get(`/v1/cards?supertype=Pok%C3%A9mon&limit=3&cursor=${cursors[1]}`);
    expect(again.data.map((c) => c.id)).toEqual(pages[2]);
  });

  it('pages a rarity in card id order from its own index, and a broad HP range by the plain column', async () => {
    const doubleRare = (
      await t.services.db
        .select({ id: cardSearch.cardId })
        .from(cardSearch)
        .where(eq(cardSearch.rarityEn, 'Double Rare'))
    )
      .map((r) => r.id)
      .sort();
    expect(doubleRare.length).toBeGreaterThan(0);
    expect((await walk('nation=en&rarity=Double%20Rare&limit=1')).pages.flat()).toEqual(doubleRare);

    // The rarity's index gives its cards already in card id order: no walk of every id, no sort.
    const k = searchKeyword.parse({ nation: 'en', rarity: { nation: 'en', name: 'Double Rare' } });
    const plan = await t.services.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain (costs off) ${searchPageQuery(k, null, 20)}`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('card_search_rarity_en_idx');
    expect(plan).not.toContain('Sort');

    // A range holding every card with HP, which the generic-plan search writes as `s.hp + 0`: planned with
    // its values, the API's statement keeps the column, so the planner can see how many cards it holds.
    expect(await hpRangeIsSelective(t.services.db, 0, null)).toBe(false);
    const broad = new PgDialect().sqlToQuery(searchPageQuery(searchKeyword.parse({ hp_min: 0 }), null, 20));
    expect(broad.sql).toMatch(/[^(]s\.hp >= \$\d/);
    expect(broad.sql).not.toContain('s.hp + 0');
  });

  it('keeps paging after a card before the cursor leaves the catalogue', async () => {
    const before = (await walk('limit=100')).pages.flat();
    const first = await get('/v1/cards?limit=5');
    // A 관리자 deletes a card of the first page: offsets would now skip a card, the cursor does not.
    const gone = first.data[0]!.id;
    await t.services.db.update(cardEn).set({ deletedAt: new Date() }).where(eq(cardEn.id, gone));
    await refreshCardSearch(t.services.db, [gone]);
    const second = await get(`/v1/cards?limit=5&cursor=${first.next_cursor}`);
    expect(second.data.map((c) => c.id)).toEqual(before.slice(5, 10));
  });
});

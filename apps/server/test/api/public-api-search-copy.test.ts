import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKeyword } from '@carddogam/contract/calls/search';
import { cardSearchQuery } from '@carddogam/contract/public-api/params';
import { cardEn, cardSearch } from '../../src/db/schema/index';
import { importCatalogue } from '../../src/import/run-import';
import { writeDemoCatalogue } from '../../src/import/sources';
import { decodeCursor } from '../../src/public-api/cursor';
import { publicSearchKeyword, searchAnswerFromDatabase } from '../../src/public-api/handlers';
import { CardSearchIndex } from '../../src/public-api/search-index';
import { refreshCardSearch } from '../../src/repositories/card-search';
import type { Keyword } from '../../src/repositories/search-conditions';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * GET /v1/cards from the in-memory copy of card_search (public-api/search-index.ts): the same answer as
 * the database's statement, byte for byte, and current after the catalogue changes.
 */
const SITE = 'https://carddogam.example';

describe('the public API search copy', () => {
  let t: TestApp;
  const failed = (err: unknown) => {
    throw err;
  };
  const copyOf = (maxAgeMs = Infinity, now?: () => number) =>
    new CardSearchIndex(t.services.db, SITE, t.services.changes, { maxAgeMs, onError: failed, now });
  const keyword = (query: Record<string, string>) => publicSearchKeyword(cardSearchQuery.parse(query));
  const nextAfter = (answer: string) => {
    const cursor = (JSON.parse(answer) as { next_cursor: string | null }).next_cursor;
    return cursor === null ? null : decodeCursor(cursor);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'v1-copy-'));
    writeDemoCatalogue(dir);
    await importCatalogue(t.services.db, { kind: 'demo', dir });
  });
  afterAll(() => t.close());

  /** Searches made of the catalogue's own texts and values, with texts that match nothing or everything. */
  async function searches(): Promise<Record<string, string>[]> {
    const rows = await t.services.db.select().from(cardSearch);
    const texts = new Set<string>(['', 'zzqx', '|', '%', '_', 'a|b', ' ', 'E X', '리', 'ピカ']);
    for (const [i, row] of rows.entries()) {
      if (i % 3 !== 0) continue;
      const names = row.namesNorm.split('|');
      const name = names[i % names.length]!;
      for (const length of [1, 2, 3, 5]) texts.add(name.slice(1, 1 + length));
      texts.add(name.toUpperCase());
      const join = row.namesNorm.indexOf('|');
      if (join > 0) texts.add(row.namesNorm.slice(join - 1, join + 2)); // across two names
      const part = row.partsNorm.split('|')[0] ?? '';
      texts.add(part.slice(0, 2));
      texts.add(part.slice(2, 6));
    }
    const filters: Record<string, string>[] = [
      {},
      { supertype: 'Pokémon' },
      { supertype: 'Trainer' },
      { supertype: 'Energy' },
      { types: 'Fire' },
      { types: 'Water,Grass' },
      { hp_min: '100' },
      { hp_min: '60', hp_max: '120' },
      { hp_max: '70', types: 'Lightning' },
    ];
    for (const row of rows.slice(0, 4)) {
      const editions = {
        kr: [row.setKr, row.rarityKr],
        en: [row.setEn, row.rarityEn],
        jp: [row.setJp, row.rarityJp],
      };
      for (const [nation, [set, rarity]] of Object.entries(editions)) {
        if (set) filters.push({ nation, set });
        if (rarity) filters.push({ nation, rarity }, { nation, rarity, supertype: 'Pokémon' });
      }
    }
    const queries: Record<string, string>[] = [];
    for (const text of texts)
      for (const [i, filter] of filters.entries())
        if (text === '' || i % 3 === [...text].length % 3)
          queries.push(text ? { q: text, ...filter } : filter);
    return queries;
  }

  it('answers every search on every page with the same text as the database', async () => {
    const copy = copyOf();
    await copy.refresh();
    const queries = await searches();
    expect(queries.length).toBeGreaterThan(300);
    let pages = 0;
    let matched = 0;
    for (const query of queries)
      for (const limit of [2, 50]) {
        const k = keyword({ ...query, limit: String(limit) });
        let after: string | null = null;
        for (let page = 0; page < 4; page++) {
          const expected = await searchAnswerFromDatabase(t.services.db, SITE, k, after, limit);
          expect(copy.answer(k, after, limit), `${JSON.stringify(query)} after ${after}`).toBe(expected);
          pages += 1;
          if (expected.includes('"id"')) matched += 1;
          after = nextAfter(expected);
          if (after === null) break;
        }
      }
    // The searches find cards, and many pages follow a cursor: not a comparison of empty answers.
    expect(matched).toBeGreaterThan(pages / 3);
    expect(pages).toBeGreaterThan(queries.length * 2 + 100);
  });

  it('leaves to the database a condition the API does not have, and a cursor card it does not hold', async () => {
    const copy = copyOf();
    await copy.refresh();
    const [first] = await t.services.db.select({ id: cardSearch.cardId }).from(cardSearch).limit(1);
    const answered = (k: Keyword, after: string | null = null) => copy.answer(k, after, 10);
    expect(answered(searchKeyword.parse({ text: 'ex' }))).not.toBeNull();
    expect(answered(searchKeyword.parse({ text: 'ex' }), first!.id)).not.toBeNull();
    expect(answered(searchKeyword.parse({ text: 'ex' }), 'no-such-card')).toBeNull();
    expect(answered(searchKeyword.parse({ text: 'ex', text_type: 'Attack text' }))).toBeNull();
    expect(answered(searchKeyword.parse({ artist: 'Kagemaru' }))).toBeNull();
    expect(answered(searchKeyword.parse({ retreatCost: 1 }))).toBeNull();
    expect(answered(searchKeyword.parse({ series: { nation: 'en', name: 'Base' } }))).toBeNull();
  });

  it('lets the database answer after an announced card change until the copy is read again', async () => {
    const copy = copyOf();
    await copy.refresh();
    const [card] = await t.services.db.select().from(cardEn).limit(1);
    const k = keyword({ q: 'Renamedmon' });
    expect(copy.answer(k, null, 10)).toBe('{"data":[],"next_cursor":null}');

    await t.services.db.update(cardEn).set({ name: 'Renamedmon' }).where(eq(cardEn.id, card!.id));
    await refreshCardSearch(t.services.db, [card!.id]);
    t.services.changes.cardsChanged([card!.id]);
    expect(copy.answer(k, null, 10)).toBeNull();
    expect(await searchAnswerFromDatabase(t.services.db, SITE, k, null, 10)).toContain(card!.id);
    await copy.refresh();
    expect(copy.answer(k, null, 10)).toContain(card!.id);
    expect(copy.reads).toBe(2);
  });

  it('reads a change no one announced once the copy is past its age, and only then', async () => {
    let clock = 1_000_000;
    const copy = copyOf(60_000, () => clock);
    await copy.refresh();
    const [, card] = await t.services.db.select().from(cardEn).limit(2);
    const k = keyword({ q: 'Quietmon' });

    // Past its age with the table unchanged: the fingerprint matches, and the copy is kept.
    clock += 60_001;
    expect(copy.answer(k, null, 10)).toBe('{"data":[],"next_cursor":null}');
    await copy.refresh();
    expect(copy.reads).toBe(1);

    // Another process renames a card and tells no one (an import without Redis).
    await t.services.db.update(cardEn).set({ name: 'Quietmon' }).where(eq(cardEn.id, card!.id));
    await refreshCardSearch(t.services.db, [card!.id]);
    expect(copy.answer(k, null, 10)).not.toContain(card!.id);
    clock += 60_001;
    expect(copy.answer(k, null, 10)).not.toContain(card!.id); // still the copy, while it is read again
    await copy.refresh();
    expect(copy.answer(k, null, 10)).toContain(card!.id);
    expect(copy.reads).toBe(2);
  });
});

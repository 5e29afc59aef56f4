import { mkdtempSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKeyword } from '@carddogam/contract/calls/search';
import { cardSearchQuery } from '@carddogam/contract/public-api/params';
import { cardEn, cardSearch } from '../../src/db/schema/index';
import { importCatalogue } from '../../src/import/run-import';
import { writeDemoCatalogue } from '../../src/import/sources';
import { DEMO_EN_CARDS, DEMO_EN_SETS } from '../../src/import/demo-data';
import { DATA_FILES } from '../../src/import/read-files';
import { decodeCursor } from '../../src/public-api/cursor';
import { publicSearchKeyword, searchAnswerFromDatabase } from '../../src/public-api/handlers';
import { CardSearchCopy } from '../../src/search-copy/search-copy';
import { publicPageFromCopy } from '../../src/search-copy/public-page';
import { sitePageFromCopy } from '../../src/search-copy/site-page';
import { searchCardsJson, searchRowsJson } from '../../src/repositories/card-list';
import { refreshCardSearch } from '../../src/repositories/card-search';
import type { Keyword } from '../../src/repositories/search-conditions';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * The card searches from the in-memory copy of card_search (search-copy/, decision 043): the same answers
 * as the database's statements, byte for byte, and current after the catalogue changes.
 */
const SITE = 'https://carddogam.example';

describe('the search copy', () => {
  let t: TestApp;
  const failed = (err: unknown) => {
    throw err;
  };
  const copyOf = (maxAgeMs = Infinity, now?: () => number) =>
    new CardSearchCopy(t.services.db, t.services.changes, { siteUrl: SITE, maxAgeMs, onError: failed, now });
  /** The public API's answer from the copy, or null when the database must answer. */
  const fromCopy = (copy: CardSearchCopy, k: Keyword, after: string | null, limit: number) => {
    const current = copy.current();
    return current && publicPageFromCopy(current, k, after, limit);
  };
  const keyword = (query: Record<string, string>) => publicSearchKeyword(cardSearchQuery.parse(query));
  const nextAfter = (answer: string) => {
    const cursor = (JSON.parse(answer) as { next_cursor: string | null }).next_cursor;
    return cursor === null ? null : decodeCursor(cursor);
  };

  /**
   * The demo catalogue and 240 English cards made from its cards in four sets of other release dates, with
   * numbers, HP, types, rarities and attack texts that vary: enough for the sorts to order by every key and
   * for searches to pass the count cap.
   */
  function writeVariedCatalogue(dir: string): void {
    writeDemoCatalogue(dir);
    const dates = ['2020/02/07', '2021/11/12', '2023/03/31', '2024/11/08'];
    const sets = dates.map((releaseDate, i) => ({
      ...DEMO_EN_SETS[0]!,
      id: `gen${i + 1}`,
      name: `Generated Set ${i + 1}`,
      series: i < 2 ? 'Sword & Shield' : 'Scarlet & Violet',
      releaseDate,
      ptcgoCode: `GN${i + 1}`,
    }));
    const texts = [
      'Discard an Energy from this Pokémon.',
      'Flip a coin. If heads, it is Paralyzed.',
      'Draw 2 cards.',
      '',
    ];
    const types = ['Fire', 'Water', 'Grass', 'Lightning', 'Psychic'];
    const rarities = ['Common', 'Uncommon', 'Rare', 'Double Rare'];
    const cards = Array.from({ length: 240 }, (_, i) => {
      const base = DEMO_EN_CARDS[i % DEMO_EN_CARDS.length]! as Record<string, unknown>;
      const set = sets[i % sets.length]!;
      const attacks = base.attacks as { text: string }[] | undefined;
      return {
        ...base,
        id: `${set.id}-${i}`,
        number: i % 13 === 0 ? `TG${(i % 30) + 1}` : String((i % 70) + 1),
        set: { ...set, legalities: undefined, images: undefined },
        rarity: rarities[(i >> 2) % rarities.length],
        ...(base.hp ? { hp: String(30 + ((i * 37) % 300)), types: [types[i % types.length]] } : {}),
        ...(attacks ? { attacks: attacks.map((a) => ({ ...a, text: texts[i % texts.length] })) } : {}),
      };
    });
    writeFileSync(path.join(dir, DATA_FILES.enSets), JSON.stringify([...DEMO_EN_SETS, ...sets]));
    writeFileSync(
      path.join(dir, DATA_FILES.enCards),
      gzipSync([...DEMO_EN_CARDS, ...cards].map((card) => JSON.stringify(card)).join('\n')),
    );
  }

  beforeAll(async () => {
    t = await createTestApp();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'search-copy-'));
    writeVariedCatalogue(dir);
    const summary = await importCatalogue(t.services.db, { kind: 'demo', dir });
    expect(summary.editions.en.read).toBeGreaterThan(240);
  });
  afterAll(() => t.close());

  /** Searches made of the catalogue's own texts and values, with texts that match nothing or everything. */
  async function searches(): Promise<Record<string, string>[]> {
    const rows = await t.services.db.select().from(cardSearch);
    const texts = new Set<string>(['', 'zzqx', '|', '%', '_', 'a|b', ' ', 'E X', '리', 'ピカ']);
    for (const [i, row] of rows.entries()) {
      if (i % 9 !== 0) continue;
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

  it('answers every public API search on every page with the same text as the database', async () => {
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
          expect(fromCopy(copy, k, after, limit), `${JSON.stringify(query)} after ${after}`).toBe(expected);
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

  it('leaves to the database a condition it does not test, and a cursor card it does not hold', async () => {
    const copy = copyOf();
    await copy.refresh();
    const [first] = await t.services.db.select({ id: cardSearch.cardId }).from(cardSearch).limit(1);
    const answered = (k: Keyword, after: string | null = null) => fromCopy(copy, k, after, 10);
    expect(answered(searchKeyword.parse({ text: 'ex' }))).not.toBeNull();
    expect(answered(searchKeyword.parse({ text: 'ex' }), first!.id)).not.toBeNull();
    expect(answered(searchKeyword.parse({ text: 'ex', text_type: 'Attack text' }))).not.toBeNull();
    expect(
      answered(searchKeyword.parse({ retreatCost: 1, series: { nation: 'en', name: 'Base' } })),
    ).not.toBeNull();
    expect(answered(searchKeyword.parse({ text: 'ex' }), 'no-such-card')).toBeNull();
    expect(answered(searchKeyword.parse({ artist: 'Kagemaru' }))).toBeNull();
    expect(answered(searchKeyword.parse({ damage_min: 30 }))).toBeNull();
    const site = (k: Keyword) => sitePageFromCopy(copy.current()!, 'kr', k);
    expect(site(searchKeyword.parse({ text: 'ex' }))).not.toBeNull();
    expect(site(searchKeyword.parse({ text: 'ex', sort: 'rating_desc' }))).toBeNull();
    expect(site(searchKeyword.parse({ artist: 'Kagemaru' }))).toBeNull();
  });

  it('finds every site search page with the total and cap the database gives it', async () => {
    const copy = copyOf();
    await copy.refresh();
    const db = t.services.database.genericPlans;
    const rows = await t.services.db.select().from(cardSearch);
    const some = <T>(values: (T | null | undefined)[]) => values.find((v) => v != null) ?? undefined;
    const filters: Record<string, unknown>[] = [
      {},
      { supertype: 'Pokémon' },
      { supertype: 'Trainer' },
      { types: ['Fire'] },
      { types: ['Water', 'Grass'], hp_min: 60 },
      { hp_min: 100, hp_max: 200 },
      { subtypes: [some(rows.map((r) => r.subtypes[0]))] },
      { regulationMark: [some(rows.map((r) => r.regulationMark))] },
      { series: { nation: 'en', name: some(rows.map((r) => r.seriesEn)) } },
      { set: { nation: 'en', name: 'Generated Set 2' } },
      { set: { nation: 'jp', name: some(rows.map((r) => r.setJp)) } },
      { rarity: { nation: 'en', name: 'Double Rare' } },
      { weaknesses: [some(rows.map((r) => r.weaknessTypes[0]))] },
      { resistances: ['Fighting'] },
      { retreatCost: 1 },
      { attacksCost: 2 },
      { isAbilityExist: true },
      { is_deck: true },
    ];
    const name = rows[3]!.namesNorm.split('|')[0]!;
    const attack = rows.find((r) => r.attackTexts.length > 20)!.attackTexts;
    expect(rows.length).toBeGreaterThan(240);
    const texts: [string, string][] = [
      ['All', ''],
      ['All', name.slice(0, 2)],
      ['All', name.slice(1, 5).toUpperCase()],
      ['Card name', name.slice(0, 1)],
      ['Card name', 'zzqx'],
      ['Ability name', 'a'],
      ['Attack name', rows.find((r) => r.attackNames)!.attackNames.slice(0, 3)],
      ['Attack text', attack.slice(5, 12)],
      ['Attack text', 'the'],
      ['Pokédex number', String(some(rows.map((r) => r.pokedex[0])))],
      ['Pokédex number', 'x1'],
    ];
    const sorts = ['release_desc', 'release_asc', 'number_asc', 'number_desc', 'hp_desc', 'hp_asc'];
    const pagings = [
      { page: 1, page_size: 24 },
      { page: 1, page_size: 1 },
      { page: 2, page_size: 1 },
      { page: 11, page_size: 1 },
      { page: 3, page_size: 5 },
    ];
    const nations = ['kr', 'en', 'jp'] as const;
    let compared = 0;
    let n = 0;
    const answers = new Set<string>();
    for (const [text_type, text] of texts)
      for (const filter of filters)
        for (let variant = 0; variant < 3; variant++) {
          n += 1;
          const k = searchKeyword.parse({
            text_type,
            text,
            ...filter,
            sort: variant === 0 ? 'release_desc' : sorts[n % sorts.length],
            ...pagings[(n + variant) % pagings.length],
          });
          const nation = nations[n % nations.length]!;
          const found = sitePageFromCopy(copy.current()!, nation, k);
          expect(found, JSON.stringify(k)).not.toBeNull();
          const expected = await searchCardsJson(db, nation, k);
          expect(await searchRowsJson(db, found!), `${nation} ${JSON.stringify(k)}`).toBe(expected);
          compared += 1;
          answers.add(
            expected.includes('"total_capped":true') ? 'capped' : expected === '[]' ? 'none' : 'exact',
          );
        }
    expect(compared).toBeGreaterThan(500);
    // Pages with an exact total, pages past the count cap and empty pages were all compared.
    expect([...answers].sort()).toEqual(['capped', 'exact', 'none']);
  });

  it('lets the database answer after an announced card change until the copy is read again', async () => {
    const copy = copyOf();
    await copy.refresh();
    const [card] = await t.services.db.select().from(cardEn).limit(1);
    const k = keyword({ q: 'Renamedmon' });
    expect(fromCopy(copy, k, null, 10)).toBe('{"data":[],"next_cursor":null}');

    await t.services.db.update(cardEn).set({ name: 'Renamedmon' }).where(eq(cardEn.id, card!.id));
    await refreshCardSearch(t.services.db, [card!.id]);
    t.services.changes.cardsChanged([card!.id]);
    expect(fromCopy(copy, k, null, 10)).toBeNull();
    expect(await searchAnswerFromDatabase(t.services.db, SITE, k, null, 10)).toContain(card!.id);
    await copy.refresh();
    expect(fromCopy(copy, k, null, 10)).toContain(card!.id);
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
    expect(fromCopy(copy, k, null, 10)).toBe('{"data":[],"next_cursor":null}');
    await copy.refresh();
    expect(copy.reads).toBe(1);

    // Another process renames a card and tells no one (an import without Redis).
    await t.services.db.update(cardEn).set({ name: 'Quietmon' }).where(eq(cardEn.id, card!.id));
    await refreshCardSearch(t.services.db, [card!.id]);
    expect(fromCopy(copy, k, null, 10)).not.toContain(card!.id);
    clock += 60_001;
    expect(fromCopy(copy, k, null, 10)).not.toContain(card!.id); // still the copy, while it is read again
    await copy.refresh();
    expect(fromCopy(copy, k, null, 10)).toContain(card!.id);
    expect(copy.reads).toBe(2);
  });
});

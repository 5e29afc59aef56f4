import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { standardCatalogue } from '../factories/catalogue';
import { importCatalogue, type ImportSummary } from '../../src/import/run-import';
import { queryRows } from '../../src/db/client';
import { cardAttack, cardEn, cardJp, cardKr, cardKrNameSuggestion, cardSet } from '../../src/db/schema/index';

describe('card catalogue importer', () => {
  let database: TestDatabase;
  let dir: string;
  let first: ImportSummary;
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = standardCatalogue();
    first = await importCatalogue(database.db, { kind: 'path', dir });
  });
  afterAll(() => database.destroy());

  it('imports every valid English card with its dump, parts and set', async () => {
    expect(first.editions.en).toMatchObject({ read: 5, inserted: 5 });
    const [charizard] = await database.db.select().from(cardEn).where(eq(cardEn.id, 'sv3pt5-6'));
    expect(charizard).toMatchObject({ name: 'Charizard ex', hp: 330, setName: '151', isAvailable: true });
    expect((charizard!.dump as { id: string }).id).toBe('sv3pt5-6');
    const attacks = await database.db.select().from(cardAttack).where(eq(cardAttack.cardId, 'sv3pt5-6'));
    expect(attacks.map((a) => [a.nation, a.name, a.damageValue])).toContainEqual(['en', 'Ember', 330]);
    const sets = await database.db.select().from(cardSet).orderBy(cardSet.nation);
    expect(sets.map((s) => `${s.nation}:${s.code}:${s.name}`)).toEqual([
      'en:sv3pt5:151',
      'jp:SV2a:ポケモンカード151',
      'kr:SV2a:포켓몬 카드 151',
    ]);
  });

  it('skips malformed records with their reason and imports the rest', () => {
    const reasons = first.skipped.map((s) => `${s.line}:${s.id ?? ''}`);
    expect(reasons).toEqual(['6:broken-1', '7:']);
    expect(first.skipped[0]!.reason).toContain('supertype');
    expect(first.skipped[1]!.reason).toContain('JSON');
  });

  it('links a Japanese print to its English card only when the match is certain', async () => {
    const jp = await database.db.select().from(cardJp).orderBy(cardJp.sourceId);
    const bySource = Object.fromEntries(jp.map((r) => [r.sourceId, r.cardId]));
    expect(bySource['SV2a-004']).toBe('sv3pt5-4');
    expect(bySource['SV2a-006']).toBe('sv3pt5-6');
    // Two English Vulpix share the facts: the print becomes its own card rather than a guess.
    expect(bySource['SV2a-037']).toBe('jp-SV2a-037');
    // No English card with HP 60 and 20 damage: its own card too.
    expect(bySource['SV2a-999']).toBe('jp-SV2a-999');
    const [own] = await database.db.select().from(cardEn).where(eq(cardEn.id, 'jp-SV2a-999'));
    expect(own).toMatchObject({ isAvailable: false, name: 'ヒトカゲ', source: 'tcgdex', hp: 60 });
    expect(first.editions.jp).toMatchObject({ read: 4, linked: 2, ownCards: 2 });
  });

  it('puts a Korean print on the same card as its Japanese print', async () => {
    const kr = await database.db.select().from(cardKr).orderBy(cardKr.sourceId);
    expect(kr.map((r) => [r.sourceId, r.cardId, r.name, r.rarity])).toEqual([
      ['SV2a-006', 'sv3pt5-6', '리자몽ex', 'RR'],
      ['SV2a-999', 'jp-SV2a-999', '파이리', 'C'],
    ]);
  });

  it('suggests Korean names apart from staff data and marks them unconfirmed in the search rows', async () => {
    const suggestions = await database.db
      .select()
      .from(cardKrNameSuggestion)
      .orderBy(cardKrNameSuggestion.cardId);
    expect(suggestions.map((s) => [s.cardId, s.name])).toEqual([
      ['jp-SV2a-037', '식스테일'],
      ['sv3pt5-37', '식스테일'],
      ['sv3pt5-38', '알로라 식스테일'],
      ['sv3pt5-4', '파이리'],
    ]);
    const rows = await queryRows<{ card_id: string; name_kr: string; name_kr_confirmed: boolean }>(
      database.db,
      sql`select card_id, name_kr, name_kr_confirmed from card_search
          where card_id in ('sv3pt5-4', 'sv3pt5-6', 'sv3pt5-166') order by card_id`,
    );
    expect(rows).toEqual([
      { card_id: 'sv3pt5-166', name_kr: null, name_kr_confirmed: false },
      { card_id: 'sv3pt5-4', name_kr: '파이리', name_kr_confirmed: false },
      { card_id: 'sv3pt5-6', name_kr: '리자몽ex', name_kr_confirmed: true },
    ]);
  });

  it('finds cards by a partial Korean or Japanese name through the search rows', async () => {
    const find = async (q: string) =>
      (
        await queryRows<{ card_id: string }>(
          database.db,
          sql`select card_id from card_search
              where name_grams @> text_grams(${q}) and names_norm like '%' || ${q} || '%' order by card_id`,
        )
      ).map((r) => r.card_id);
    expect(await find('리자')).toEqual(['sv3pt5-6']);
    expect(await find('ヒト')).toEqual(['jp-SV2a-999', 'sv3pt5-4']);
    expect(await find('char')).toEqual(['sv3pt5-4', 'sv3pt5-6']);
  });

  it('changes nothing when run a second time', async () => {
    const before = await queryRows<{ t: string }>(
      database.db,
      sql`select max(last_modified_datetime)::text as t from card_search`,
    );
    const second = await importCatalogue(database.db, { kind: 'path', dir });
    for (const nation of ['en', 'jp', 'kr'] as const) {
      expect(second.editions[nation].inserted + second.editions[nation].updated).toBe(0);
    }
    expect(second.editions.en.unchanged).toBe(5);
    expect(second.suggestions.changed).toBe(0);
    const after = await queryRows<{ t: string }>(
      database.db,
      sql`select max(last_modified_datetime)::text as t from card_search`,
    );
    expect(after).toEqual(before);
  });

  it('never overwrites a record a staff member has edited', async () => {
    await database.db
      .update(cardJp)
      .set({ name: '운영진이 고친 이름', writer: 'staff1', sourceHash: 'edited' })
      .where(eq(cardJp.cardId, 'sv3pt5-4'));
    const again = await importCatalogue(database.db, { kind: 'path', dir });
    expect(again.editions.jp.keptStaffEdits).toBe(1);
    const [row] = await database.db.select().from(cardJp).where(eq(cardJp.cardId, 'sv3pt5-4'));
    expect(row!.name).toBe('운영진이 고친 이름');
  });
});

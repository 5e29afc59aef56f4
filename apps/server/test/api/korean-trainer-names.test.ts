import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deckCalls } from '@carddogam/contract/calls/decks';
import { searchCalls, searchKeyword } from '@carddogam/contract/calls/search';
import { createTestApp, type TestApp } from '../helpers/app';
import { enCard, jaPrint, writeCatalogue } from '../factories/catalogue';
import { importCatalogue } from '../../src/import/run-import';
import { cardKr, cardKrNameSuggestion } from '../../src/db/schema/index';
import { refreshCardSearch } from '../../src/repositories/card-search';

/**
 * Korean names for Trainer and Energy cards (decision 021): the Korean name a print of an English name has
 * is suggested for that name's other prints, basic Energy is named by its type, and both are searchable
 * and shown in decks like the Pokémon suggestions.
 */
describe('Korean names of Trainer and Energy cards', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = writeCatalogue({
      enCards: [
        enCard('sv3pt5-190', "Professor's Research", 'Trainer', 'Supporter'),
        enCard('sv3pt5-191', "Professor's Research", 'Trainer', 'Supporter'),
        enCard('sv3pt5-192', 'Potion', 'Trainer', 'Item'),
        enCard('sv3pt5-193', 'Basic Fire Energy', 'Energy', 'Basic'),
        enCard('sv3pt5-194', 'Darkness Energy', 'Energy', 'Basic'),
      ],
      asiaCards: [
        {
          ...jaPrint('200', '基本悪エネルギー', 0, 1, 0),
          category: 'Energy',
          energyType: 'Normal',
          dexId: [],
          hp: undefined,
          attacks: [],
        },
      ],
    });
    await importCatalogue(t.services.db, { kind: 'path', dir });
    // A staff member enters the Korean print of one of the two prints; the next import names the other.
    await t.services.db.insert(cardKr).values({
      cardId: 'sv3pt5-190',
      name: '박사의 연구',
      number: '190',
      setName: '포켓몬 카드 151',
      writer: 'staff1',
    });
    await refreshCardSearch(t.services.db, ['sv3pt5-190']);
    await importCatalogue(t.services.db, { kind: 'path', dir });
  });
  afterAll(() => t.close());

  const search = (text: string) =>
    t.call(searchCalls.list('kr'), { keyword: searchKeyword.parse({ text, text_type: 'Card name' }) });

  it('suggests the Korean name printed for an English name to its other prints, marked unconfirmed', async () => {
    const [suggestion] = await t.services.db
      .select()
      .from(cardKrNameSuggestion)
      .where(eq(cardKrNameSuggestion.cardId, 'sv3pt5-191'));
    expect(suggestion?.name).toBe('박사의 연구');
    const rows = await search('박사의 연구');
    expect(rows.map((r) => [r.id, r.name_kr, r.name_kr_confirmed]).sort()).toEqual([
      ['sv3pt5-190', '박사의 연구', true],
      ['sv3pt5-191', '박사의 연구', false],
    ]);
    expect((await search('박사의')).map((r) => r.id).sort()).toEqual(['sv3pt5-190', 'sv3pt5-191']);
  });

  it('names basic Energy by its type, in English and Japanese prints', async () => {
    expect((await search('기본 불꽃 에너지')).map((r) => r.id)).toEqual(['sv3pt5-193']);
    expect((await search('기본 악 에너지')).map((r) => r.id).sort()).toEqual(['jp-SV2a-200', 'sv3pt5-194']);
  });

  it('makes no name where no Korean print says it', async () => {
    expect(await search('상처약')).toEqual([]);
    const [potion] = await t.services.db
      .select()
      .from(cardKrNameSuggestion)
      .where(eq(cardKrNameSuggestion.cardId, 'sv3pt5-192'));
    expect(potion).toBeUndefined();
  });

  it('shows the Korean names of Trainers and Energy in decks (§2.15)', async () => {
    const cards = await t.call(deckCalls.cards, { ids: ['sv3pt5-191', 'sv3pt5-193', 'sv3pt5-192'] });
    expect(Object.fromEntries(cards.map((c) => [c.card_id, c.name_kr]))).toEqual({
      'sv3pt5-191': '박사의 연구',
      'sv3pt5-193': '기본 불꽃 에너지',
      'sv3pt5-192': null,
    });
  });
  // Last: it changes the names the tests above read.
  it('keeps a name staff confirmed when the next import would suggest another', async () => {
    await t.services.db
      .update(cardKrNameSuggestion)
      .set({ name: '박사의 연구 (151)', confirmed: true, confirmedBy: 'staff1' })
      .where(eq(cardKrNameSuggestion.cardId, 'sv3pt5-191'));
    await importCatalogue(t.services.db, { kind: 'path', dir });
    const [suggestion] = await t.services.db
      .select()
      .from(cardKrNameSuggestion)
      .where(eq(cardKrNameSuggestion.cardId, 'sv3pt5-191'));
    expect([suggestion?.name, suggestion?.confirmed]).toEqual(['박사의 연구 (151)', true]);
  });
});

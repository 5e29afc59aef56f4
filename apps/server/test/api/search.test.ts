import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCalls } from '@carddogam/contract/calls/search';
import { createTestApp, type TestApp } from '../helpers/app';
import { enPokemon, jaPrint, writeCatalogue } from '../factories/catalogue';
import { importCatalogue } from '../../src/import/run-import';
import { applyCardData } from '../../src/services/card-edit';
import { listRelated } from '../../src/repositories/card-list';
import { rebuildRankStats } from '../../src/repositories/rank-stats';
import { cardReview, collection, users } from '../../src/db/schema/index';

/** §7.3 search calls over a small imported catalogue (the importer builds card_search exactly as in production). */
describe('§7.3 card search', () => {
  let t: TestApp;
  const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);
  const search = (nation: 'kr' | 'en' | 'jp', keyword: Record<string, unknown>) =>
    t.call(searchCalls.list(nation), { keyword });

  beforeAll(async () => {
    t = await createTestApp();
    const dir = writeCatalogue({
      enCards: [
        enPokemon('sv3pt5-4', 'Charmander', 4, 70, '30'),
        enPokemon('sv3pt5-5', 'Charmeleon', 5, 100, '50', {
          subtypes: ['Stage 1'],
          evolvesFrom: 'Charmander',
          evolvesTo: ['Charizard'],
        }),
        enPokemon('sv3pt5-6', 'Charizard ex', 6, 330, '330', {
          subtypes: ['Stage 2', 'ex'],
          evolvesFrom: 'Charmeleon',
          rarity: 'Double Rare',
          artist: 'PLANETA Mochizuki',
          abilities: [{ name: 'Infernal Reign', text: 'Search your deck for Fire Energy.', type: 'Ability' }],
        }),
        enPokemon('sv3pt5-199', 'Charizard ex', 6, 330, '330', {
          subtypes: ['Stage 2', 'ex'],
          rarity: 'Special Illustration Rare',
          attacks: [
            {
              name: 'Burning Dark',
              cost: ['Fire', 'Fire'],
              convertedEnergyCost: 2,
              damage: '180',
              text: 'Discard 2 Energy from this Pokémon.',
            },
          ],
        }),
        enPokemon('sv3pt5-7', 'Squirtle', 7, 60, '20', {
          types: ['Water'],
          weaknesses: [{ type: 'Lightning', value: '×2' }],
        }),
        {
          id: 'sv3pt5-166',
          name: 'Potion',
          supertype: 'Trainer',
          subtypes: ['Item'],
          number: '166',
          set: { id: 'sv3pt5', name: '151' },
        },
      ],
      asiaCards: [
        jaPrint('004', 'ヒトカゲ', 4, 70, 30),
        { ...jaPrint('004', '파이리', 4, 70, 30), lang: 'ko', set_name: '포켓몬 카드 151' },
      ],
    });
    await importCatalogue(t.services.db, { kind: 'path', dir });
  });
  afterAll(() => t.close());

  it('finds Korean names by a partial name, including unconfirmed suggestions, and says which are unconfirmed', async () => {
    const rows = await search('kr', { text: '리자' });
    expect(ids(rows).sort()).toEqual(['sv3pt5-199', 'sv3pt5-5', 'sv3pt5-6']);
    expect(rows.every((r) => r.name_kr_confirmed === false)).toBe(true);
    const confirmed = await search('kr', { text: '파이' });
    expect(confirmed.map((r) => [r.id, r.name_kr, r.name_kr_confirmed])).toEqual([
      ['sv3pt5-4', '파이리', true],
    ]);
    // Three characters and more take the trigram path instead of the bigram arrays.
    expect(ids(await search('kr', { text: '리자몽' })).sort()).toEqual(['sv3pt5-199', 'sv3pt5-6']);
    expect(ids(await search('kr', { text: '파이리' }))).toEqual(['sv3pt5-4']);
  });

  it('finds Japanese names by a partial name and English names case-insensitively', async () => {
    expect(ids(await search('jp', { text: 'ヒト' }))).toEqual(['sv3pt5-4']);
    expect(ids(await search('jp', { text: 'ヒトカゲ' }))).toEqual(['sv3pt5-4']);
    expect(ids(await search('en', { text: 'CHARI', sort: 'number_asc' }))).toEqual([
      'sv3pt5-6',
      'sv3pt5-199',
    ]);
    expect(ids(await search('en', { text: 'char', text_type: 'Card name' })).sort()).toEqual([
      'sv3pt5-199',
      'sv3pt5-4',
      'sv3pt5-5',
      'sv3pt5-6',
    ]);
  });

  it('applies type and HP filters, and forces supertype Pokémon for Pokémon-only filters', async () => {
    expect(ids(await search('en', { text: 'Charizard', types: ['Fire'], hp_min: 300 })).sort()).toEqual([
      'sv3pt5-199',
      'sv3pt5-6',
    ]);
    const weakToLightning = await search('en', { supertype: 'Trainer', weaknesses: ['Lightning'] });
    expect(ids(weakToLightning)).toEqual(['sv3pt5-7']);
  });

  it('searches ability and attack texts, names, the dex number and the artist', async () => {
    expect(ids(await search('en', { text: 'discard', text_type: 'Attack text' }))).toEqual(['sv3pt5-199']);
    expect(ids(await search('en', { text: 'infernal', text_type: 'Ability name' }))).toEqual(['sv3pt5-6']);
    expect(ids(await search('en', { text: 'burning', text_type: 'All' }))).toEqual(['sv3pt5-199']);
    expect(ids(await search('en', { text: '7', text_type: 'Pokédex number' }))).toEqual(['sv3pt5-7']);
    expect(ids(await search('en', { artist: 'planeta' }))).toEqual(['sv3pt5-6']);
  });

  it('filters by set and rarity of an edition, sorts and pages with the total on every row', async () => {
    const rr = await search('en', { rarity: { nation: 'en', name: 'Double Rare' } });
    expect(ids(rr)).toEqual(['sv3pt5-6']);
    const krSet = await search('kr', { set: { nation: 'kr', name: '포켓몬 카드 151' } });
    expect(ids(krSet)).toEqual(['sv3pt5-4']);
    const page2 = await search('en', { supertype: 'Pokémon', sort: 'hp_desc', page: 2, page_size: 2 });
    expect(ids(page2)).toEqual(['sv3pt5-5', 'sv3pt5-4']);
    expect(page2.every((r) => r.total_count === 5)).toBe(true);
  });

  it('sorts by rating with averages rounded to 2 decimals', async () => {
    await t.services.db.insert(cardReview).values([
      {
        cardId: 'sv3pt5-7',
        textNation: 'en',
        userId: 'a',
        ratePerformCheck: true,
        ratePerform: 5,
        rateCollectCheck: true,
        rateCollect: 4,
      },
      { cardId: 'sv3pt5-7', textNation: 'en', userId: 'b', ratePerformCheck: true, ratePerform: 3.5 },
    ]);
    // Reviews written directly here, not through the review service that keeps the summary current.
    await rebuildRankStats(t.services.db);
    const [top] = await search('en', { supertype: 'Pokémon', sort: 'rating_desc' });
    expect(top).toMatchObject({ id: 'sv3pt5-7', en_total_avg: 4.17, en_total_count: 2, kr_total_count: 0 });

    // The page's row, put together from the card's stored head, is the row read column by column.
    const { total_count: _count, total_capped: _capped, ...fromHead } = top!;
    const [related] = await listRelated(t.services.db, top!.name_en, { limit: 5 });
    const { total_count: _c, total_capped: _k, ...byColumn } = related!;
    expect(fromHead).toEqual(byColumn);
    expect(Object.keys(fromHead).length).toBeGreaterThan(30);
  });

  it('lists same-name cards without the current one, and evolutions by English name', async () => {
    const same = await t.call(searchCalls.samename, { keyword: { text: 'Charizard ex', id: 'sv3pt5-6' } });
    expect(ids(same)).toEqual(['sv3pt5-199']);
    expect(same[0]!.en_name).toBe('Charizard ex');
    const pre = await t.call(searchCalls.evolves, { keyword: { text: 'Charmeleon' } });
    expect(ids(pre)).toEqual(['sv3pt5-5']);
  });

  it('autocompletes names by a case-insensitive prefix in any edition', async () => {
    expect(await t.call(searchCalls.autocomplete, { text: 'CHARM' })).toEqual(['Charmander', 'Charmeleon']);
    expect(await t.call(searchCalls.autocomplete, { text: '파' })).toEqual(['파이리']);
  });

  it('searches a collection only while its owner shows it', async () => {
    await t.services.db.insert(users).values([
      { userId: 'open', nickname: '공개', email: 'o@example.com', passwordHash: 'x' },
      {
        userId: 'hidden',
        nickname: '비공개',
        email: 'h@example.com',
        passwordHash: 'x',
        collectionShow: false,
      },
    ]);
    await t.services.db.insert(collection).values([
      { userId: 'open', cardId: 'sv3pt5-7', nation: 'en' },
      { userId: 'hidden', cardId: 'sv3pt5-7', nation: 'en' },
    ]);
    const rows = await t.call(searchCalls.collectionList('en'), { keyword: {}, user_id: 'open' });
    expect(ids(rows)).toEqual(['sv3pt5-7']);
    const hidden = await t.post(searchCalls.collectionList('en').path, {
      params: { keyword: {}, user_id: 'hidden' },
    });
    expect(hidden.status).toBe(403);
    expect(hidden.body).toEqual({
      error: { code: 'PRIVATE_COLLECTION', message: '해당 유저는 콜렉션북을 비공개하였습니다' },
    });
  });

  it.each([
    ['an unknown nation', '/api/card_search/card/list/xx', { keyword: {} }, 404],
    ['a wrong type', '/api/card_search/card/list/kr', { keyword: { hp_min: 'many' } }, 400],
    ['a huge string', '/api/card_search/card/list/kr', { keyword: { text: 'x'.repeat(5000) } }, 400],
    ['an unknown field', '/api/card_search/card/list/kr', { keyword: { drop: 'table' } }, 400],
    ['a bad sort', '/api/card_search/card/list/en', { keyword: { sort: 'price' } }, 400],
    ['an empty related text', '/api/card/list/samename', { keyword: { text: '' } }, 400],
  ])('answers %s with a clear Korean message', async (_what, path, params, status) => {
    const res = await t.post(path, { params });
    expect(res.status).toBe(status);
    expect((res.body as { error: { message: string } }).error.message).toMatch(/[가-힣]/);
  });

  it('finds one or two characters of any name or attack name of a card, never a pair across two names', async () => {
    // card_search keeps a card's names, and its part names, joined by '|' with their grams made in one go.
    expect(ids(await search('kr', { text: '몽' })).sort()).toEqual(['sv3pt5-199', 'sv3pt5-6']);
    expect(ids(await search('jp', { text: 'ゲ' }))).toEqual(['sv3pt5-4']);
    expect(ids(await search('en', { text: 'bu', text_type: 'All' }))).toEqual(['sv3pt5-199']);
    expect(await search('en', { text: '|' })).toEqual([]);
    expect(await search('en', { text: '|', text_type: 'All' })).toEqual([]);
  });

  it('treats LIKE wildcards in the text as plain characters', async () => {
    expect(await search('en', { text: '%' })).toEqual([]);
  });

  it('finds a card by the attack text staff gave it, and no longer by the text it replaced', async () => {
    await t.services.db.transaction((tx) =>
      applyCardData(tx, {
        cardId: 'sv3pt5-4',
        nation: 'en',
        fields: { rarity: 'Uncommon' },
        attacks: [
          {
            name: 'Flare Blitz',
            cost: ['Fire'],
            damage: '90',
            text: 'Discard all Energy from this Pokémon.',
          },
        ],
        writer: 'search-editor',
      }),
    );
    // As the services that call applyCardData do once it has committed: the searches' copy of card_search
    // reads the card again (decision 043).
    t.services.changes.cardsChanged(['sv3pt5-4']);
    const attackText = (text: string) => search('en', { text, text_type: 'Attack text' });
    expect(ids(await attackText('discard all energy'))).toEqual(['sv3pt5-4']);
    expect(ids(await search('en', { text: 'flare blitz', text_type: 'Attack name' }))).toEqual(['sv3pt5-4']);
    expect(ids(await search('en', { text: 'flare', text_type: 'All' }))).toEqual(['sv3pt5-4']);
    expect(ids(await search('en', { text: 'ember', text_type: 'Attack name' }))).not.toContain('sv3pt5-4');
    // The row shown is rewritten too (card_search_row).
    const [row] = await attackText('discard all energy');
    expect(row).toMatchObject({ id: 'sv3pt5-4', rarity_en: 'Uncommon', name_en: 'Charmander' });
  });
});

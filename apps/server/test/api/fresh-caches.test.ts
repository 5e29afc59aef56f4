import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardEditCalls, saveParams, type SaveParams } from '@carddogam/contract/calls/card-edit';
import { cardPageCalls } from '@carddogam/contract/calls/card-page';
import { collectionCalls } from '@carddogam/contract/calls/collections';
import { deckCalls } from '@carddogam/contract/calls/decks';
import { rankingCalls, type RankColumn } from '@carddogam/contract/calls/ranking';
import { reviewCalls } from '@carddogam/contract/calls/reviews';
import { searchCalls } from '@carddogam/contract/calls/search';
import { tradeCalls } from '@carddogam/contract/calls/trade';
import { tradeStatsCalls } from '@carddogam/contract/calls/trade-stats';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import { insertCard } from '../factories/cards';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { saveCardEdit } from '../../src/services/card-edit-save';
import type { Change } from '../../src/services/changes';

/**
 * Every write shows at once in the cached answers it affects (decision 025): each test warms the
 * answers, writes through the API and reads them again. The answer caches are on, as in production.
 */
describe('cached answers after a write', () => {
  let t: TestApp;
  const as = { member: {}, other: {}, admin: {} } as Record<'member' | 'other' | 'admin', Record<string, string>>;
  let sequence = 0;

  /** A card with a Korean edition of a name no other test uses, listed in the search table. */
  const newCard = async (kr: Record<string, unknown> = {}) => {
    sequence += 1;
    const id = await insertCard(t.services.db, {
      en: { name: `Cachemon ${sequence}` },
      kr: { name: `캐시몬${sequence}`, ...kr },
    });
    await refreshCardSearch(t.services.db, [id]);
    return id;
  };
  const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);
  const ranking = (type: 'rating' | 'trade' | 'usage', sort?: RankColumn) =>
    t.call(rankingCalls.rank(type, 'kr'), { keyword: { sort } });
  const stats = (cardId: string) => t.call(tradeStatsCalls.stats, { card_id: cardId, card_nation: 'kr' });
  const review = (cardId: string) => ({
    card_id: cardId,
    text_nation: 'kr' as const,
    rate_perform_check: true,
    rate_perform: 4,
    rate_collect_check: false,
    rate_collect: 0,
    content: '캐시 테스트',
  });

  beforeAll(async () => {
    t = await createTestApp({ ANSWER_CACHE: '1' });
    as.member = await sessionCookie(t, (await createMember(t)).userId);
    as.other = await sessionCookie(t, (await createMember(t)).userId);
    as.admin = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
  });
  afterAll(() => t.close());

  it('runs with the answer caches on: a change nobody announces stays unseen', async () => {
    expect(t.services.env.ANSWER_CACHE).toBe(true);
    const search = () => t.call(searchCalls.list('kr'), { keyword: { text: '숨은캐시몬' } });
    expect(await search()).toEqual([]);
    const id = await insertCard(t.services.db, { kr: { name: '숨은캐시몬' } });
    await refreshCardSearch(t.services.db, [id]);
    expect(await search()).toEqual([]);
  });

  it('a review shows in the rating ranking, the review list and the review summary', async () => {
    const card = await newCard();
    const byCard = { card_id: card, text_nation: 'kr' as const };
    expect(ids(await ranking('rating'))).not.toContain(card);
    expect(await t.call(reviewCalls.list, byCard)).toEqual([]);
    const [before] = await t.call(reviewCalls.summary, byCard);

    await t.call(reviewCalls.insert, review(card), as.member);

    expect(ids(await ranking('rating'))).toContain(card);
    expect((await t.call(reviewCalls.list, byCard)).map((r) => r.content)).toEqual(['캐시 테스트']);
    const [after] = await t.call(reviewCalls.summary, byCard);
    expect(after!.total_count).toBe((before?.total_count ?? 0) + 1);
  });

  it('a trade post shows in the statistics and the trade ranking', async () => {
    const card = await newCard();
    expect((await stats(card)).posts.total).toBe(0);
    expect(ids(await ranking('trade'))).not.toContain(card);

    await t.call(
      tradeCalls.insert,
      {
        title: '캐시몬 팝니다',
        content: '상태 좋습니다',
        lines: [{ card_id: card, card_nation: 'kr', card_state: 'S급', card_price: 5000, state: '등록됨' }],
      },
      as.member,
    );

    expect((await stats(card)).posts.total).toBe(1);
    expect((await ranking('trade')).find((r) => r.id === card)).toMatchObject({ count: 1, max_price: 5000 });
  });

  it('an admin price shows in the statistics and the trade ranking', async () => {
    const card = await newCard();
    expect((await stats(card)).posts.total).toBe(0);
    expect(ids(await ranking('trade'))).not.toContain(card);

    await t.call(
      tradeStatsCalls.adminInsertPrice,
      {
        card_id: card,
        card_nation: 'kr',
        card_name: '캐시몬',
        card_state: 'A급',
        card_price: 7000,
        card_sold: '2026-01-05',
        state: '판매완료',
      },
      as.admin,
    );

    expect((await stats(card)).posts.total).toBe(1);
    expect((await ranking('trade')).find((r) => r.id === card)).toMatchObject({ count: 1, max_price: 7000 });
  });

  it('a deck shows in the deck list, the card page deck section and the usage ranking', async () => {
    const pokemon = await newCard();
    const energy = await insertCard(t.services.db, {
      en: { name: 'Fire Energy', supertype: 'Energy', subtypes: ['Basic'], types: [] },
      withParts: false,
    });
    await refreshCardSearch(t.services.db, [energy]);
    const list = () => t.call(deckCalls.list, { search_type: '카드 ID', text: pokemon });
    const section = () => t.call(deckCalls.section, { keyword: { text: pokemon } });
    expect((await list()).items).toEqual([]);
    expect((await section()).items).toEqual([]);
    expect(ids(await ranking('usage'))).not.toContain(pokemon);

    const { id } = await t.call(
      deckCalls.write,
      {
        title: '캐시몬 덱',
        content: '',
        tag: [],
        regulation_group: '스탠다드',
        season: '2025',
        status: '공개',
        cards: [
          { card_id: pokemon, amount: 4 },
          { card_id: energy, amount: 56 },
        ],
      },
      as.member,
    );

    expect((await list()).items.map((d) => d.id)).toEqual([id]);
    expect((await section()).items.map((d) => d.id)).toEqual([id]);
    expect((await ranking('usage')).find((r) => r.id === pokemon)).toMatchObject({
      deck_total_count: 1,
      deck_total_amount: 4,
    });
  });

  it('a collection write shows in the usage ranking', async () => {
    const card = await newCard();
    expect(ids(await ranking('usage', 'collection_total_amount'))).not.toContain(card);

    await t.call(collectionCalls.insert, { card_id: card, nation: 'kr', amount: 3 }, as.member);

    expect((await ranking('usage', 'collection_total_amount')).find((r) => r.id === card)).toMatchObject({
      collection_total_amount: 3,
    });
  });

  describe('a staff card edit', () => {
    /** The edit dialog's simple save of a Korean edition, renaming it. */
    const rename = (id: string, name: string): SaveParams => ({
      id,
      nation: 'kr',
      insert_type: 'simple',
      fields: {
        name,
        ancientTrait_name: null,
        ancientTrait_text: null,
        effects: null,
        rules: [],
        image: 'default.png',
        number: '052',
        rarity: 'RR',
        set_printedTotal: 165,
        set_name: '포켓몬 카드 151',
        isAvailable: true,
      },
      memo: '이름 수정',
    });

    it('shows on the card page, in searches, in the ranking rows and in the price groups', async () => {
      // Two prints of one name, series and rarity: one price group until one of them is renamed.
      const card = await newCard({ name: '나옹캐시' });
      const twin = await newCard({ name: '나옹캐시' });
      await t.call(reviewCalls.insert, review(card), as.member);
      const page = async () => (await t.call(cardPageCalls.page, { id: card }))[0]!.kr?.name;
      const search = (text: string) => t.call(searchCalls.list('kr'), { keyword: { text } });
      const rankedName = async () => (await ranking('rating')).find((r) => r.id === card)?.name;
      expect(await page()).toBe('나옹캐시');
      expect(ids(await search('페르시온캐시'))).toEqual([]);
      expect(await rankedName()).toBe('나옹캐시');
      expect((await stats(twin)).ids.sort()).toEqual([card, twin].sort());

      await t.call(cardEditCalls.save, rename(card, '페르시온캐시'), as.admin);

      expect(await page()).toBe('페르시온캐시');
      expect(ids(await search('페르시온캐시'))).toEqual([card]);
      expect(await rankedName()).toBe('페르시온캐시');
      expect((await stats(twin)).ids).toEqual([twin]);
    });

    it('announces nothing when the save rolls back', async () => {
      const card = await newCard();
      const announced: Change[] = [];
      t.services.changes.on('cards', (change) => announced.push(change));
      const admin = { userId: 'cache-admin', nickname: '관리자', type: '관리자' as const };
      await expect(
        saveCardEdit(t.services, admin, saveParams.parse(rename(card, '롤백캐시')), {
          afterAbilities: async () => {
            throw new Error('forced failure');
          },
        }),
      ).rejects.toThrow('forced failure');
      expect(announced).toEqual([]);
      expect((await t.call(cardPageCalls.page, { id: card }))[0]!.kr?.name).not.toBe('롤백캐시');
    });
  });
});

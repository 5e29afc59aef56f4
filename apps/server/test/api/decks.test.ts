import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { DECK_MSG, deckCalls as calls, type DeckFields } from '@carddogam/contract/calls/decks';
import { DECK_RULE_MSG } from '@carddogam/contract/decks/deck-rules';
import { DECK_TEXT_MSG, formatDeckText } from '@carddogam/contract/decks/deck-text';
import { MSG } from '@carddogam/contract/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import { insertCard } from '../factories/cards';
import { cardRankStats, cardSet, deck, deckCard } from '../../src/db/schema/index';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { queryRows } from '../../src/db/client';

describe('deck recipes', () => {
  let t: TestApp;
  const as: Record<'writer' | 'other' | 'admin', Record<string, string>> = {
    writer: {},
    other: {},
    admin: {},
  };
  let otherId = '';
  let writerId = '';
  // Three Pokémon (two prints share a name), a Trainer, and basic Fire Energy.
  let charizardA = '';
  let charizardB = '';
  let pikachu = '';
  let ball = '';
  let fire = '';

  const fields = (patch: Partial<DeckFields> = {}): DeckFields => ({
    title: '리자몽 덱',
    content: '불꽃 덱입니다',
    tag: ['리자몽', '불꽃'],
    regulation_group: '스탠다드',
    season: '2025',
    status: '공개',
    cards: [
      { card_id: charizardA, amount: 3 },
      { card_id: charizardB, amount: 1 },
      { card_id: pikachu, amount: 4 },
      { card_id: ball, amount: 4 },
      { card_id: fire, amount: 48 },
    ],
    ...patch,
  });
  const deckCount = async () => (await t.services.db.select({ id: deck.id }).from(deck)).length;
  const usage = async (cardId: string) =>
    (
      await t.services.db
        .select({ count: cardRankStats.deckTotalCount, amount: cardRankStats.deckTotalAmount })
        .from(cardRankStats)
        .where(and(eq(cardRankStats.cardId, cardId), eq(cardRankStats.nation, 'kr')))
    )[0];
  const refused = async (path: string, params: unknown, headers: Record<string, string>) => {
    const res = await t.post(path, { params }, headers);
    return {
      status: res.status,
      message: (res.body as { error?: { message?: string } }).error?.message ?? '',
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    await db.insert(cardSet).values([
      { nation: 'en', code: 'sv3pt5', name: '151', ptcgoCode: 'MEW' },
      { nation: 'en', code: 'sve', name: 'Scarlet & Violet Energies', ptcgoCode: 'SVE' },
    ]);
    charizardA = await insertCard(db, {
      en: { name: 'Charizard ex', number: '6' },
      kr: { name: '리자몽 ex' },
    });
    charizardB = await insertCard(db, {
      en: { name: 'Charizard ex', number: '199' },
      kr: { name: '리자몽 ex' },
    });
    pikachu = await insertCard(db, {
      en: { name: 'Pikachu', number: '25', types: ['Lightning'] },
      kr: { name: '피카츄' },
    });
    ball = await insertCard(db, {
      en: { name: 'Nest Ball', number: '181', supertype: 'Trainer', subtypes: ['Item'], types: [] },
      withParts: false,
    });
    fire = await insertCard(db, {
      en: {
        name: 'Fire Energy',
        number: '2',
        setId: 'sve',
        supertype: 'Energy',
        subtypes: ['Basic'],
        types: [],
      },
      withParts: false,
    });
    await refreshCardSearch(db);
    const writer = await createMember(t);
    writerId = writer.userId;
    as.writer = await sessionCookie(t, writer.userId);
    const other = await createMember(t);
    otherId = other.userId;
    as.other = await sessionCookie(t, other.userId);
    as.admin = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
  });
  afterAll(() => t.close());

  it('saves a 60-card deck with counts and energy types worked out on the server, and ranks its cards', async () => {
    const { id } = await t.call(calls.write, fields(), as.writer);
    const read = await t.call(calls.read, { id });
    expect(read).toMatchObject({
      title: '리자몽 덱',
      tag: '리자몽,불꽃',
      pokemon_count: 8,
      trainer_count: 4,
      energy_count: 48,
      types: 'Fire',
      energy_counts: [{ type: 'Fire', count: 48 }],
      status: '공개',
      writer: writerId,
    });
    expect(read.cards.map((c) => [c.card_id, c.amount])).toEqual([
      [charizardA, 3],
      [charizardB, 1],
      [pikachu, 4],
      [ball, 4],
      [fire, 48],
    ]);
    expect(await usage(fire)).toEqual({ count: 1, amount: 48 });
    expect(await usage(charizardA)).toEqual({ count: 1, amount: 3 });
  });

  it('refuses decks that break the rules with Korean 400s and saves nothing', async () => {
    const before = await deckCount();
    const cases: Array<[Partial<DeckFields>, string]> = [
      [{ cards: [...fields().cards.slice(0, 4), { card_id: fire, amount: 49 }] }, DECK_RULE_MSG.tooMany(61)],
      [
        {
          cards: [
            ...fields().cards.slice(0, 4),
            { card_id: charizardB, amount: 1 },
            { card_id: fire, amount: 47 },
          ],
        },
        DECK_RULE_MSG.tooManyCopies('Charizard ex', 5),
      ],
      [
        {
          cards: [
            { card_id: 'no-such-card', amount: 4 },
            { card_id: fire, amount: 56 },
          ],
        },
        DECK_MSG.unknownCard('no-such-card'),
      ],
      [{ cards: [{ card_id: fire, amount: 20 }] }, DECK_RULE_MSG.publicNeeds60(20)],
      [{ tag: Array.from({ length: 11 }, (_, i) => `태그${i}`) }, DECK_MSG.tooManyTags],
    ];
    for (const [patch, message] of cases) {
      const res = await refused(calls.write.path, fields(patch), as.writer);
      expect(res.status).toBe(400);
      expect(res.message).toContain(message);
    }
    expect(await deckCount()).toBe(before);
    expect((await refused(calls.write.path, fields(), {})).status).toBe(401);
  });

  it('keeps a private draft of fewer cards, and opens it only to its writer', async () => {
    const { id } = await t.call(
      calls.write,
      fields({ status: '비공개', cards: [{ card_id: pikachu, amount: 2 }] }),
      as.writer,
    );
    expect((await t.call(calls.read, { id }, as.writer)).cards).toHaveLength(1);
    for (const headers of [as.other, {}]) {
      const res = await refused(calls.read.path, { id }, headers);
      expect(res).toEqual({ status: 403, message: MSG.privateDeck });
      expect((await refused(calls.view.path, { id }, headers)).status).toBe(403);
    }
    expect((await refused(calls.copy.path, { id }, as.other)).message).toBe(MSG.privateDeck);
    expect((await refused(calls.like.path, { id }, as.other)).message).toBe(MSG.privateDeck);
    expect((await t.call(calls.read, { id }, as.admin)).title).toBe('리자몽 덱');
    const list = await t.call(calls.list, { search_type: '카드 ID', text: pikachu }, as.other);
    expect(list.items.map((d) => d.id)).not.toContain(id);
    const own = await t.call(calls.list, { search_type: '카드 ID', text: pikachu }, as.writer);
    expect(own.items.map((d) => d.id)).toContain(id);
  });

  it("lets only the writer update a deck and a 관리자 delete anyone's, moving the ranking with it", async () => {
    const { id } = await t.call(calls.write, fields({ title: '피카츄 덱' }), as.writer);
    const res = await refused(calls.update.path, { ...fields({ title: '남의 덱' }), id }, as.other);
    expect(res).toEqual({ status: 403, message: DECK_MSG.notOwner });
    expect((await t.call(calls.read, { id })).title).toBe('피카츄 덱');

    const before = await usage(pikachu);
    await t.call(
      calls.update,
      {
        ...fields({
          cards: [
            { card_id: charizardA, amount: 4 },
            { card_id: ball, amount: 4 },
            { card_id: fire, amount: 52 },
          ],
        }),
        id,
      },
      as.writer,
    );
    expect(await usage(pikachu)).toEqual({ count: before!.count - 1, amount: before!.amount - 4 });

    expect((await refused(calls.remove.path, { id }, as.other)).status).toBe(403);
    const fireBefore = await usage(fire);
    await t.call(calls.remove, { id }, as.admin);
    expect((await refused(calls.read.path, { id }, {})).status).toBe(404);
    expect(await usage(fire)).toEqual({ count: fireBefore!.count - 1, amount: fireBefore!.amount - 52 });
  });

  it('copies a deck into a private draft of the copier and counts the copy', async () => {
    const { id } = await t.call(calls.write, fields({ title: '원본 덱' }), as.writer);
    const copy = await t.call(calls.copy, { id }, as.other);
    const copied = await t.call(calls.read, { id: copy.id }, as.other);
    expect(copied).toMatchObject({
      title: '원본 덱 (복사)',
      writer: otherId,
      status: '비공개',
      copied_from: id,
    });
    expect(copied.cards.map((c) => [c.card_id, c.amount])).toEqual(
      (await t.call(calls.read, { id })).cards.map((c) => [c.card_id, c.amount]),
    );
    expect((await t.call(calls.read, { id })).copy_count).toBe(1);
    await t.call(calls.copy, { id }, as.writer);
    expect((await t.call(calls.read, { id })).copy_count).toBe(1);
    const rows = await t.services.db.select().from(deckCard).where(eq(deckCard.deckId, copy.id));
    expect(rows.reduce((n, r) => n + r.amount, 0)).toBe(60);
  });

  it('toggles likes, keeps one rating per member and counts a view once a day', async () => {
    const { id } = await t.call(calls.write, fields({ title: '좋아요 덱' }), as.writer);
    // The list is cached; a like must show in it at once.
    const listedLikes = async () =>
      (await t.call(calls.list, { search_type: '제목', text: '좋아요 덱' })).items[0]!.like_count;
    expect(await listedLikes()).toBe(0);
    expect(await t.call(calls.like, { id }, as.other)).toEqual({ liked: true, like_count: 1 });
    expect(await listedLikes()).toBe(1);
    expect((await t.call(calls.read, { id }, as.other)).liked).toBe(true);
    expect(await t.call(calls.like, { id }, as.other)).toEqual({ liked: false, like_count: 0 });

    await t.call(calls.rate, { id, rating: 4 }, as.other);
    expect(await t.call(calls.rate, { id, rating: 3 }, as.admin)).toEqual({
      rating_avg: 3.5,
      rating_count: 2,
    });
    expect(await t.call(calls.rate, { id, rating: 5 }, as.other)).toEqual({ rating_avg: 4, rating_count: 2 });
    expect((await refused(calls.rate.path, { id, rating: 4.2 }, as.other)).status).toBe(400);
    expect((await refused(calls.rate.path, { id, rating: 5 }, as.writer)).status).toBe(403);

    expect(await t.call(calls.view, { id }, as.other)).toEqual({ view_count: 1 });
    expect(await t.call(calls.view, { id }, as.other)).toEqual({ view_count: 1 });
    expect(await t.call(calls.view, { id }, as.admin)).toEqual({ view_count: 2 });
  });

  it('finds decks by card id, title, tag and sort, and gives the card page 3 public decks with a total', async () => {
    for (const title of ['섹션 덱 1', '섹션 덱 2', '섹션 덱 3'])
      await t.call(calls.write, fields({ title }), as.other);
    const byCard = await t.call(calls.list, { search_type: '카드 ID', text: charizardB, size: 60 });
    const [publicWithCard] = await queryRows<{ n: number }>(
      t.services.db,
      sql`select count(distinct d.id)::int as n from deck d join deck_card c on c.deck_id = d.id
        where c.card_id = ${charizardB} and d.status = '공개'`,
    );
    expect(byCard.total).toBe(publicWithCard!.n);
    expect(byCard.total).toBeGreaterThanOrEqual(4);
    expect(byCard.items.every((d) => d.status === '공개')).toBe(true);

    const section = await t.call(calls.section, { deck_nation: 'kr', keyword: { text: charizardB } });
    expect(section.total).toBe(byCard.total);
    expect(section.items.map((d) => d.title)).toEqual(['섹션 덱 3', '섹션 덱 2', '섹션 덱 1']);
    const enDeck = await t.call(calls.write, fields({ title: '북미판 덱', deck_nation: 'en' }), as.other);
    const withEn = await t.call(calls.section, { deck_nation: 'kr', keyword: { text: charizardB } });
    expect(withEn.total).toBe(byCard.total + 1);
    expect(withEn.items[0]!.id).toBe(enDeck.id);

    const byTitle = await t.call(calls.list, { search_type: '제목', text: '섹션' });
    expect(byTitle.total).toBe(3);
    expect((await t.call(calls.list, { tag: '리자몽', search_type: '제목', text: '섹션 덱 2' })).total).toBe(
      1,
    );
    const liked = await t.call(calls.list, { sort: '평점순' });
    expect(liked.items[0]!.title).toBe('좋아요 덱');
  });

  it('imports a deck list by set code and number and exports it back unchanged', async () => {
    const text = 'Pokémon: 4\n3 Charizard ex MEW 6\n1 Charizard ex MEW 199\n\nEnergy: 8\n8 Fire Energy SVE 2';
    const imported = await t.call(calls.importText, { text: `${text}\n4 Mew ex XXX 151\nTotal Cards: 12` });
    expect(imported.cards.map((c) => [c.card_id, c.amount])).toEqual([
      [charizardA, 3],
      [charizardB, 1],
      [fire, 8],
    ]);
    expect(imported.errors).toEqual([
      { line: 7, text: '4 Mew ex XXX 151', message: DECK_TEXT_MSG.unknownCard(7, 'XXX', '151') },
    ]);
    expect(formatDeckText(imported.cards)).toBe(text);
    expect((await refused(calls.importText.path, { text: '  ' }, {})).message).toBe(DECK_TEXT_MSG.empty);
    const long = Array.from({ length: 61 }, (_, i) => `1 Card MEW ${i + 1}`).join('\n');
    expect(await refused(calls.importText.path, { text: long }, {})).toEqual({
      status: 400,
      message: DECK_TEXT_MSG.tooManyLines,
    });
  });
});

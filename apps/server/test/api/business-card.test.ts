import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leagueCalls as calls } from '@carddogam/contract/calls/league';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { cardSet, collection, deck, deckCard, users } from '../../src/db/schema/index';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import {
  insertArchetype,
  insertPlayer,
  insertRecord,
  insertTournament,
  type TestPlayer,
} from '../helpers/league-figures';

/** The 명함 (decision 035): what it gathers about a member, and the rules of saving one's own. */
describe('business card', () => {
  let t: TestApp;
  let owner: TestPlayer;
  let cookie: Record<string, string>;
  let cardId: string;
  let privateDeck: number;
  let othersDeck: number;

  const error = async (path: string, params: unknown, headers: Record<string, string> = {}) => {
    const res = await t.post(path, { params }, headers);
    return {
      status: res.status,
      message: (res.body as { error?: { message: string } }).error?.message ?? '',
    };
  };
  const insertDeck = async (userId: string, status: '공개' | '비공개') => {
    const [row] = await t.services.db
      .insert(deck)
      .values({ userId, title: `${status} 리자몽 덱`, status })
      .returning({ id: deck.id });
    await t.services.db.insert(deckCard).values({ deckId: row!.id, cardId, nation: 'kr', amount: 4 });
    return row!.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    await db.insert(cardSet).values({ nation: 'en', code: 'sv3pt5', name: '151', ptcgoCode: 'MEW' });
    cardId = await insertCard(db, { en: { name: 'Charizard ex', number: '6' }, kr: { name: '리자몽 ex' } });
    await refreshCardSearch(db);
    const charizard = await insertArchetype(t, '리자몽ex', 'Charizard ex');
    owner = await insertPlayer(t, 'Juliet');
    const rival = await insertPlayer(t, 'Kilo');
    cookie = await sessionCookie(t, owner.userId);
    await db.update(users).set({ grade: 3 }).where(eq(users.userId, owner.userId));
    const tournament = await insertTournament(t, {
      name: '주간 리그',
      startsAt: '2025-04-01T20:00:00+09:00',
      entries: [
        { player: owner, archetypeId: charizard, placement: 1 },
        { player: rival, archetypeId: null, placement: 2 },
      ],
      matches: [[1, 0, 1, 'p1']],
    });
    await insertRecord(t, {
      userId: owner.userId,
      playedAt: '2025-04-01T20:30:00+09:00',
      source: 'league',
      leagueMatchId: tournament.matchIds[0]!,
      myArchetypeId: charizard,
      result: 'win',
    });
    // A casual game is no part of the league record.
    await insertRecord(t, {
      userId: owner.userId,
      playedAt: '2025-04-02T20:00:00+09:00',
      myDeckName: 'x',
      result: 'loss',
    });
    await db.insert(collection).values([
      { userId: owner.userId, cardId, nation: 'kr', amount: 2 },
      { userId: owner.userId, cardId, nation: 'en', amount: 1 },
    ]);
    privateDeck = await insertDeck(owner.userId, '비공개');
    othersDeck = await insertDeck(rival.userId, '공개');
  });
  afterAll(() => t.close());

  it("answers the member's own card when no user_id is given, and asks a guest to log in", async () => {
    const mine = await t.call(calls.businessCard, {}, cookie);
    expect(mine).toEqual({
      member: {
        user_id: owner.userId,
        nickname: owner.nickname,
        profile_image: null,
        grade: 3,
        badge: { kind: 'level', level: 3 },
        type: '사용자',
      },
      intro: '',
      favorite_card: null,
      main_deck: null,
      ptcgl_name: 'Juliet',
      league: { record: { wins: 1, losses: 0, ties: 0 }, tournaments: 1, best_placement: 1 },
      collection_count: 2,
    });
    expect((await error(calls.businessCard.path, {})).status).toBe(401);
    expect(await error(calls.businessCard.path, { user_id: 'nobody-here' })).toEqual({
      status: 404,
      message: LEAGUE_MSG.userMissing,
    });
  });

  it('shows the PTCGL name only once the application is approved', async () => {
    const applicant = await insertPlayer(t, 'Lima', '접수');
    const card = await t.call(calls.businessCard, { user_id: applicant.userId });
    expect(card.ptcgl_name).toBeNull();
  });

  it('saves only a deck of the member and a card that exists', async () => {
    const valid = { intro: '리자몽 좋아', favorite_card_id: cardId, main_deck_id: privateDeck };
    expect((await error(calls.businessCardSave.path, valid)).status).toBe(401);
    expect(await error(calls.businessCardSave.path, { ...valid, main_deck_id: othersDeck }, cookie)).toEqual({
      status: 403,
      message: LEAGUE_MSG.deckNotYours,
    });
    expect(await error(calls.businessCardSave.path, { ...valid, main_deck_id: 999_999 }, cookie)).toEqual({
      status: 403,
      message: LEAGUE_MSG.deckNotYours,
    });
    expect(
      await error(calls.businessCardSave.path, { ...valid, favorite_card_id: 'no-such-card' }, cookie),
    ).toEqual({
      status: 400,
      message: LEAGUE_MSG.cardMissing,
    });
    expect(
      (await error(calls.businessCardSave.path, { ...valid, intro: 'x'.repeat(101) }, cookie)).status,
    ).toBe(400);

    expect((await t.call(calls.businessCardSave, valid, cookie)).message).toBe(LEAGUE_MSG.businessCardSaved);
    const mine = await t.call(calls.businessCard, {}, cookie);
    expect(mine.intro).toBe('리자몽 좋아');
    expect(mine.favorite_card).toEqual({ card_id: cardId, name: '리자몽 ex', image: null });
    expect(mine.main_deck).toMatchObject({ id: privateDeck, title: '비공개 리자몽 덱' });
    expect(mine.main_deck!.cards.map((c) => [c.card_id, c.amount])).toEqual([[cardId, 4]]);

    // A second save replaces the first.
    await t.call(calls.businessCardSave, { intro: '', favorite_card_id: null, main_deck_id: null }, cookie);
    const cleared = await t.call(calls.businessCard, {}, cookie);
    expect([cleared.intro, cleared.favorite_card, cleared.main_deck]).toEqual(['', null, null]);
    await t.call(calls.businessCardSave, valid, cookie);
  });

  it('keeps a private main deck and a hidden collection from other readers', async () => {
    const reader = await sessionCookie(t, (await createMember(t)).userId);
    const seen = await t.call(calls.businessCard, { user_id: owner.userId }, reader);
    expect(seen.main_deck).toBeNull();
    expect(seen.collection_count).toBe(2);
    await t.services.db.update(users).set({ collectionShow: false }).where(eq(users.userId, owner.userId));
    expect((await t.call(calls.businessCard, { user_id: owner.userId }, reader)).collection_count).toBe(0);
    expect((await t.call(calls.businessCard, {}, cookie)).collection_count).toBe(2);
    await t.services.db.update(users).set({ collectionShow: true }).where(eq(users.userId, owner.userId));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { COLLECTION_MSG, collectionCalls as calls } from '@carddogam/contract/calls/collections';
import { rankingCalls } from '@carddogam/contract/calls/ranking';
import { MSG, NOT_RELEASED } from '@carddogam/contract/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import { insertCard } from '../factories/cards';
import { queryRows } from '../../src/db/client';
import { users } from '../../src/db/schema/index';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { setProgressQuery } from '../../src/repositories/collections';

const SET = '테스트 확장팩';

describe('/collection/* collection books and challenge books', () => {
  let t: TestApp;
  const cards: string[] = [];
  let enOnly = '';
  const as: Record<'owner' | 'other' | 'admin' | 'banned', Record<string, string>> = {
    owner: {},
    other: {},
    admin: {},
    banned: {},
  };
  let ownerId = '';
  let ownerNickname = '';

  const rows = () =>
    queryRows<{ card_id: string; nation: string; amount: number }>(
      t.services.db,
      sql`select card_id, nation, amount from collection where user_id = ${ownerId} order by card_id`,
    );
  const collectionFigure = async (cardId: string) =>
    (
      await queryRows<{ amount: number }>(
        t.services.db,
        sql`select collection_total_amount as amount from card_rank_stats
          where card_id = ${cardId} and nation = 'kr'`,
      )
    )[0]?.amount;

  beforeAll(async () => {
    t = await createTestApp();
    // Numbers out of order on purpose: the checklist must sort them.
    for (const [number, name] of [
      ['010', '리자몽 ex'],
      ['001', '이상해씨'],
      ['002', '이상해풀'],
    ] as const) {
      cards.push(await insertCard(t.services.db, { kr: { name, number, setName: SET, series: 'SV' } }));
    }
    enOnly = await insertCard(t.services.db, { en: { name: 'Pikachu' }, kr: false });
    await refreshCardSearch(t.services.db);
    const owner = await createMember(t);
    ownerId = owner.userId;
    ownerNickname = owner.nickname;
    as.owner = await sessionCookie(t, owner.userId);
    as.other = await sessionCookie(t, (await createMember(t)).userId);
    as.admin = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
    as.banned = await sessionCookie(t, (await createMember(t, { type: '밴 유저' })).userId);
  });
  afterAll(() => t.close());

  it('refuses guests, banned members and bad input in Korean, saving nothing', async () => {
    const add = (params: Record<string, unknown>, cookie?: Record<string, string>) =>
      t.post(calls.insert.path, { params }, cookie);
    const good = { card_id: cards[0], nation: 'kr', amount: 1 };

    const guest = await add(good);
    expect(guest.status).toBe(401);
    expect(JSON.stringify(guest.body)).toContain(MSG.loginRequired);
    const banned = await add(good, as.banned);
    expect(banned.status).toBe(403);
    expect(JSON.stringify(banned.body)).toContain(MSG.bannedUser);

    const unknown = await add({ ...good, card_id: 'no-such-card' }, as.owner);
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain(MSG.cardMissing);
    const unreleased = await add({ ...good, card_id: enOnly }, as.owner);
    expect(unreleased.status).toBe(400);
    expect(JSON.stringify(unreleased.body)).toContain(NOT_RELEASED.kr);
    for (const amount of [0, -2, 1.5, 'abc', 1000]) {
      const bad = await add({ ...good, amount }, as.owner);
      expect(bad.status, String(amount)).toBe(400);
      expect(JSON.stringify(bad.body)).toContain(COLLECTION_MSG.amountRange);
    }
    const badNation = await add({ ...good, nation: 'fr' }, as.owner);
    expect(badNation.status).toBe(400);

    expect(await rows()).toEqual([]);
    expect(await collectionFigure(cards[0]!)).toBeUndefined();
  });

  it('adds cards up per card edition and keeps the ranking figure equal to the sum', async () => {
    const first = await t.call(calls.insert, { card_id: cards[0]!, nation: 'kr', amount: 2 }, as.owner);
    expect(first).toMatchObject({
      added: 2,
      card: { card_id: cards[0], name: '리자몽 ex', number: '010', set_name: SET, amount: 2 },
    });
    const again = await t.call(calls.insert, { card_id: cards[0]!, nation: 'kr', amount: '3' }, as.owner);
    expect(again.card.amount).toBe(5);
    await t.call(calls.insert, { card_id: cards[0]!, nation: 'kr', amount: 4 }, as.other);
    await t.call(calls.insert, { card_id: cards[1]!, nation: 'kr', amount: 1 }, as.owner);

    expect(await rows()).toEqual([
      { card_id: cards[0], nation: 'kr', amount: 5 },
      { card_id: cards[1], nation: 'kr', amount: 1 },
    ]);
    expect(await collectionFigure(cards[0]!)).toBe(9);
    const usage = await t.call(rankingCalls.rank('usage', 'kr'), {
      keyword: { sort: 'collection_total_amount' },
    });
    expect(usage.map((r) => [r.id, r.collection_total_amount])).toEqual([
      [cards[0], 9],
      [cards[1], 1],
    ]);
  });

  it('refuses an add past 999 copies without changing the amount', async () => {
    const over = await t.post(
      calls.insert.path,
      { params: { card_id: cards[0], nation: 'kr', amount: 999 } },
      as.owner,
    );
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toContain(COLLECTION_MSG.amountOverMax);
    expect((await rows()).find((r) => r.card_id === cards[0])?.amount).toBe(5);
    expect(await collectionFigure(cards[0]!)).toBe(9);
  });

  it('sets and removes amounts of cards in the book only', async () => {
    expect(
      await t.call(calls.update, { card_id: cards[0]!, nation: 'kr', amount: 3 }, as.owner),
    ).toMatchObject({ amount: 3 });
    expect(await collectionFigure(cards[0]!)).toBe(7);
    const missing = await t.post(
      calls.update.path,
      { params: { card_id: cards[2], nation: 'kr', amount: 3 } },
      as.owner,
    );
    expect(missing.status).toBe(404);
    expect(JSON.stringify(missing.body)).toContain(COLLECTION_MSG.notInCollection);
    const zero = await t.post(
      calls.update.path,
      { params: { card_id: cards[0], nation: 'kr', amount: 0 } },
      as.owner,
    );
    expect(zero.status).toBe(400);

    await t.call(calls.insert, { card_id: cards[2]!, nation: 'kr', amount: 1 }, as.owner);
    await t.call(calls.remove, { card_id: cards[2]!, nation: 'kr' }, as.owner);
    expect((await rows()).map((r) => r.card_id)).toEqual([cards[0], cards[1]]);
    // Its last collection row is gone and nothing else ranks it: the ranking row goes too.
    expect(await collectionFigure(cards[2]!)).toBeUndefined();
    const again = await t.post(calls.remove.path, { params: { card_id: cards[2], nation: 'kr' } }, as.owner);
    expect(again.status).toBe(404);
  });

  it('lists a shown book by user id or nickname, filtered by edition and set', async () => {
    const byId = await t.call(calls.list, { user_id: ownerId });
    expect(byId.owner).toMatchObject({ user_id: ownerId, nickname: ownerNickname });
    expect(byId.total_count).toBe(2);
    // Newest first.
    expect(byId.rows.map((r) => [r.card_id, r.amount])).toEqual([
      [cards[1], 1],
      [cards[0], 3],
    ]);
    const byNickname = await t.call(calls.list, { nickname: ownerNickname, nation: 'kr', set_name: SET });
    expect(byNickname.total_count).toBe(2);
    expect(byNickname.sets).toEqual([SET]);
    const otherSet = await t.call(calls.list, {
      nickname: ownerNickname,
      nation: 'kr',
      set_name: '없는 세트',
    });
    expect(otherSet).toMatchObject({ total_count: 0, rows: [] });
    expect((await t.call(calls.list, { user_id: ownerId, nation: 'jp' })).total_count).toBe(0);

    const nobody = await t.post(calls.list.path, { params: {} });
    expect(nobody.status).toBe(400);
    expect(JSON.stringify(nobody.body)).toContain(COLLECTION_MSG.ownerRequired);
    const unknown = await t.post(calls.list.path, { params: { nickname: '없는회원' } });
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain(MSG.userMissing);
    expect((await t.post(calls.list.path, { params: { user_id: ownerId, page: 'x' } })).status).toBe(400);
  });

  it('hides a private book from others with the §6 message, but not from its owner or a 관리자', async () => {
    await t.services.db.update(users).set({ collectionShow: false }).where(eq(users.userId, ownerId));
    for (const cookie of [undefined, as.other]) {
      const refused = await t.post(calls.list.path, { params: { nickname: ownerNickname } }, cookie);
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).toContain(MSG.privateCollection);
    }
    expect((await t.call(calls.list, { user_id: ownerId }, as.owner)).total_count).toBe(2);
    expect((await t.call(calls.list, { user_id: ownerId }, as.admin)).total_count).toBe(2);
    await t.services.db.update(users).set({ collectionShow: true }).where(eq(users.userId, ownerId));
  });

  it('sums the dashboard and the per-set completion of an edition', async () => {
    const guest = await t.post(calls.dashboard.path, { params: { nation: 'kr' } });
    expect(guest.status).toBe(401);
    const dashboard = await t.call(calls.dashboard, { nation: 'kr' }, as.owner);
    expect(dashboard).toMatchObject({ nation: 'kr', distinct_cards: 2, total_amount: 4 });
    expect(dashboard.sets.find((s) => s.set_name === SET)).toMatchObject({ owned: 2, total: 3 });
    expect(await t.call(calls.dashboard, { nation: 'jp' }, as.owner)).toMatchObject({
      distinct_cards: 0,
      total_amount: 0,
      sets: [],
    });
  });

  it('lists challenge books with progress and reads a checklist in number order', async () => {
    const sets = await t.call(calls.challengeList, { nation: 'kr' }, as.owner);
    expect(sets.find((s) => s.set_name === SET)).toMatchObject({ total: 3, owned: 2, series: 'SV' });
    const asGuest = await t.call(calls.challengeList, { nation: 'kr' });
    expect(asGuest.find((s) => s.set_name === SET)).toMatchObject({ total: 3, owned: 0 });

    const book = await t.call(calls.challengeRead, { nation: 'kr', set_name: SET }, as.owner);
    expect(book).toMatchObject({ set_name: SET, total: 3, owned: 2 });
    expect(book.cards.map((c) => [c.number, c.amount])).toEqual([
      ['001', 1],
      ['002', 0],
      ['010', 3],
    ]);
    const missing = await t.post(calls.challengeRead.path, {
      params: { nation: 'kr', set_name: '없는 세트' },
    });
    expect(missing.status).toBe(404);
    expect(JSON.stringify(missing.body)).toContain(COLLECTION_MSG.setMissing);
    const empty = await t.post(calls.challengeRead.path, { params: { nation: 'kr', set_name: ' ' } });
    expect(empty.status).toBe(400);
  });

  it('counts every set of an edition in one grouped pass over the catalogue', async () => {
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      t.services.db,
      sql`explain ${setProgressQuery('kr', ownerId)}`,
    );
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    // One aggregate node and one scan of card_search: no per-set subquery.
    expect(text.match(/Aggregate/g)?.length).toBe(1);
    expect(text.match(/on card_search/g)?.length).toBe(1);
  });
});

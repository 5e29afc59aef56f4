import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { deckCalls } from '@carddogam/contract/calls/decks';
import { rankingCalls } from '@carddogam/contract/calls/ranking';
import { reviewCalls } from '@carddogam/contract/calls/reviews';
import { tradeCalls } from '@carddogam/contract/calls/trade';
import { MSG } from '@carddogam/contract/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import { insertCard } from '../factories/cards';
import { queryRows } from '../../src/db/client';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { dailySumsDrift } from '../helpers/trade-price-daily';

/**
 * Many members writing at once (decision 013): the ranking figures must equal a recount of the rows they
 * summarise, writes touching the same cards in a different order must not fail, and a transaction the
 * database gives up on answers a Korean 503. The races only show on PostgreSQL (PGlite runs one
 * transaction at a time), where the pool lets several transactions run side by side.
 */
describe('concurrent writes', () => {
  let t: TestApp;
  const card = { reviewed: '', x: '', y: '', z: '', liked: '' };

  /** `n` members with their session cookies, made side by side (each hashes a password). */
  const members = (n: number) =>
    Promise.all(
      Array.from({ length: n }, async () => {
        const member = await createMember(t);
        return { userId: member.userId, headers: await sessionCookie(t, member.userId) };
      }),
    );
  const statusOf = async (path: string, params: unknown, headers: Record<string, string>) =>
    (await t.post(path, { params }, headers)).status;

  beforeAll(async () => {
    t = await createTestApp({}, { poolSize: 12 });
    const db = t.services.db;
    card.reviewed = await insertCard(db, { kr: { name: '리자몽 ex' } });
    card.x = await insertCard(db, { en: { name: 'Pikachu', number: '25' }, kr: { name: '피카츄' } });
    card.y = await insertCard(db, { en: { name: 'Raichu', number: '26' }, kr: { name: '라이츄' } });
    card.z = await insertCard(db, { en: { name: 'Pichu', number: '172' }, kr: { name: '피츄' } });
    card.liked = await insertCard(db, { en: { name: 'Eevee', number: '133' }, kr: { name: '이브이' } });
    await refreshCardSearch(db);
  });
  afterAll(() => t.close());

  /** The stored figures of one card edition (0 without a row) next to a recount from the rows they summarise. */
  const figures = async (cardId: string) => {
    const [row] = await queryRows<Record<string, number>>(
      t.services.db,
      sql`select coalesce(r.price_count, 0) as price_count, coalesce(r.max_price, 0) as max_price,
          round(coalesce(r.avg_price, 0)::numeric, 4)::float8 as avg_price,
          coalesce(r.deck_total_count, 0) as deck_total_count,
          coalesce(r.deck_total_amount, 0) as deck_total_amount,
          (select count(*)::int from trade_price where card_id = ${cardId} and card_nation = 'kr') as price_recount,
          (select coalesce(max(card_price), 0)::int from trade_price
            where card_id = ${cardId} and card_nation = 'kr') as max_recount,
          (select round(coalesce(avg(card_price) filter (where card_price > 0), 0)::numeric, 4)::float8
            from trade_price where card_id = ${cardId} and card_nation = 'kr') as avg_recount,
          (select count(distinct deck_id)::int from deck_card where card_id = ${cardId} and nation = 'kr')
            as deck_recount,
          (select coalesce(sum(amount), 0)::int from deck_card where card_id = ${cardId} and nation = 'kr')
            as amount_recount
        from (select 1) one
        left join card_rank_stats r on r.card_id = ${cardId} and r.nation = 'kr'`,
    );
    return row!;
  };

  it('counts 40 reviews written at once by 40 members, in the card summary and the ranking', async () => {
    const writers = await members(40);
    const statuses = await Promise.all(
      writers.map((w, i) =>
        statusOf(
          reviewCalls.insert.path,
          {
            card_id: card.reviewed,
            text_nation: 'kr',
            rate_perform_check: true,
            rate_perform: 0.5 + (i % 10) * 0.5,
            rate_collect_check: i % 2 === 0,
            rate_collect: i % 2 === 0 ? 5 - (i % 8) * 0.5 : 0,
            content: `동시에 쓴 리뷰 ${i}`,
          },
          w.headers,
        ),
      ),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    const [recount] = await queryRows<Record<string, number>>(
      t.services.db,
      sql`select count(*)::int as total_count,
          count(*) filter (where rate_perform_check)::int as perform_count,
          count(*) filter (where rate_collect_check)::int as collect_count,
          round(avg(rate_perform) filter (where rate_perform_check)::numeric, 2)::float8 as perform_avg,
          round(avg(rate_collect) filter (where rate_collect_check)::numeric, 2)::float8 as collect_avg,
          round(((sum(rate_perform) filter (where rate_perform_check)
            + sum(rate_collect) filter (where rate_collect_check))
            / (count(*) filter (where rate_perform_check) + count(*) filter (where rate_collect_check)))::numeric,
            2)::float8 as total_avg
        from card_review where card_id = ${card.reviewed} and text_nation = 'kr'`,
    );
    expect(recount).toMatchObject({ total_count: 40, perform_count: 40, collect_count: 20 });

    const [summary] = await t.call(reviewCalls.summary, { card_id: card.reviewed, text_nation: 'kr' });
    expect(summary).toEqual(recount);
    const rank = await t.call(rankingCalls.rank('rating', 'kr'), { keyword: {} });
    expect(rank.find((r) => r.id === card.reviewed)).toMatchObject({
      total_count: 40,
      total_perform: 40,
      total_collect: 20,
      total_avg: recount!.total_avg,
      perform_avg: recount!.perform_avg,
      collect_avg: recount!.collect_avg,
    });
  });

  // Each round also moves a line between Y and Z, so an edit reading the lines an earlier edit replaced
  // would leave the figures of a card it no longer saw behind.
  const yOrZ = (round: number) => (round % 2 === 0 ? card.y : card.z);

  it('swaps two cards in two trade posts 50 times at once without an error, and keeps the price figures exact', async () => {
    const [a, b] = await members(2);
    const line = (cardId: string, price: number, id?: number) => ({
      ...(id === undefined ? {} : { id }),
      card_id: cardId,
      card_nation: 'kr' as const,
      card_state: 'S급' as const,
      card_price: price,
      state: '등록됨' as const,
    });
    const post = (lines: ReturnType<typeof line>[]) => ({
      title: '피카츄 라이츄 팝니다',
      content: '',
      lines,
    });
    // Post A lists X then Y, post B lists Y then X: each edit touches both cards, in opposite orders.
    const postA = await t.call(tradeCalls.insert, post([line(card.x, 1000), line(card.y, 2000)]), a!.headers);
    const postB = await t.call(tradeCalls.insert, post([line(card.y, 3000), line(card.x, 4000)]), b!.headers);
    const lineIds = async (id: number) => (await t.call(tradeCalls.read, { id })).lines.map((l) => l.id);
    const [a1, a2] = await lineIds(postA.id);
    const [b1, b2] = await lineIds(postB.id);

    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, round) => [
        statusOf(
          tradeCalls.update.path,
          { id: postA.id, ...post([line(card.x, 1000 + round, a1), line(yOrZ(round), 2000 + round, a2)]) },
          a!.headers,
        ),
        statusOf(
          tradeCalls.update.path,
          { id: postB.id, ...post([line(yOrZ(round), 3000 + round, b1), line(card.x, 4000 + round, b2)]) },
          b!.headers,
        ),
      ]).flat(),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    for (const id of [card.x, card.y, card.z]) {
      const row = await figures(id);
      expect(row.price_count).toBe(row.price_recount);
      expect(row.max_price).toBe(row.max_recount);
      expect(row.avg_price).toBe(row.avg_recount);
    }
    // The daily sums the values read, appended by trade_price's triggers, are exact too.
    expect(await dailySumsDrift(t.services.db)).toEqual([]);
  });

  it('swaps two cards in two decks 50 times at once without an error, and keeps the usage figures exact', async () => {
    const [a, b] = await members(2);
    const deck = (...cards: Array<[string, number]>) => ({
      title: '번개 덱',
      content: '',
      tag: [],
      regulation_group: '스탠다드' as const,
      season: '',
      status: '비공개' as const,
      cards: cards.map(([card_id, amount]) => ({ card_id, amount })),
    });
    // Deck A holds X then Y, deck B holds Y then X.
    const deckA = await t.call(deckCalls.write, deck([card.x, 1], [card.y, 1]), a!.headers);
    const deckB = await t.call(deckCalls.write, deck([card.y, 1], [card.x, 1]), b!.headers);

    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, round) => [
        statusOf(
          deckCalls.update.path,
          { id: deckA.id, ...deck([card.x, 1 + (round % 4)], [yOrZ(round), 4 - (round % 4)]) },
          a!.headers,
        ),
        statusOf(
          deckCalls.update.path,
          { id: deckB.id, ...deck([yOrZ(round), 1 + (round % 3)], [card.x, 3 - (round % 3)]) },
          b!.headers,
        ),
      ]).flat(),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect((await figures(card.x)).deck_total_count).toBe(2);
    for (const id of [card.x, card.y, card.z]) {
      const row = await figures(id);
      expect(row.deck_total_count).toBe(row.deck_recount);
      expect(row.deck_total_amount).toBe(row.amount_recount);
    }
  });

  it('moves one trade line and one deck card through 10 cards at once, leaving no card figure behind', async () => {
    const db = t.services.db;
    const cards = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        insertCard(db, { en: { name: `Unown ${i}`, number: `${201 + i}` }, kr: { name: `안농 ${i}` } }),
      ),
    );
    await refreshCardSearch(db);
    const [writer] = await members(1);
    const line = (cardId: string, id?: number) => ({
      ...(id === undefined ? {} : { id }),
      card_id: cardId,
      card_nation: 'kr' as const,
      card_state: 'S급' as const,
      card_price: 500,
      state: '등록됨' as const,
    });
    const deck = (cardId: string) => ({
      title: '안농 덱',
      content: '',
      tag: [],
      regulation_group: '스탠다드' as const,
      season: '',
      status: '비공개' as const,
      cards: [{ card_id: cardId, amount: 1 }],
    });
    const post = await t.call(
      tradeCalls.insert,
      { title: '안농', content: '', lines: [line(cards[0]!)] },
      writer!.headers,
    );
    const [lineId] = (await t.call(tradeCalls.read, { id: post.id })).lines.map((l) => l.id);
    const { id: deckId } = await t.call(deckCalls.write, deck(cards[0]!), writer!.headers);

    // Each edit refreshes the card it read and the card it writes: reading the line or deck card before
    // another edit replaced it would leave that edit's card counted with nothing behind it.
    const statuses = await Promise.all(
      cards.flatMap((cardId) => [
        statusOf(
          tradeCalls.update.path,
          { id: post.id, title: '안농', content: '', lines: [line(cardId, lineId)] },
          writer!.headers,
        ),
        statusOf(deckCalls.update.path, { id: deckId, ...deck(cardId) }, writer!.headers),
      ]),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    for (const id of cards) {
      const row = await figures(id);
      expect(row.price_count).toBe(row.price_recount);
      expect(row.deck_total_count).toBe(row.deck_recount);
      expect(row.deck_total_amount).toBe(row.amount_recount);
    }
    expect(await dailySumsDrift(t.services.db)).toEqual([]);
  });

  it('counts every like and rating of a deck given at once by 30 members', async () => {
    const [writer] = await members(1);
    const { id } = await t.call(
      deckCalls.write,
      {
        title: '이브이 덱',
        content: '',
        tag: [],
        regulation_group: '스탠다드',
        season: '',
        status: '비공개',
        cards: [{ card_id: card.liked, amount: 4 }],
      },
      writer!.headers,
    );
    // Only the writer may see a private deck: make it public by hand for the others.
    await t.services.db.execute(sql`update deck set status = '공개' where id = ${id}`);
    const readers = await members(30);

    const likes = await Promise.all(readers.map((r) => statusOf(deckCalls.like.path, { id }, r.headers)));
    expect(likes.filter((s) => s !== 200)).toEqual([]);
    const rates = await Promise.all(
      readers.map((r, i) => statusOf(deckCalls.rate.path, { id, rating: 0.5 + (i % 10) * 0.5 }, r.headers)),
    );
    expect(rates.filter((s) => s !== 200)).toEqual([]);

    const [row] = await queryRows<Record<string, number>>(
      t.services.db,
      sql`select d.like_count, d.rating_count, round(d.rating_avg::numeric, 4)::float8 as rating_avg,
          (select count(*)::int from deck_like where deck_id = d.id) as like_recount,
          (select count(*)::int from deck_rating where deck_id = d.id) as rating_recount,
          (select round(avg(rating)::numeric, 4)::float8 from deck_rating where deck_id = d.id) as avg_recount
        from deck d where d.id = ${id}`,
    );
    expect(row).toMatchObject({ like_count: 30, like_recount: 30, rating_count: 30, rating_recount: 30 });
    expect(row!.rating_avg).toBe(row!.avg_recount);
  });

  it('retries a transaction once on a deadlock, then answers a Korean 503 instead of a 500', async () => {
    const [writer] = await members(1);
    const params = {
      card_id: card.x,
      text_nation: 'kr',
      rate_perform_check: true,
      rate_perform: 4,
      rate_collect_check: false,
      rate_collect: 0,
      content: '교착 상태',
    };
    const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const db = t.services.db;

    // Twice in a row: the retry fails too, and the member is told to try again later.
    const always = vi.spyOn(db, 'transaction').mockImplementation(() => Promise.reject(deadlock()));
    const refused = await t.post(reviewCalls.insert.path, { params }, writer!.headers);
    expect(always).toHaveBeenCalledTimes(2);
    always.mockRestore();
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ error: { code: 'BUSY', message: MSG.busy } });

    // Once: the retry goes through and the review is written.
    const real = db.transaction.bind(db);
    const once = vi
      .spyOn(db, 'transaction')
      .mockImplementationOnce(() => Promise.reject(deadlock()))
      .mockImplementation(real);
    const written = await t.post(reviewCalls.insert.path, { params }, writer!.headers);
    expect(once).toHaveBeenCalledTimes(2);
    once.mockRestore();
    expect(written.status).toBe(200);
  });
});

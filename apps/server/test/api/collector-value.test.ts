import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { collectorValueCalls as calls } from '@carddogam/contract/calls/collector-value';
import { koreanToday } from '@carddogam/contract/trade/chart';
import { queryRows } from '../../src/db/client';
import { collection, deck, deckCard } from '../../src/db/schema/index';
import { deckValueQuery } from '../../src/repositories/collector-value';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

/** The Korean day `n` days before today. */
function daysAgo(n: number): string {
  const d = new Date(`${koreanToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

describe('deck and collection values in KRW', () => {
  let t: TestApp;
  /** a: kr and en, priced in both; b: priced in kr only; c: no price at all. */
  const card = { a: '', b: '', c: '' };
  const as: Record<'owner' | 'other', Record<string, string>> = { owner: {}, other: {} };
  let ownerId = '';
  let publicDeck = 0;
  let privateDeck = 0;

  const price = (
    cardId: string,
    nation: string,
    cardPrice: number,
    day: { listed?: number; sold?: number },
    condition: { state?: string; company?: string; grade?: number } = {},
  ) =>
    t.services.db.execute(sql`
      insert into trade_price (post_id, card_id, card_nation, card_state, grade_company, grade, card_price,
        card_created, card_sold, state)
      values (0, ${cardId}, ${nation}, ${condition.state ?? 'S급'}, ${condition.company ?? null},
        ${condition.grade ?? null}, ${cardPrice},
        ${day.listed === undefined ? null : daysAgo(day.listed)}, ${day.sold === undefined ? null : daysAgo(day.sold)},
        ${day.sold === undefined ? '등록됨' : '판매완료'})`);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    card.a = await insertCard(db, { kr: { name: '리자몽 ex' } });
    card.b = await insertCard(db, { kr: { name: '피카츄' } });
    card.c = await insertCard(db, { kr: { name: '이상해씨' } });
    // a in kr: S급 10,000 (10 days ago) and 12,000 (50), 6,000 (100: outside 90 days), a graded 500.
    await price(card.a, 'kr', 10_000, { listed: 10 });
    await price(card.a, 'kr', 12_000, { listed: 50 });
    await price(card.a, 'kr', 6_000, { listed: 100 });
    await price(card.a, 'kr', 500, { listed: 3 }, { state: '등급', company: 'PSA', grade: 100 });
    // a in en: listed 7,000 (10 days ago) and 9,000 (40), 1,000 (120: outside), and a line sold 5 days ago
    // at 5,000: a sold line keeps no listed day (§4) and counts on its sold day, as in the statistics.
    await price(card.a, 'en', 7_000, { listed: 10 });
    await price(card.a, 'en', 9_000, { listed: 40 });
    await price(card.a, 'en', 1_000, { listed: 120 });
    await price(card.a, 'en', 5_000, { sold: 5 });
    // b in kr: S급 3,000 and 4,001 (5 days ago), an A급 100.
    await price(card.b, 'kr', 3_000, { listed: 5 });
    await price(card.b, 'kr', 4_001, { listed: 5 });
    await price(card.b, 'kr', 100, { listed: 5 }, { state: 'A급' });

    const owner = await createMember(t);
    ownerId = owner.userId;
    as.owner = await sessionCookie(t, owner.userId);
    as.other = await sessionCookie(t, (await createMember(t)).userId);
    const [pub] = await db
      .insert(deck)
      .values({ userId: ownerId, title: '공개 덱' })
      .returning({ id: deck.id });
    const [priv] = await db
      .insert(deck)
      .values({ userId: ownerId, title: '비공개 덱', status: '비공개' })
      .returning({ id: deck.id });
    publicDeck = pub!.id;
    privateDeck = priv!.id;
    for (const id of [publicDeck, privateDeck])
      await db.insert(deckCard).values([
        { deckId: id, cardId: card.a, nation: 'kr', amount: 3, position: 0 },
        // Listed by its English edition: still named as the deck page names it, in Korean.
        { deckId: id, cardId: card.b, nation: 'en', amount: 2, position: 1 },
        { deckId: id, cardId: card.c, nation: 'kr', amount: 1, position: 2 },
      ]);
    await refreshCardSearch(db);
    await db.insert(collection).values([
      { userId: ownerId, cardId: card.a, nation: 'kr', amount: 2 },
      { userId: ownerId, cardId: card.b, nation: 'kr', amount: 1 },
      { userId: ownerId, cardId: card.c, nation: 'en', amount: 1 },
    ]);
  });
  afterAll(() => t.close());

  it('adds each card at its cheapest released edition, named as the deck page names it, and lists the unpriced one (S급, 90 days)', async () => {
    const value = await t.call(calls.deckValue, { deck_id: publicDeck, condition: 'S급' });
    // a: kr (10,000 + 12,000) / 2 = 11,000, en (7,000 + 9,000 + 5,000 sold) / 3 = 7,000 → en, × 3 = 21,000.
    // b: kr (3,000 + 4,001) / 2 = 3,500.5 → 3,501, × 2 = 7,002. c: no price.
    expect(value.total).toBe(21_000 + 7_002);
    expect(value).toMatchObject({ days: 90, as_of: koreanToday(), priced_cards: 2, unpriced_cards: 1 });
    expect(value.lines).toEqual([
      {
        card_id: card.a,
        name: '리자몽 ex',
        amount: 3,
        edition: 'en',
        unit_price: 7_000,
        records: 3,
        line_total: 21_000,
      },
      {
        card_id: card.b,
        name: '피카츄',
        amount: 2,
        edition: 'kr',
        unit_price: 3_501,
        records: 2,
        line_total: 7_002,
      },
      {
        card_id: card.c,
        name: '이상해씨',
        amount: 1,
        edition: null,
        unit_price: null,
        records: 0,
        line_total: null,
      },
    ]);
  });

  it('follows the chosen condition and window', async () => {
    // '전체' takes every raw condition but no graded slab: b = (3,000 + 4,001 + 100) / 3 = 2,367.
    const any = await t.call(calls.deckValue, { deck_id: publicDeck, condition: '전체' });
    expect(any.total).toBe(7_000 * 3 + 2_367 * 2);
    // 30 days: a's en price of 40 days ago drops out, a = (7,000 + 5,000) / 2 = 6,000.
    const month = await t.call(calls.deckValue, { deck_id: publicDeck, condition: 'S급', days: 30 });
    expect(month.total).toBe(6_000 * 3 + 3_501 * 2);
    const bad = await t.post(calls.deckValue.path, { params: { deck_id: publicDeck, condition: '등급' } });
    expect(bad.status).toBe(400);
    const days = await t.post(calls.deckValue.path, { params: { deck_id: publicDeck, days: 3 } });
    expect(days.status).toBe(400);
    expect((days.body as { error: { message: string } }).error.message).toContain('기간은 7일에서 365일');
  });

  it('values a private deck for its writer only', async () => {
    expect((await t.call(calls.deckValue, { deck_id: privateDeck }, as.owner)).total).toBeGreaterThan(0);
    for (const who of [as.other, {}]) {
      const res = await t.post(calls.deckValue.path, { params: { deck_id: privateDeck } }, who);
      expect(res.status).toBe(403);
      expect((res.body as { error: { code: string } }).error.code).toBe('PRIVATE_DECK');
    }
    const missing = await t.post(calls.deckValue.path, { params: { deck_id: 999_999 } });
    expect(missing.status).toBe(404);
  });

  it('values the collection book now and 30 days ago, with the change', async () => {
    const value = await t.call(calls.collectionValue, { user_id: ownerId, condition: 'S급' });
    // Now (last 90 days): a kr 11,000 × 2 + b kr 3,501 × 1 = 25,501; c (en) has no price.
    // 30 days ago (the 90 days before that day): a kr (12,000 + 6,000) / 2 = 9,000 × 2; b's sales are newer.
    expect(value).toMatchObject({
      value: 25_501,
      priced_entries: 2,
      value_before: 18_000,
      priced_entries_before: 1,
      change: 7_501,
      change_percent: 41.7,
      unpriced_count: 1,
      unpriced: [{ card_id: card.c, nation: 'en', name: 'Charizard ex', amount: 1 }],
    });
  });

  it('keeps a hidden book’s value to its owner', async () => {
    await t.services.db.execute(sql`update users set collection_show = false where user_id = ${ownerId}`);
    const res = await t.post(calls.collectionValue.path, { params: { user_id: ownerId } }, as.other);
    expect(res.status).toBe(403);
    expect((res.body as { error: { code: string } }).error.code).toBe('PRIVATE_COLLECTION');
    expect((await t.call(calls.collectionValue, { user_id: ownerId }, as.owner)).value).toBeGreaterThan(0);
    const nobody = await t.post(calls.collectionValue.path, { params: {} });
    expect(nobody.status).toBe(400);
  });

  it('reads each edition’s window from the daily sums’ key alone (an index-only scan)', async () => {
    const plan = await t.services.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain (costs off) ${deckValueQuery(publicDeck, { condition: 'S급', days: 90, asOf: koreanToday() })}`,
      );
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain(
      'Index Only Scan using trade_price_daily_idx',
    );
  });
});

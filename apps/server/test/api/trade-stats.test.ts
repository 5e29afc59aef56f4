import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tradeStatsCalls as calls } from '@carddogam/contract/calls/trade-stats';
import { createMember, sessionCookie } from '../helpers/members';
import { createTestApp, type TestApp } from '../helpers/app';
import { insertCard } from '../factories/cards';
import { cardAttack, tradePost, tradePrice } from '../../src/db/schema/index';
import { loadTradeStats } from '../../src/services/trade-stats';

type PriceInsert = typeof tradePrice.$inferInsert;

describe('§7.4 trade statistics', () => {
  let t: TestApp;
  /** Three prints sharing series, name and rarity; `other` has different attacks. */
  const card = { main: '', twin: '', other: '', trainer: '', trainerTwin: '' };
  const TODAY = '2026-11-23';

  const price = (cardId: string, fields: Partial<PriceInsert>): PriceInsert => ({
    postId: 0,
    cardId,
    cardNation: 'en',
    cardState: 'S급',
    cardPrice: 10_000,
    cardCreated: '2026-11-20',
    state: '등록됨',
    ...fields,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    const sameKey = { name: 'Charizard ex', series: 'Scarlet & Violet', rarity: 'Double Rare' };
    card.main = await insertCard(db, { en: sameKey });
    card.twin = await insertCard(db, { en: sameKey });
    card.other = await insertCard(db, { en: sameKey });
    // Same name and rarity, but its first attack differs: not the same card for pricing.
    await db.delete(cardAttack).where(eq(cardAttack.cardId, card.other));
    await db.insert(cardAttack).values({
      cardId: card.other,
      nation: 'en',
      position: 0,
      name: 'Flare Blitz',
      cost: 'Fire',
      convertedEnergyCost: 1,
      damage: '200',
      damageValue: 200,
      text: '',
    });
    const trainer = {
      name: "Professor's Research",
      series: 'Scarlet & Violet',
      rarity: 'Uncommon',
      supertype: 'Trainer',
    };
    card.trainer = await insertCard(db, { en: trainer, withParts: false });
    card.trainerTwin = await insertCard(db, { en: trainer, withParts: true });

    const [post] = await db
      .insert(tradePost)
      .values({ userId: 'seller', title: '리자몽 ex 팝니다' })
      .returning();
    await db.insert(tradePrice).values([
      price(card.main, { postId: post!.id, cardPrice: 10_000, cardCreated: '2026-11-20' }),
      price(card.twin, { postId: post!.id, cardPrice: 14_000, cardCreated: '2026-11-21' }),
      price(card.main, {
        cardState: 'A급',
        cardPrice: 6_000,
        state: '판매완료',
        cardCreated: null,
        cardSold: '2026-11-22',
      }),
      price(card.main, { cardState: 'B급', cardPrice: 0 }),
      price(card.main, {
        cardState: '등급',
        gradeCompany: 'PSA',
        grade: 100,
        cardPrice: 90_000,
        cardCreated: '2026-10-02',
      }),
      price(card.main, {
        cardState: '등급',
        gradeCompany: 'PSA',
        grade: 95,
        cardPrice: 50_000,
        cardCreated: '2026-10-03',
      }),
      price(card.main, {
        cardState: '등급',
        gradeCompany: 'BGS',
        grade: 90,
        cardPrice: 40_000,
        cardCreated: '2025-01-15',
      }),
      // Another edition and a card outside the group: never counted.
      price(card.main, { cardNation: 'kr', cardPrice: 999_999 }),
      price(card.other, { cardPrice: 500_000 }),
      price(card.trainer, { cardPrice: 1_000 }),
    ]);
  });
  afterAll(() => t.close());

  it('groups by series, name and rarity, and for Pokémon only cards with identical attack names', async () => {
    const stats = await loadTradeStats(t.services.db, card.main, 'en', TODAY);
    expect(stats.ids.sort()).toEqual([card.main, card.twin].sort());
    const other = await loadTradeStats(t.services.db, card.other, 'en', TODAY);
    expect(other.ids).toEqual([card.other]);
    // Trainers are pooled by series, name and rarity alone, whatever their parts.
    const trainer = await loadTradeStats(t.services.db, card.trainer, 'en', TODAY);
    expect(trainer.ids.sort()).toEqual([card.trainer, card.trainerTwin].sort());
    // A card without data in an edition is its own group.
    expect((await loadTradeStats(t.services.db, card.main, 'jp', TODAY)).ids).toEqual([card.main]);
  });

  it('summarises the group: averages ignore zeros, counts by state, the latest S price', async () => {
    const s = await loadTradeStats(t.services.db, card.main, 'en', TODAY);
    // Non-zero prices: 10,000 14,000 6,000 90,000 50,000 40,000 → 210,000 / 6 = 35,000
    expect(s.total).toEqual({ total_avg: 35_000, total_max: 90_000, total_min: 6_000 });
    expect(s.posts).toEqual({
      total: 7,
      registered: 6,
      finished: 1,
      registered_price: Math.round((10_000 + 14_000 + 90_000 + 50_000 + 40_000) / 5),
      finished_price: 6_000,
    });
    expect(s.recent_s).toBe(14_000);
    expect(s.conditions).toEqual({ S: 12_000, A: 6_000, B: 0, C_below: 0, graded: 60_000 });
    expect(s.grades.PSA.slice(0, 3)).toEqual([
      { grade: 100, avg: 90_000, count: 1 },
      { grade: 95, avg: 50_000, count: 1 },
      { grade: 90, avg: 0, count: 0 },
    ]);
    expect(s.grades.PSA).toHaveLength(10);
    expect(s.grades.ETC[0]).toEqual({ grade: 90, avg: 40_000, count: 1 });
    expect(s.graded_totals.PSA).toEqual({
      total_avg: 70_000,
      total_max: 90_000,
      total_min: 50_000,
      count: 2,
    });
    expect(s.overseas_only).toBe(false);
    expect(s.recent_posts).toEqual([
      expect.objectContaining({ title: '리자몽 ex 팝니다', card_state: 'S급', card_price: 10_000 }),
    ]);
  });

  it('buckets the chart by day, week and month', async () => {
    const s = await loadTradeStats(t.services.db, card.main, 'en', TODAY);
    expect(s.charts['1']!.map((r) => [r.card_date, r.S_price, r.A_price, r.B_price])).toEqual([
      ['2026-11-20', 10_000, 0, 0],
      ['2026-11-21', 14_000, 0, 0],
      ['2026-11-22', 0, 6_000, 0],
    ]);
    const weekly = s.charts['3']!;
    expect(weekly.map((r) => [r.card_date, r.card_month, r.card_week, r.S_price])).toEqual([
      ['2026-09-28', 9, 4, 0], // the week of Monday 28 September holds 2 and 3 October
      ['2026-11-16', 11, 3, 12_000],
    ]);
    expect(weekly[0]!.graded).toEqual({ PSA_100_price: 90_000, PSA_95_price: 50_000 });
    expect(s.charts['12']!.map((r) => r.card_date)).toEqual(['2026-10-01', '2026-11-01']);
    expect(s.charts['120']!.map((r) => r.card_date)).toEqual(['2025-01-01', '2026-10-01', '2026-11-01']);
    expect(s.charts['120']![0]!.graded).toEqual({ ETC_90_price: 40_000 });
  });

  it('marks a card priced only by admins, alone in its group, as overseas-priced', async () => {
    const s = await loadTradeStats(t.services.db, card.other, 'en', TODAY);
    expect(s.overseas_only).toBe(true);
    expect(await t.call(calls.isOnlyAdmin, { card_id: card.other, card_nation: 'en' })).toEqual([
      { post_id: 0 },
    ]);
  });

  it('answers the separate §7.4 calls', async () => {
    expect(await t.call(calls.isPokemon, { card_id: card.main })).toEqual([{ supertype: 'Pokémon' }]);
    expect(await t.call(calls.groupAttacks('en'), { card_id: card.main })).toEqual([
      { name: 'Brave Wing' },
      { name: 'Explosive Vortex' },
    ]);
    const group = await t.call(calls.groupCards('en'), {
      series: 'Scarlet & Violet',
      name: 'Charizard ex',
      rarity: 'Double Rare',
    });
    expect(group.map((g) => g.id).sort()).toEqual([card.main, card.twin, card.other].sort());
    const ids = [card.main, card.twin];
    expect(await t.call(calls.total, { ids, card_nation: 'en' })).toEqual([
      { total_avg: 35_000, total_max: 90_000, total_min: 6_000 },
    ]);
    expect(await t.call(calls.recentS, { ids, card_nation: 'en' })).toEqual([{ price: 14_000 }]);
    expect(await t.call(calls.recentS, { ids, card_nation: 'jp' })).toEqual([]);
    const chart = await t.call(calls.chart, { ids, card_nation: 'en', month: 6 });
    expect(chart.map((r) => r.card_date)).toEqual(['2026-10-01', '2026-11-01']);
    expect((await t.call(calls.stats, { card_id: card.main, card_nation: 'en' })).ids.sort()).toEqual(
      ids.sort(),
    );
  });

  it('refuses bad payloads with a Korean message', async () => {
    const bad = await t.post(calls.chart.path, { params: { ids: [card.main], card_nation: 'en', month: 7 } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('기간은');
    expect((await t.post(calls.total.path, { params: { ids: [], card_nation: 'en' } })).status).toBe(400);
    expect((await t.post(calls.stats.path, { params: { card_id: 'x', card_nation: 'xx' } })).status).toBe(
      400,
    );
  });

  it('lets only a 관리자 enter prices', async () => {
    const row = {
      card_id: card.main,
      card_nation: 'en',
      card_state: 'S급',
      card_price: 1000,
      state: '등록됨',
      card_created: '2026-11-23',
    };
    expect((await t.post(calls.adminInsertPrice.path, { params: row })).status).toBe(401);
  });
  it('shows a price of one card at once in the cached statistics of every card of its group', async () => {
    const admin = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
    const statsOf = async (id: string) =>
      calls.stats.result.parse(
        (await t.post(calls.stats.path, { params: { card_id: id, card_nation: 'en' } })).body,
      );
    const before = (await statsOf(card.main)).posts.total;
    await statsOf(card.main); // now cached
    const row = {
      card_id: card.twin,
      card_nation: 'en',
      card_state: 'S급',
      card_price: 12_000,
      state: '등록됨',
      card_created: '2026-11-23',
    };
    expect((await t.post(calls.adminInsertPrice.path, { params: row }, admin)).status).toBe(200);
    expect((await statsOf(card.main)).posts.total).toBe(before + 1);
  });
});

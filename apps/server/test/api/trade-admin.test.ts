import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TRADE_ADMIN_MSG as M, tradeAdminCalls as calls } from '@carddogam/contract/calls/trade-admin';
import { tradeStatsCalls } from '@carddogam/contract/calls/trade-stats';
import { MSG } from '@carddogam/contract/messages';
import { queryRows } from '../../src/db/client';
import { tradePost, tradePrice } from '../../src/db/schema/index';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

type PriceInsert = typeof tradePrice.$inferInsert;

describe('/admin/trade/price and /admin/trade/group (관리자)', () => {
  let t: TestApp;
  const as = { admin: {}, manager: {}, member: {} } as Record<
    'admin' | 'manager' | 'member',
    Record<string, string>
  >;
  /** main and twin share series, name and rarity (one automatic group); other is another card. */
  const card = { main: '', twin: '', other: '' };
  const price = { outlier: 0, userLine: 0, cheap: 0 };
  let postId = 0;

  const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;
  const stats = (cardId: string) => t.call(tradeStatsCalls.stats, { card_id: cardId, card_nation: 'en' });
  const row = (cardId: string, fields: Partial<PriceInsert>): PriceInsert => ({
    postId: 0,
    cardId,
    cardNation: 'en',
    cardName: 'Charizard ex',
    cardState: 'S급',
    cardPrice: 10_000,
    cardCreated: '2026-11-20',
    state: '등록됨',
    ...fields,
  });
  const logRows = (action: string, targetId: string) =>
    queryRows<{ user_id: string; before: unknown; after: unknown; memo: string }>(
      t.services.db,
      sql`select user_id, before, after, memo from staff_action_log
          where action = ${action} and target_id = ${targetId} order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    const key = { name: 'Charizard ex', series: 'Scarlet & Violet', rarity: 'Double Rare' };
    card.main = await insertCard(db, { en: key });
    card.twin = await insertCard(db, { en: key });
    card.other = await insertCard(db, { en: { ...key, name: 'Pikachu ex' } });
    const seller = await createMember(t, { nickname: '판매왕' });
    const [post] = await db
      .insert(tradePost)
      .values({ userId: seller.userId, title: '리자몽 팝니다' })
      .returning();
    postId = post!.id;
    const ids = await db
      .insert(tradePrice)
      .values([
        row(card.main, { cardPrice: 10_000 }),
        row(card.main, { cardPrice: 900_000, cardCreated: '2026-11-21' }),
        row(card.twin, { cardPrice: 12_000, postId, userId: seller.userId, cardCreated: '2026-10-01' }),
        row(card.other, { cardPrice: 3_000, cardName: 'Pikachu ex', cardState: 'A급' }),
      ])
      .returning({ id: tradePrice.id });
    price.outlier = ids[1]!.id;
    price.userLine = ids[2]!.id;
    price.cheap = ids[3]!.id;
    as.admin = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
    as.manager = await sessionCookie(t, (await createMember(t, { type: '매니저' })).userId);
    as.member = await sessionCookie(t, (await createMember(t)).userId);
  });
  afterAll(() => t.close());

  it('refuses guests, members and 매니저', async () => {
    for (const call of Object.values(calls)) {
      expect((await t.post(call.path, { params: {} })).status).toBe(401);
      for (const who of [as.member, as.manager]) {
        const res = await t.post(call.path, { params: { id: price.outlier, reason: 'x' } }, who);
        expect(res.status).toBe(403);
        expect(errorOf(res.body).message).toBe(MSG.adminOnly);
      }
    }
  });

  it('lists every record with its filters, the post of a member line and server-side paging', async () => {
    const list = (params: object) => t.call(calls.priceList, params, as.admin);
    expect((await list({})).total).toBe(4);
    expect((await list({ card: card.main })).rows.map((r) => r.card_price)).toEqual([900_000, 10_000]);
    expect((await list({ card: 'pikachu' })).rows.map((r) => r.id)).toEqual([price.cheap]);
    const users = await list({ source: 'user' });
    expect(users.rows).toHaveLength(1);
    expect(users.rows[0]).toMatchObject({ post_id: postId, post_title: '리자몽 팝니다', nickname: '판매왕' });
    expect((await list({ source: 'admin' })).total).toBe(3);
    expect((await list({ post_id: postId })).rows.map((r) => r.id)).toEqual([price.userLine]);
    expect((await list({ price_min: 100_000 })).rows.map((r) => r.id)).toEqual([price.outlier]);
    expect((await list({ price_max: 5_000 })).rows.map((r) => r.id)).toEqual([price.cheap]);
    expect((await list({ card_state: 'A급' })).rows.map((r) => r.id)).toEqual([price.cheap]);
    expect((await list({ date_from: '2026-10-01', date_to: '2026-10-31' })).rows.map((r) => r.id)).toEqual([
      price.userLine,
    ]);
    const page = await list({ size: 3, page: 2 });
    expect(page.total).toBe(4);
    expect(page.rows).toHaveLength(1);
  });

  it('refuses bad filters and corrections without a reason with a Korean 400', async () => {
    const backwards = await t.post(
      calls.priceList.path,
      { params: { date_from: '2026-11-02', date_to: '2026-11-01' } },
      as.admin,
    );
    expect(backwards.status).toBe(400);
    expect(errorOf(backwards.body).message).toMatch(/[가-힣]/);
    const noReason = await t.post(
      calls.priceDelete.path,
      { params: { id: price.outlier, reason: ' ' } },
      as.admin,
    );
    expect(noReason.status).toBe(400);
    expect(errorOf(noReason.body).message).toContain(M.reasonRequired);
    const gradeless = await t.post(
      calls.priceUpdate.path,
      { params: { id: price.outlier, card_price: 1, card_state: '등급', reason: '오타' } },
      as.admin,
    );
    expect(gradeless.status).toBe(400);
    expect(errorOf(gradeless.body).message).toContain(M.gradeRequired);
  });

  it('corrects a record with its before and after in the staff log, and the statistics follow at once', async () => {
    expect((await stats(card.main)).total.total_max).toBe(900_000);
    const { row: fixed } = await t.call(
      calls.priceUpdate,
      {
        id: price.outlier,
        card_price: 90_000,
        card_state: '등급',
        grade_company: 'PSA',
        grade: 95,
        reason: '0 하나 더',
      },
      as.admin,
    );
    expect(fixed).toMatchObject({ card_price: 90_000, card_state: '등급', grade_company: 'PSA', grade: 95 });
    const after = await stats(card.main);
    expect(after.total.total_max).toBe(90_000);
    expect(after.graded_totals.PSA.count).toBe(1);
    const [log] = await logRows('trade_price.update', String(price.outlier));
    expect(log).toMatchObject({
      memo: '0 하나 더',
      before: { card_price: 900_000, card_state: 'S급', grade: null },
      after: { card_price: 90_000, card_state: '등급', grade: 95 },
    });
    // Back to an ungraded condition: the grade goes with it (§4 price line rule).
    const { row: plain } = await t.call(
      calls.priceUpdate,
      {
        id: price.outlier,
        card_price: 900_000,
        card_state: 'S급',
        grade_company: 'PSA',
        grade: 95,
        reason: '되돌림',
      },
      as.admin,
    );
    expect(plain).toMatchObject({ grade_company: null, grade: null });
  });

  it('deletes an outlier: the card statistics change at once, the log keeps the record and the reason', async () => {
    const before = await stats(card.main);
    expect(before.total.total_max).toBe(900_000);
    await t.call(calls.priceDelete, { id: price.outlier, reason: '이상치' }, as.admin);
    const after = await stats(card.main);
    // The group is main and twin: 10,000 and the twin's 12,000 remain.
    expect(after.total).toEqual({ total_avg: 11_000, total_max: 12_000, total_min: 10_000 });
    const log = await logRows('trade_price.delete', String(price.outlier));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ memo: '이상치', after: null, before: { card_price: 900_000 } });
    const again = await t.post(
      calls.priceDelete.path,
      { params: { id: price.outlier, reason: '이상치' } },
      as.admin,
    );
    expect(again.status).toBe(404);
    expect(errorOf(again.body)).toEqual({ code: 'PRICE_NOT_FOUND', message: M.priceMissing });
  });

  it('lets one of two 관리자 deleting the same record at once succeed; the other gets a 404', async () => {
    const [target] = await t.services.db
      .insert(tradePrice)
      .values(row(card.other, { cardPrice: 777_777 }))
      .returning({ id: tradePrice.id });
    const second = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
    const answers = await Promise.all(
      [as.admin, second].map((who) =>
        t.post(calls.priceDelete.path, { params: { id: target!.id, reason: '동시 삭제' } }, who),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect(errorOf(answers.find((a) => a.status === 404)!.body).code).toBe('PRICE_NOT_FOUND');
    expect(await logRows('trade_price.delete', String(target!.id))).toHaveLength(1);
  });

  describe('hand-made groups', () => {
    const ids = async (cardId: string) => (await stats(cardId)).ids.sort();

    it('split, merge and reset change the group the statistics read', async () => {
      expect(await ids(card.main)).toEqual([card.main, card.twin].sort());
      const found = await t.call(calls.groupFind, { card_nation: 'en', card_id: card.main }, as.admin);
      expect(found.members.map((m) => m.card_id).sort()).toEqual([card.main, card.twin].sort());

      // Split: the twin prices alone, and main no longer reads the twin's 12,000.
      const split = await t.call(
        calls.groupSplit,
        { card_nation: 'en', card_id: card.twin, memo: '다른 판' },
        as.admin,
      );
      expect(split.members.map((m) => m.card_id)).toEqual([card.twin]);
      expect(await ids(card.twin)).toEqual([card.twin]);
      expect(await ids(card.main)).toEqual([card.main]);
      expect((await stats(card.main)).total.total_max).toBe(10_000);
      // The §7.4 group call by key leaves the split card out too.
      const byKey = await t.call(tradeStatsCalls.groupCards('en'), {
        name: 'Charizard ex',
        series: 'Scarlet & Violet',
        rarity: 'Double Rare',
      });
      expect(byKey.map((r) => r.id)).toEqual([card.main]);

      // Merge main with other: both read each other's prices.
      const merged = await t.call(
        calls.groupMerge,
        { card_nation: 'en', card_id: card.main, with_card_id: card.other, memo: '같은 카드' },
        as.admin,
      );
      expect(merged.members.map((m) => m.card_id).sort()).toEqual([card.main, card.other].sort());
      expect(await ids(card.other)).toEqual([card.main, card.other].sort());
      expect((await stats(card.main)).total.total_min).toBe(3_000);
      const [log] = await logRows('trade_group.merge', `en:${card.main}`);
      expect(log).toMatchObject({ memo: '같은 카드', after: { members: [card.main, card.other].sort() } });

      const list = await t.call(calls.groupList, { card_nation: 'en' }, as.admin);
      expect(list.total).toBe(3);
      expect(list.rows.find((r) => r.card_id === card.main)?.size).toBe(2);

      // Reset other: it follows the automatic grouping (alone: no card shares its name); main keeps its key.
      await t.call(calls.groupReset, { card_nation: 'en', card_id: card.other }, as.admin);
      expect(await ids(card.other)).toEqual([card.other]);
      expect(await ids(card.main)).toEqual([card.main]);
      // Reset the twin and main: the automatic pair again.
      await t.call(calls.groupReset, { card_nation: 'en', card_id: card.twin }, as.admin);
      expect(await ids(card.main)).toEqual([card.main]);
      await t.call(calls.groupReset, { card_nation: 'en', card_id: card.main }, as.admin);
      expect(await ids(card.main)).toEqual([card.main, card.twin].sort());
      expect(await ids(card.twin)).toEqual([card.main, card.twin].sort());
    });

    it('refuses merging a card with itself, resetting a card without a key and unknown cards', async () => {
      const self = await t.post(
        calls.groupMerge.path,
        { params: { card_nation: 'en', card_id: card.main, with_card_id: card.main } },
        as.admin,
      );
      expect(self.status).toBe(400);
      expect(errorOf(self.body).message).toBe(M.sameCard);
      const none = await t.post(
        calls.groupReset.path,
        { params: { card_nation: 'en', card_id: card.main } },
        as.admin,
      );
      expect(none.status).toBe(409);
      expect(errorOf(none.body).message).toBe(M.noOverride);
      const unknown = await t.post(
        calls.groupMerge.path,
        { params: { card_nation: 'en', card_id: card.main, with_card_id: 'no-such-card' } },
        as.admin,
      );
      expect(unknown.status).toBe(404);
      expect(errorOf(unknown.body).code).toBe('CARD_NOT_FOUND');
      // A refused merge changed nothing.
      expect(await ids(card.main)).toEqual([card.main, card.twin].sort());
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  PRICE_EXPORT_MAX_ROWS,
  WATCH_LIMIT_PER_MEMBER,
  WATCHLIST_MSG as M,
  priceHistoryCalls,
  watchNotReleased,
  watchlistCalls as calls,
} from '@carddogam/contract/calls/watchlist';
import { koreanToday } from '@carddogam/contract/trade/chart';
import { queryRows } from '../../src/db/client';
import { tradePrice } from '../../src/db/schema/index';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';

/** /mypage/watchlist (decision 039): entries, their figures, the refusals and the cap; the price CSV rows. */
describe('the watchlist', () => {
  let t: TestApp;
  const card = { kr: '', enOnly: '' };
  const as = { member: {}, other: {}, banned: {}, full: {} } as Record<
    'member' | 'other' | 'banned' | 'full',
    Record<string, string>
  >;
  let fullId = '';
  let sellerId = '';

  const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;
  const add = (who: Record<string, string>, fields: Record<string, unknown> = {}) =>
    t.post(calls.insert.path, { params: { card_id: card.kr, nation: 'kr', ...fields } }, who);
  const countOf = async (userId: string) =>
    (
      await queryRows<{ n: number }>(
        t.services.db,
        sql`select count(*)::int as n from card_watch where user_id = ${userId}`,
      )
    )[0]!.n;
  /** Fills a member's list to `n` entries directly (other cards' ids need no card rows). */
  const fillTo = (userId: string, n: number) =>
    t.services.db.execute(
      sql`insert into card_watch (user_id, card_id, nation)
          select ${userId}, 'filler-' || i, 'kr' from generate_series(1, ${n}) as i`,
    );
  const dayBefore = (days: number) => {
    const d = new Date(`${koreanToday()}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - days);
    return d.toISOString().slice(0, 10);
  };
  const record = (price: number, day: string, fields: Partial<typeof tradePrice.$inferInsert> = {}) => ({
    cardId: card.kr,
    cardNation: 'kr',
    cardName: '리자몽 ex',
    cardState: 'S급',
    cardPrice: price,
    cardCreated: day,
    postId: 0,
    userId: sellerId,
    ...fields,
  });

  beforeAll(async () => {
    t = await createTestApp({}, { poolSize: 8 });
    card.kr = await insertCard(t.services.db, { kr: { name: '리자몽 ex' } });
    card.enOnly = await insertCard(t.services.db, { en: { name: 'Pikachu' } });
    const member = await createMember(t);
    as.member = await sessionCookie(t, member.userId);
    as.other = await sessionCookie(t, (await createMember(t)).userId);
    as.banned = await sessionCookie(t, (await createMember(t, { type: '밴 유저' })).userId);
    const full = await createMember(t);
    fullId = full.userId;
    as.full = await sessionCookie(t, full.userId);
    sellerId = (await createMember(t)).userId;
  });
  afterAll(() => t.close());

  it('asks guests to log in and keeps banned members from adding', async () => {
    for (const call of Object.values(calls)) expect((await t.post(call.path, { params: {} })).status).toBe(401);
    expect((await t.post(priceHistoryCalls.export.path, { params: {} })).status).toBe(401);
    const banned = await add(as.banned, { alert_kind: 'none' });
    expect(banned.status).toBe(403);
    expect(errorOf(banned.body).message).toMatch(/[가-힣]/);
  });

  it('refuses bad input with a Korean 400 and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ alert_kind: 'price_at_most', target_price: -1000 }, M.targetInvalid],
      [{ alert_kind: 'price_at_most', target_price: 0 }, M.targetInvalid],
      [{ alert_kind: 'price_at_most', target_price: 1_000_000_001 }, M.targetInvalid],
      [{ alert_kind: 'price_at_most', target_price: '만원' }, M.targetInvalid],
      [{ alert_kind: 'price_at_most' }, M.targetRequired],
      [{ card_state: '등급', grade_company: 'PSA', grade: 97 }, M.gradeInvalid],
      [{ nation: 'kr', card_id: card.enOnly }, watchNotReleased('kr')],
    ];
    for (const [fields, message] of cases) {
      const res = await add(as.member, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(errorOf(res.body).message).toContain(message);
    }
    const unknown = await add(as.member, { card_id: 'no-such-card' });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.body).code).toBe('CARD_NOT_FOUND');
    expect((await t.call(calls.list, {}, as.member)).rows).toEqual([]);
  });

  it('adds an entry, changes the one of the same condition on a second add, updates and removes it', async () => {
    const first = await t.call(
      calls.insert,
      { card_id: card.kr, nation: 'kr', card_state: 'S급', alert_kind: 'price_at_most', target_price: 15_000 },
      as.member,
    );
    expect(first).toMatchObject({ replaced: false, message: M.added });
    const again = await t.call(
      calls.insert,
      { card_id: card.kr, nation: 'kr', card_state: 'S급', alert_kind: 'price_at_most', target_price: 12_000 },
      as.member,
    );
    expect(again).toEqual({ id: first.id, replaced: true, message: M.replaced });
    // Grade fields of a condition that is not 등급, and a target without a price alert, are not kept.
    const loose = await t.call(
      calls.insert,
      { card_id: card.kr, nation: 'en', card_state: 'A급', grade_company: 'PSA', grade: 100, target_price: 5000 },
      as.member,
    );
    let rows = (await t.call(calls.list, {}, as.member)).rows;
    expect(rows.map((r) => [r.id, r.card_name, r.nation, r.card_state, r.grade, r.alert_kind, r.target_price])).toEqual([
      [loose.id, 'Charizard ex', 'en', 'A급', null, 'none', null],
      [first.id, '리자몽 ex', 'kr', 'S급', null, 'price_at_most', 12_000],
    ]);

    await t.call(calls.update, { id: loose.id, card_state: null, alert_kind: 'any_trade' }, as.member);
    rows = (await t.call(calls.list, {}, as.member)).rows;
    expect(rows[0]).toMatchObject({ id: loose.id, card_state: null, alert_kind: 'any_trade', armed: true });

    const watched = await t.call(calls.watched, { card_ids: [card.kr, card.enOnly] }, as.member);
    expect(watched.rows.map((r) => [r.id, r.nation])).toEqual([
      [first.id, 'kr'],
      [loose.id, 'en'],
    ]);
    expect((await t.call(calls.watched, { card_ids: [card.kr] }, as.other)).rows).toEqual([]);

    for (const [call, params] of [
      [calls.update, { id: first.id, alert_kind: 'none' }],
      [calls.remove, { id: first.id }],
    ] as const) {
      const res = await t.post(call.path, { params }, as.other);
      expect(res.status).toBe(404);
      expect(errorOf(res.body)).toEqual({ code: 'WATCH_NOT_FOUND', message: M.missing });
    }
    expect((await t.call(calls.remove, { id: loose.id }, as.member)).message).toBe(M.removed);
    expect((await t.call(calls.list, {}, as.member)).rows.map((r) => r.id)).toEqual([first.id]);
    await t.call(calls.remove, { id: first.id }, as.member);
  });

  it('lists the 30-day average, the last trade and the daily averages of the watched condition', async () => {
    await t.services.db.insert(tradePrice).values([
      record(10_000, dayBefore(2)),
      record(14_000, dayBefore(2)),
      record(9_000, dayBefore(1)),
      record(50_000, dayBefore(40)),
      record(1_000, dayBefore(1), { cardState: 'B급' }),
      record(0, dayBefore(0)),
      record(99_000, dayBefore(0), { cardNation: 'jp' }),
    ]);
    const { id } = await t.call(calls.insert, { card_id: card.kr, nation: 'kr', card_state: 'S급' }, as.other);
    const { id: any } = await t.call(calls.insert, { card_id: card.kr, nation: 'kr' }, as.other);
    const { rows, limit } = await t.call(calls.list, {}, as.other);
    expect(limit).toBe(WATCH_LIMIT_PER_MEMBER);
    expect(rows.find((r) => r.id === id)).toMatchObject({
      current_avg: 11_000,
      last_price: 9_000,
      last_date: dayBefore(1),
      series: [
        { day: dayBefore(2), avg: 12_000 },
        { day: dayBefore(1), avg: 9_000 },
      ],
      armed: true,
      fired_at: null,
    });
    expect(rows.find((r) => r.id === any)).toMatchObject({
      current_avg: 8_500,
      last_price: 1_000,
      series: [
        { day: dayBefore(2), avg: 12_000 },
        { day: dayBefore(1), avg: 5_000 },
      ],
    });
  });

  it('answers the price records of one card edition for the CSV, newest first', async () => {
    const answer = await t.call(priceHistoryCalls.export, { card_id: card.kr, card_nation: 'kr' }, as.member);
    expect(answer.card_name).toBe('리자몽 ex');
    expect(answer.truncated).toBe(false);
    expect(answer.rows.map((r) => [r.date, r.card_state, r.card_price, r.post_id])).toEqual([
      [dayBefore(0), 'S급', 0, 0],
      [dayBefore(1), 'B급', 1_000, 0],
      [dayBefore(1), 'S급', 9_000, 0],
      [dayBefore(2), 'S급', 14_000, 0],
      [dayBefore(2), 'S급', 10_000, 0],
      [dayBefore(40), 'S급', 50_000, 0],
    ]);
    expect(PRICE_EXPORT_MAX_ROWS).toBeGreaterThanOrEqual(1000);
  });

  it(`caps a member at ${WATCH_LIMIT_PER_MEMBER} entries with a Korean 400, and writes nothing past it`, async () => {
    await fillTo(fullId, WATCH_LIMIT_PER_MEMBER);
    const refused = await add(as.full, { card_state: 'S급' });
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body)).toEqual({ code: 'WATCH_LIMIT', message: M.limit });
    expect(await countOf(fullId)).toBe(WATCH_LIMIT_PER_MEMBER);
    // However often the member tries, the list stays at the cap.
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push((await add(as.full, { card_state: '등급', grade: 100 - i * 5 })).status);
    expect(answers).toEqual(Array(10).fill(400));
    expect(await countOf(fullId)).toBe(WATCH_LIMIT_PER_MEMBER);
  });

  it('lets exactly one of two adds at the same moment take the last place', async () => {
    const member = await createMember(t);
    const cookie = await sessionCookie(t, member.userId);
    await fillTo(member.userId, WATCH_LIMIT_PER_MEMBER - 1);
    const answers = await Promise.all([
      add(cookie, { card_state: 'S급' }),
      add(cookie, { card_state: 'A급' }),
      add(cookie, { card_state: 'B급' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    expect(await countOf(member.userId)).toBe(WATCH_LIMIT_PER_MEMBER);
  });
});

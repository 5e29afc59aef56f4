import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { foldDailySums } from '../../src/repositories/trade-price-daily';
import { insertCard } from '../factories/cards';
import { createTestApp, type TestApp } from '../helpers/app';
import { dailySumsDrift } from '../helpers/trade-price-daily';

/**
 * trade_price_daily, the price records summed per edition and trade day (sold, else listed, else written,
 * as the price statistics date them) that the deck and collection values read, follows every kind of
 * write to trade_price through its triggers (migrations 0026, 0027).
 */
describe('the daily price sums', () => {
  let t: TestApp;
  const card = { a: '', b: '' };

  const insert = (cardId: string, state: string, price: number, created: string | null) =>
    queryRows<{ id: number }>(
      t.services.db,
      sql`insert into trade_price (post_id, card_id, card_nation, card_state, card_price, card_created, state)
        values (0, ${cardId}, 'kr', ${state}, ${price}, ${created}::date, '등록됨') returning id`,
    ).then(([row]) => row!.id);
  /** The edition's sums per day, as a reader adds a day's rows up. */
  const daily = (cardId: string) =>
    queryRows<{ day: string; s_sum: number; s_count: number; a_sum: number; a_count: number }>(
      t.services.db,
      sql`select day::text as day, sum(s_sum)::int as s_sum, sum(s_count)::int as s_count,
          sum(a_sum)::int as a_sum, sum(a_count)::int as a_count
        from trade_price_daily where card_id = ${cardId} and nation = 'kr'
        group by day having (sum(s_count), sum(a_count), sum(b_count), sum(c_count)) <> (0, 0, 0, 0)
        order by day`,
    );
  const rowCount = async (cardId: string) => {
    const [row] = await queryRows<{ n: number; pending: number }>(
      t.services.db,
      sql`select count(*)::int as n, count(*) filter (where pending)::int as pending
        from trade_price_daily where card_id = ${cardId}`,
    );
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    card.a = await insertCard(t.services.db, { kr: { name: '리자몽 ex' } });
    card.b = await insertCard(t.services.db, { kr: { name: '피카츄' } });
  });
  afterAll(() => t.close());

  it('adds inserted records per day and condition, leaving out 0원 and graded records', async () => {
    await insert(card.a, 'S급', 10_000, '2026-11-01');
    await insert(card.a, 'S급', 12_000, '2026-11-01');
    await insert(card.a, 'A급', 5_000, '2026-11-01');
    await insert(card.a, 'S급', 0, '2026-11-01');
    await insert(card.a, 'S급', 9_000, null);
    await insert(card.a, '등급', 300_000, '2026-11-01');
    await insert(card.a, 'S급', 8_000, '2026-11-02');
    // A record without a listed day counts on the day it was written, in Seoul.
    const [today] = await queryRows<{ day: string }>(
      t.services.db,
      sql`select (now() at time zone 'Asia/Seoul')::date::text as day`,
    );
    expect(await daily(card.a)).toEqual([
      { day: '2026-11-01', s_sum: 22_000, s_count: 2, a_sum: 5_000, a_count: 1 },
      { day: '2026-11-02', s_sum: 8_000, s_count: 1, a_sum: 0, a_count: 0 },
      { day: today!.day, s_sum: 9_000, s_count: 1, a_sum: 0, a_count: 0 },
    ]);
    expect(await dailySumsDrift(t.services.db)).toEqual([]);
  });

  it('moves a record when its price, condition, day or card changes, and when it is sold or deleted', async () => {
    const id = await insert(card.b, 'S급', 4_000, '2026-11-10');
    const db = t.services.db;
    await db.execute(sql`update trade_price set card_price = 4500 where id = ${id}`);
    expect(await daily(card.b)).toEqual([
      { day: '2026-11-10', s_sum: 4_500, s_count: 1, a_sum: 0, a_count: 0 },
    ]);
    await db.execute(sql`update trade_price set card_state = 'A급' where id = ${id}`);
    expect(await daily(card.b)).toEqual([
      { day: '2026-11-10', s_sum: 0, s_count: 0, a_sum: 4_500, a_count: 1 },
    ]);
    await db.execute(sql`update trade_price set card_created = '2026-11-11' where id = ${id}`);
    expect(await daily(card.b)).toEqual([
      { day: '2026-11-11', s_sum: 0, s_count: 0, a_sum: 4_500, a_count: 1 },
    ]);
    // Marked sold: the line drops its listed day (§4) and counts on the day it sold.
    await db.execute(sql`update trade_price set card_created = null, card_sold = '2026-11-12', state = '판매완료'
      where id = ${id}`);
    expect(await daily(card.b)).toEqual([
      { day: '2026-11-12', s_sum: 0, s_count: 0, a_sum: 4_500, a_count: 1 },
    ]);
    // The sold day comes first, whatever listed day the record has.
    await db.execute(sql`update trade_price set card_created = '2026-11-01' where id = ${id}`);
    expect(await daily(card.b)).toEqual([
      { day: '2026-11-12', s_sum: 0, s_count: 0, a_sum: 4_500, a_count: 1 },
    ]);
    await db.execute(sql`update trade_price set card_id = ${card.a} where id = ${id}`);
    expect(await daily(card.b)).toEqual([]);
    expect(await dailySumsDrift(db)).toEqual([]);
    await db.execute(sql`delete from trade_price where id = ${id}`);
    expect(await dailySumsDrift(db)).toEqual([]);
  });

  it('writes nothing for an edit that leaves the counted columns as they were', async () => {
    const id = await insert(card.b, 'S급', 7_000, '2026-11-20');
    const before = await rowCount(card.b);
    await t.services.db.execute(sql`update trade_price set card_name = '피카츄 (수정)', state = '예약중'
      where id = ${id}`);
    expect(await rowCount(card.b)).toEqual(before);
  });

  it('folds the pending rows into one row a day, keeping every day’s sums', async () => {
    const db = t.services.db;
    for (const price of [1000, 2000, 3000]) await insert(card.b, 'B급', price, '2026-11-25');
    await insert(card.b, 'B급', 4000, '2026-11-26');
    expect((await rowCount(card.b)).pending).toBeGreaterThanOrEqual(4);
    const sums = await daily(card.b);
    expect(await foldDailySums(db)).toBeGreaterThanOrEqual(4);
    const folded = await queryRows<{ day: string; rows: number }>(
      db,
      sql`select day::text as day, count(*)::int as rows from trade_price_daily where card_id = ${card.b}
        group by day order by day`,
    );
    expect(folded.every((r) => r.rows === 1)).toBe(true);
    expect((await rowCount(card.b)).pending).toBe(0);
    expect(await daily(card.b)).toEqual(sums);
    expect(await dailySumsDrift(db)).toEqual([]);
    expect(await foldDailySums(db)).toBe(0);
  });

  it('stays exact when folds run while members write', async () => {
    const db = t.services.db;
    const writes = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? insert(i % 4 === 0 ? card.a : card.b, 'S급', 1000 + i, '2026-11-28')
        : db.execute(sql`update trade_price set card_price = card_price + 1
            where id = (select min(id) from trade_price where card_id = ${card.a})`),
    );
    const folds = Array.from({ length: 4 }, () => foldDailySums(db));
    await Promise.all([...writes, ...folds]);
    expect(await dailySumsDrift(db)).toEqual([]);
    await foldDailySums(db);
    expect(await dailySumsDrift(db)).toEqual([]);
    expect((await rowCount(card.a)).pending + (await rowCount(card.b)).pending).toBe(0);
  });

  it('adds a many-row statement in one go and empties with the records', async () => {
    const db = t.services.db;
    await db.execute(sql`insert into trade_price (post_id, card_id, card_nation, card_state, card_price, card_created)
      select 0, case when g % 2 = 0 then ${card.a} else ${card.b} end, 'kr',
        (array['S급', 'A급', 'B급', 'C급 이하', '기타'])[1 + g % 5], 1000 + g, date '2026-10-01' + (g % 7)
      from generate_series(1, 500) g`);
    expect(await dailySumsDrift(db)).toEqual([]);
    await db.execute(sql`update trade_price set card_price = card_price + 1 where card_state <> 'S급'`);
    expect(await dailySumsDrift(db)).toEqual([]);
    await db.execute(sql`truncate trade_price`);
    const [left] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from trade_price_daily`);
    expect(left!.n).toBe(0);
  });
});

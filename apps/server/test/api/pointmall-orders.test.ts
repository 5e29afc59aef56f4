import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addressCalls } from '@carddogam/contract/calls/address';
import { orderCalls as calls } from '@carddogam/contract/calls/pointmall-orders';
import { pointmallCalls } from '@carddogam/contract/calls/pointmall';
import { ADDRESS_MSG, perMemberLimitText, POINTMALL_MSG } from '@carddogam/contract/messages';
import { queryRows } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  addressOf,
  balanceOf,
  errorOf,
  orderCount,
  product,
  shopper,
  stockOf,
  type Shopper,
} from '../helpers/pointmall';

/** Point-mall orders (decision 033): spending, limits, cancelling, who sees an order, the staff statuses. */
describe('point mall orders', () => {
  let t: TestApp;
  let manager: Shopper;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await shopper(t, { type: '매니저' });
  });
  afterAll(() => t.close());

  const order = (who: Shopper, params: Record<string, unknown>) =>
    t.post(calls.insert.path, { params: { quantity: 1, ...params } }, who.headers);

  const ledgerRows = (userId: string) =>
    queryRows<{ menu: string; activity: string; amount: number; balance: number }>(
      t.services.db,
      sql`select menu, activity, amount, balance from point_record where user_id = ${userId} order by id`,
    );

  it('spends the points, takes the stock and copies the address into the order', async () => {
    const buyer = await shopper(t, { points: 1000 });
    const id = await product(t, { price: 300, stock: 5, title: '몬스터볼 키링' });
    const addressId = await addressOf(t, buyer, '이영희');
    const placed = await t.call(
      calls.insert,
      { product_id: id, quantity: 2, address_id: addressId, memo: '문 앞에 놓아주세요' },
      buyer.headers,
    );
    expect(placed).toMatchObject({ point: 400, message: POINTMALL_MSG.ordered });
    expect(await balanceOf(t, buyer.userId)).toEqual({ point: 400, ledger: 400 });
    expect(await stockOf(t, id)).toBe(3);
    expect((await ledgerRows(buyer.userId)).at(-1)).toEqual({
      menu: '포인트몰',
      activity: '주문',
      amount: -600,
      balance: 400,
    });

    // Editing the address later does not move the parcel.
    await t.call(
      addressCalls.update,
      {
        id: addressId,
        recipient: '박민수',
        phone: '02-123-4567',
        postcode: '04524',
        address: '서울 중구 세종대로 110',
      },
      buyer.headers,
    );
    const read = await t.call(calls.read, { id: placed.id }, buyer.headers);
    expect(read).toMatchObject({
      status: '주문접수',
      quantity: 2,
      unit_price: 300,
      total_price: 600,
      product_title: '몬스터볼 키링',
      recipient: '이영희',
      phone: '010-1234-5678',
      postcode: '06236',
      address_detail: '101호',
      memo: '문 앞에 놓아주세요',
    });
    const mine = await t.call(calls.myList, {}, buyer.headers);
    expect(mine.rows.map((r) => r.id)).toEqual([placed.id]);
    expect((await t.call(pointmallCalls.read, { id }, buyer.headers)).ordered_by_me).toBe(2);
  });

  it('refuses an order the balance does not cover, and writes nothing', async () => {
    const buyer = await shopper(t, { points: 250 });
    const id = await product(t, { price: 100, stock: 5 });
    const addressId = await addressOf(t, buyer);
    const res = await order(buyer, { product_id: id, quantity: 3, address_id: addressId });
    expect(res.status).toBe(409);
    expect(errorOf(res.body)).toEqual({ code: 'POINT_SHORT', message: POINTMALL_MSG.pointShort });
    expect(await balanceOf(t, buyer.userId)).toEqual({ point: 250, ledger: 250 });
    expect(await stockOf(t, id)).toBe(5);
    expect(await orderCount(t, id)).toBe(0);
  });

  it('keeps to the per-member limit, counting orders not cancelled', async () => {
    const buyer = await shopper(t, { points: 10_000 });
    const id = await product(t, { price: 10, stock: 50, perMemberLimit: 3 });
    const addressId = await addressOf(t, buyer);
    const first = await t.call(
      calls.insert,
      { product_id: id, quantity: 2, address_id: addressId },
      buyer.headers,
    );
    const over = await order(buyer, { product_id: id, quantity: 2, address_id: addressId });
    expect(over.status).toBe(409);
    expect(errorOf(over.body)).toEqual({ code: 'ORDER_LIMIT', message: perMemberLimitText(3) });
    expect(perMemberLimitText(3)).toBe('1인당 최대 3개까지 주문할 수 있습니다.');
    await t.call(calls.cancel, { id: first.id }, buyer.headers);
    await t.call(calls.insert, { product_id: id, quantity: 3, address_id: addressId }, buyer.headers);
    expect(await stockOf(t, id)).toBe(47);
  });

  it('refuses products not on sale, hidden ones and missing stock', async () => {
    const buyer = await shopper(t, { points: 10_000 });
    const addressId = await addressOf(t, buyer);
    const later = await product(t, { saleStart: new Date(Date.now() + 3_600_000) });
    const hidden = await product(t, { isShow: false });
    const few = await product(t, { stock: 1 });
    const notYet = await order(buyer, { product_id: later, address_id: addressId });
    expect([notYet.status, errorOf(notYet.body).message]).toEqual([409, POINTMALL_MSG.notOnSale]);
    expect((await order(buyer, { product_id: hidden, address_id: addressId })).status).toBe(404);
    const short = await order(buyer, { product_id: few, quantity: 2, address_id: addressId });
    expect([short.status, errorOf(short.body).message]).toEqual([409, POINTMALL_MSG.outOfStock]);
    expect(await balanceOf(t, buyer.userId)).toEqual({ point: 10_000, ledger: 10_000 });
  });

  it("refuses someone else's address and a missing one, with nothing written", async () => {
    const buyer = await shopper(t, { points: 1000 });
    const stranger = await shopper(t);
    const theirs = await addressOf(t, stranger);
    const id = await product(t, { stock: 3 });
    for (const addressId of [theirs, 987_654]) {
      const res = await order(buyer, { product_id: id, address_id: addressId });
      expect(res.status).toBe(404);
      expect(errorOf(res.body)).toEqual({ code: 'ADDRESS_NOT_FOUND', message: ADDRESS_MSG.notFound });
    }
    const none = await order(buyer, { product_id: id });
    expect([none.status, errorOf(none.body).message]).toEqual([
      400,
      expect.stringContaining(POINTMALL_MSG.addressRequired),
    ]);
    expect(await orderCount(t, id)).toBe(0);
    expect(await stockOf(t, id)).toBe(3);
    expect(await balanceOf(t, buyer.userId)).toEqual({ point: 1000, ledger: 1000 });
  });

  it('returns exactly the points and the stock on cancelling, once', async () => {
    const buyer = await shopper(t, { points: 900 });
    const id = await product(t, { price: 250, stock: 4 });
    const addressId = await addressOf(t, buyer);
    const placed = await t.call(
      calls.insert,
      { product_id: id, quantity: 3, address_id: addressId },
      buyer.headers,
    );
    expect(await balanceOf(t, buyer.userId)).toEqual({ point: 150, ledger: 150 });
    const cancelled = await t.call(calls.cancel, { id: placed.id }, buyer.headers);
    expect(cancelled).toMatchObject({ status: '취소', refunded: 750, message: POINTMALL_MSG.cancelled });
    expect(await balanceOf(t, buyer.userId)).toEqual({ point: 900, ledger: 900 });
    expect(await stockOf(t, id)).toBe(4);
    expect((await ledgerRows(buyer.userId)).at(-1)).toEqual({
      menu: '포인트몰',
      activity: '주문 취소',
      amount: 750,
      balance: 900,
    });
    const twice = await t.post(calls.cancel.path, { params: { id: placed.id } }, buyer.headers);
    expect(twice.status).toBe(409);
    expect(errorOf(twice.body)).toEqual({ code: 'ORDER_STATUS', message: POINTMALL_MSG.alreadyCancelled });
    const staffTwice = await t.post(calls.cancel.path, { params: { id: placed.id } }, manager.headers);
    expect(staffTwice.status).toBe(409);
    expect(await balanceOf(t, buyer.userId)).toEqual({ point: 900, ledger: 900 });
    expect(await stockOf(t, id)).toBe(4);
  });
});

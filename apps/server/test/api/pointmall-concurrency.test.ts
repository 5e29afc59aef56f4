import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCalls as calls } from '@carddogam/contract/calls/pointmall-orders';
import { perMemberLimitText, POINTMALL_MSG } from '@carddogam/contract/messages';
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

/**
 * Orders at the same moment (decision 033): the product row lock and the conditional stock and balance
 * updates must never oversell, overdraw or pass the per-member limit. The races only show on PostgreSQL
 * (PGlite runs one transaction at a time), where the pool runs several transactions side by side.
 */
describe('concurrent point mall orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { poolSize: 12 });
  });
  afterAll(() => t.close());

  const attempt = (who: Shopper, params: Record<string, unknown>) =>
    t.post(calls.insert.path, { params: { quantity: 1, ...params } }, who.headers);

  it('sells the last 3 items to exactly 3 of 50 members ordering at once', async () => {
    const id = await product(t, { price: 300, stock: 3, title: '마지막 3개 한정 굿즈' });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const buyer = await shopper(t, { points: 1000 });
        return { buyer, addressId: await addressOf(t, buyer) };
      }),
    );
    const answers = await Promise.all(
      buyers.map(({ buyer, addressId }) => attempt(buyer, { product_id: id, address_id: addressId })),
    );
    const sold = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(sold).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(errorOf(answer.body)).toEqual({ code: 'OUT_OF_STOCK', message: POINTMALL_MSG.outOfStock });
    }
    expect(await stockOf(t, id)).toBe(0);
    expect(await orderCount(t, id)).toBe(3);
    const balances = await Promise.all(buyers.map(({ buyer }) => balanceOf(t, buyer.userId)));
    for (const balance of balances) expect(balance.point).toBe(balance.ledger);
    expect(balances.filter((b) => b.point === 700)).toHaveLength(3);
    expect(balances.filter((b) => b.point === 1000)).toHaveLength(47);
  });

  it('keeps one member to the per-member limit when their orders arrive together', async () => {
    const id = await product(t, { price: 10, stock: 100, perMemberLimit: 2 });
    const buyer = await shopper(t, { points: 1000 });
    const addressId = await addressOf(t, buyer);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => attempt(buyer, { product_id: id, address_id: addressId })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(errorOf(answer.body)).toEqual({ code: 'ORDER_LIMIT', message: perMemberLimitText(2) });
    expect(await stockOf(t, id)).toBe(98);
    expect(await balanceOf(t, buyer.userId)).toEqual({ point: 980, ledger: 980 });
  });

  it('never overdraws a member whose orders of different products arrive together', async () => {
    const buyer = await shopper(t, { points: 1000 });
    const addressId = await addressOf(t, buyer);
    const ids = await Promise.all(Array.from({ length: 6 }, () => product(t, { price: 300, stock: 5 })));
    const answers = await Promise.all(
      ids.map((id) => attempt(buyer, { product_id: id, address_id: addressId })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(errorOf(answer.body)).toEqual({ code: 'POINT_SHORT', message: POINTMALL_MSG.pointShort });
    expect(await balanceOf(t, buyer.userId)).toEqual({ point: 100, ledger: 100 });
    const stocks = await Promise.all(ids.map((id) => stockOf(t, id)));
    expect(stocks.filter((s) => s === 4)).toHaveLength(3);
    expect(stocks.filter((s) => s === 5)).toHaveLength(3);
  });

  it('refunds an order once when the member and staff cancel it at the same moment', async () => {
    const manager = await shopper(t, { type: '매니저' });
    const buyer = await shopper(t, { points: 1000 });
    const id = await product(t, { price: 400, stock: 2 });
    const placed = await t.call(
      calls.insert,
      { product_id: id, quantity: 1, address_id: await addressOf(t, buyer) },
      buyer.headers,
    );
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, () =>
        t.post(calls.cancel.path, { params: { id: placed.id } }, buyer.headers),
      ),
      ...Array.from({ length: 3 }, () =>
        t.post(calls.setStatus.path, { params: { ids: [placed.id], status: '취소' } }, manager.headers),
      ),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(await balanceOf(t, buyer.userId)).toEqual({ point: 1000, ledger: 1000 });
    expect(await stockOf(t, id)).toBe(2);
  });
});

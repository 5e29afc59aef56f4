import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCalls as calls } from '@carddogam/contract/calls/pointmall-orders';
import { orderStatusRefusal, POINTMALL_MSG } from '@carddogam/contract/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { addressOf, balanceOf, errorOf, product, shopper, stockOf, type Shopper } from '../helpers/pointmall';

/** Who sees a point-mall order, and how staff move orders through the statuses (decision 033). */
describe('point mall order handling', () => {
  let t: TestApp;
  let manager: Shopper;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await shopper(t, { type: '매니저' });
  });
  afterAll(() => t.close());

  it('shows an order and its address only to the orderer and the mall staff', async () => {
    const buyer = await shopper(t, { points: 500 });
    const id = await product(t);
    const placed = await t.call(
      calls.insert,
      { product_id: id, quantity: 1, address_id: await addressOf(t, buyer) },
      buyer.headers,
    );
    const other = await shopper(t);
    const boardStaff = await shopper(t, { type: '운영진' });
    for (const who of [other, boardStaff]) {
      const res = await t.post(calls.read.path, { params: { id: placed.id } }, who.headers);
      expect(res.status).toBe(404);
      expect(errorOf(res.body).message).toBe(POINTMALL_MSG.orderNotFound);
      expect((await t.post(calls.cancel.path, { params: { id: placed.id } }, who.headers)).status).toBe(404);
      expect((await t.call(calls.myList, {}, who.headers)).total).toBe(0);
    }
    expect((await t.post(calls.read.path, { params: { id: placed.id } })).status).toBe(401);
    expect((await t.call(calls.read, { id: placed.id }, manager.headers)).recipient).toBe('김철수');
    expect((await t.post(calls.adminList.path, { params: {} }, boardStaff.headers)).status).toBe(403);
    expect(await balanceOf(t, buyer.userId)).toEqual({ point: 400, ledger: 400 });
  });

  it('moves orders through the statuses: shipping needs a courier and a tracking number', async () => {
    const buyer = await shopper(t, { points: 1000 });
    const id = await product(t, { price: 100, stock: 10 });
    const addressId = await addressOf(t, buyer);
    const place = async () =>
      (await t.call(calls.insert, { product_id: id, quantity: 1, address_id: addressId }, buyer.headers)).id;
    const [a, b, c] = [await place(), await place(), await place()];

    await t.call(calls.setStatus, { ids: [a, b], status: '준비중' }, manager.headers);
    // The member may no longer cancel; staff may.
    const late = await t.post(calls.cancel.path, { params: { id: a } }, buyer.headers);
    expect([late.status, errorOf(late.body).message]).toEqual([409, POINTMALL_MSG.memberCancelClosed]);

    const noTracking = await t.post(
      calls.ship.path,
      { params: { id: a, courier: 'CJ대한통운', tracking_number: '' } },
      manager.headers,
    );
    expect(noTracking.status).toBe(400);
    expect(errorOf(noTracking.body).message).toContain(POINTMALL_MSG.trackingRequired);
    await t.call(
      calls.ship,
      { id: a, courier: 'CJ대한통운', tracking_number: '6543-2109-8765' },
      manager.headers,
    );
    expect(await t.call(calls.read, { id: a }, buyer.headers)).toMatchObject({
      status: '배송중',
      courier: 'CJ대한통운',
      tracking_number: '6543-2109-8765',
    });

    // All or none: b is 준비중 and cannot be delivered yet, so a stays 배송중 too.
    const mixed = await t.post(
      calls.setStatus.path,
      { params: { ids: [a, b], status: '배송완료' } },
      manager.headers,
    );
    expect(mixed.status).toBe(409);
    expect(errorOf(mixed.body).message).toBe(orderStatusRefusal([b], '배송완료'));
    expect((await t.call(calls.read, { id: a }, manager.headers)).status).toBe('배송중');
    await t.call(calls.setStatus, { ids: [a], status: '배송완료' }, manager.headers);
    const delivered = await t.post(calls.cancel.path, { params: { id: a } }, manager.headers);
    expect([delivered.status, errorOf(delivered.body).message]).toEqual([
      409,
      POINTMALL_MSG.staffCancelClosed,
    ]);

    // Staff cancel b (준비중) and c (주문접수) at once: both refunds, both stocks.
    const done = await t.call(calls.setStatus, { ids: [b, c], status: '취소' }, manager.headers);
    expect(done.changed).toBe(2);
    expect(await balanceOf(t, buyer.userId)).toEqual({ point: 900, ledger: 900 });
    expect(await stockOf(t, id)).toBe(9);

    const list = await t.call(calls.adminList, { status: '취소', search: buyer.nickname }, manager.headers);
    expect(list.rows.map((r) => r.id).sort()).toEqual([b, c].sort());
    expect(list.counts['배송완료']).toBeGreaterThanOrEqual(1);
    const byNumber = await t.call(calls.adminList, { search: `#${a}` }, manager.headers);
    expect(byNumber.rows.map((r) => r.id)).toEqual([a]);
  });
});

import type { z } from 'zod';
import type { orderCalls, PointmallOrder } from '@carddogam/contract/calls/pointmall-orders';
import {
  ADDRESS_MSG,
  orderStatusChanged,
  orderStatusRefusal,
  perMemberLimitText,
  POINTMALL_MSG,
} from '@carddogam/contract/messages';
import { canMoveOrder, type BulkOrderStatus } from '@carddogam/contract/pointmall/order-status';
import { saleState } from '@carddogam/contract/pointmall/sale-state';
import type { Db, Tx } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { conflict, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { cancelRefusal, canSeeOrder } from '../policies/pointmall';
import { findAddress } from '../repositories/addresses';
import * as products from '../repositories/pointmall';
import * as orders from '../repositories/pointmall-orders';
import { presentOrder } from '../presenters/pointmall';
import { changePoints, spendPoints } from './points';

/**
 * Point-mall orders (decision 033). Every write takes its row locks in one order — the product, then the
 * order, then the member (the balance update) — so an order and a cancellation of the same product wait
 * for each other instead of deadlocking. Stock and balance change only by conditional updates in SQL.
 */

type OrderInput = z.output<(typeof orderCalls.insert)['params']>;

/** The ledger's words for the mall (menu 포인트몰). */
const LEDGER_MENU = '포인트몰';

const orderMissing = () => notFound(POINTMALL_MSG.orderNotFound, 'ORDER_NOT_FOUND');

/** Spends the points and reserves the stock, all or nothing; answers the order and the balance after it. */
export async function placeOrder(
  db: Db,
  user: SessionUser,
  input: OrderInput,
): Promise<{ id: number; point: number }> {
  return runInTransaction(db, async (tx) => {
    const address = await findAddress(tx, user.userId, input.address_id);
    if (!address) throw notFound(ADDRESS_MSG.notFound, 'ADDRESS_NOT_FOUND');
    const product = await products.lockProduct(tx, input.product_id);
    if (!product || !product.isShow) throw notFound(POINTMALL_MSG.notFound, 'PRODUCT_NOT_FOUND');
    const state = saleState({
      is_show: product.isShow,
      stock: product.stock,
      sale_start: product.saleStart?.toISOString() ?? null,
      sale_end: product.saleEnd?.toISOString() ?? null,
    });
    if (state === '판매예정' || state === '판매종료') throw conflict(POINTMALL_MSG.notOnSale, 'NOT_ON_SALE');
    if (product.perMemberLimit !== null) {
      // Counted under the product's lock: this member's other orders of it are either committed or waiting.
      const ordered = await products.orderedByMember(tx, product.id, user.userId);
      if (ordered + input.quantity > product.perMemberLimit)
        throw conflict(perMemberLimitText(product.perMemberLimit), 'ORDER_LIMIT');
    }
    if ((await products.takeStock(tx, product.id, input.quantity)) === undefined)
      throw conflict(POINTMALL_MSG.outOfStock, 'OUT_OF_STOCK');
    const cost = product.price * input.quantity;
    const point = await spendPoints(tx, {
      userId: user.userId,
      menu: LEDGER_MENU,
      activity: '주문',
      title: `${product.title} ${input.quantity}개`,
      amount: cost,
    });
    if (point === null) throw conflict(POINTMALL_MSG.pointShort, 'POINT_SHORT');
    const id = await orders.insertOrder(tx, {
      userId: user.userId,
      productId: product.id,
      productTitle: product.title,
      quantity: input.quantity,
      unitPrice: product.price,
      totalPrice: cost,
      recipient: address.recipient,
      phone: address.phone,
      postcode: address.postcode,
      address: address.address,
      addressDetail: address.addressDetail,
      memo: input.memo,
    });
    return { id, point };
  });
}

/** The order for its orderer and staff; anyone else is told it does not exist. */
export async function readOrder(db: Db, user: SessionUser, id: number): Promise<PointmallOrder> {
  const order = await orders.findOrderView(db, id);
  if (!order || !canSeeOrder(user, order)) throw orderMissing();
  return presentOrder(order);
}

/** Returns the stock and exactly the points spent; the caller holds the product and order locks. */
async function cancelLocked(tx: Tx, order: orders.OrderRow): Promise<void> {
  await orders.setOrderStatus(tx, [order.id], '취소');
  await products.returnStock(tx, order.productId, order.quantity);
  await changePoints(tx, {
    userId: order.userId,
    menu: LEDGER_MENU,
    activity: '주문 취소',
    title: `${order.productTitle} ${order.quantity}개`,
    amount: order.totalPrice,
  });
}

/** The orderer while 주문접수, staff until 배송완료. Answers what went back to the orderer. */
export async function cancelOrder(db: Db, user: SessionUser, id: number) {
  return runInTransaction(db, async (tx) => {
    const [seen] = await orders.findOrders(tx, [id]);
    if (!seen || !canSeeOrder(user, seen)) throw orderMissing();
    await products.lockProduct(tx, seen.productId);
    const [order] = await orders.lockOrders(tx, [id]);
    const refusal = cancelRefusal(user, order!);
    if (refusal) throw conflict(refusal, 'ORDER_STATUS');
    await cancelLocked(tx, order!);
    return { id, status: '취소' as const, refunded: order!.totalPrice, message: POINTMALL_MSG.cancelled };
  });
}

/**
 * Staff move several orders at once, all or none. Cancelling returns each order's points and stock: the
 * products are locked first (in id order), then the orders, and the members' balances change in the order
 * of their ids, so two bulk changes never hold locks the other waits for.
 */
export async function setOrdersStatus(db: Db, ids: number[], status: BulkOrderStatus) {
  const unique = [...new Set(ids)];
  return runInTransaction(db, async (tx) => {
    const seen = await orders.findOrders(tx, unique);
    if (seen.length !== unique.length) throw orderMissing();
    if (status === '취소')
      await products.lockProducts(
        tx,
        seen.map((o) => o.productId),
      );
    const locked = await orders.lockOrders(tx, unique);
    const refused = locked.filter((o) => !canMoveOrder(o.status, status)).map((o) => o.id);
    if (refused.length) throw conflict(orderStatusRefusal(refused, status), 'ORDER_STATUS');
    if (status === '취소') {
      const byMember = [...locked].sort((a, b) =>
        a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : a.id - b.id,
      );
      for (const order of byMember) await cancelLocked(tx, order);
    } else {
      await orders.setOrderStatus(tx, unique, status);
    }
    return { changed: unique.length, message: orderStatusChanged(unique.length, status) };
  });
}

/** The courier and tracking number, moving the order to 배송중 (or correcting them while it is). */
export async function shipOrder(db: Db, id: number, shipping: { courier: string; trackingNumber: string }) {
  return runInTransaction(db, async (tx) => {
    const [order] = await orders.lockOrders(tx, [id]);
    if (!order) throw orderMissing();
    if (!canMoveOrder(order.status, '배송중'))
      throw conflict(orderStatusRefusal([id], '배송중'), 'ORDER_STATUS');
    await orders.setShipping(tx, id, shipping);
    return { id, status: '배송중' as const, message: POINTMALL_MSG.shipped };
  });
}

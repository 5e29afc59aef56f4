import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@carddogam/contract/pointmall/order-status';
import type { DbOrTx, Tx } from '../db/client';
import { pointmallOrder, pointmallProduct, users } from '../db/schema/index';

/** Point-mall orders (decision 033): the member's copy of the address, the price paid and the status. */

export type OrderRow = typeof pointmallOrder.$inferSelect;
export type OrderInsert = Omit<typeof pointmallOrder.$inferInsert, 'id' | 'status' | 'created' | 'updated'>;
/** An order with what the screens show beside it: the orderer's nickname and the product's picture. */
export type OrderView = OrderRow & { nickname: string; productImage: string | null };

export async function insertOrder(db: DbOrTx, values: OrderInsert): Promise<number> {
  const [row] = await db.insert(pointmallOrder).values(values).returning({ id: pointmallOrder.id });
  return row!.id;
}

export async function findOrders(db: DbOrTx, ids: number[]): Promise<OrderRow[]> {
  return db.select().from(pointmallOrder).where(inArray(pointmallOrder.id, ids));
}

/** Locks orders in id order, after their products (the one lock order of the mall: product, order, member). */
export async function lockOrders(tx: Tx, ids: number[]): Promise<OrderRow[]> {
  return tx
    .select()
    .from(pointmallOrder)
    .where(inArray(pointmallOrder.id, ids))
    .orderBy(pointmallOrder.id)
    .for('update');
}

export async function setOrderStatus(db: DbOrTx, ids: number[], status: OrderStatus): Promise<void> {
  await db
    .update(pointmallOrder)
    .set({ status, updated: sql`now()` })
    .where(inArray(pointmallOrder.id, ids));
}

export async function setShipping(
  db: DbOrTx,
  id: number,
  shipping: { courier: string; trackingNumber: string },
): Promise<void> {
  await db
    .update(pointmallOrder)
    .set({ status: '배송중', ...shipping, updated: sql`now()` })
    .where(eq(pointmallOrder.id, id));
}

const viewColumns = {
  order: pointmallOrder,
  nickname: users.nickname,
  productImage: sql<string | null>`coalesce(${pointmallProduct.images}[1], ${pointmallProduct.image})`,
};

function viewQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(viewColumns)
    .from(pointmallOrder)
    .innerJoin(users, eq(users.userId, pointmallOrder.userId))
    .innerJoin(pointmallProduct, eq(pointmallProduct.id, pointmallOrder.productId))
    .where(where);
}

const flatten = (r: { order: OrderRow; nickname: string; productImage: string | null }): OrderView => ({
  ...r.order,
  nickname: r.nickname,
  productImage: r.productImage,
});

export async function findOrderView(db: DbOrTx, id: number): Promise<OrderView | undefined> {
  const [row] = await viewQuery(db, eq(pointmallOrder.id, id)).limit(1);
  return row && flatten(row);
}

async function pagedOrders(
  db: DbOrTx,
  where: SQL | undefined,
  paging: { page: number; size: number },
): Promise<{ total: number; rows: OrderView[] }> {
  const [total] = await db
    .select({ n: count() })
    .from(pointmallOrder)
    .innerJoin(users, eq(users.userId, pointmallOrder.userId))
    .where(where);
  const rows = await viewQuery(db, where)
    .orderBy(desc(pointmallOrder.id))
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size);
  return { total: total?.n ?? 0, rows: rows.map(flatten) };
}

export function listMemberOrders(db: DbOrTx, userId: string, paging: { page: number; size: number }) {
  return pagedOrders(db, eq(pointmallOrder.userId, userId), paging);
}

/** Staff's list: a status, and a search over the order number, product, orderer and recipient. */
export function listOrdersForStaff(
  db: DbOrTx,
  filter: { status: OrderStatus | null; search: string; page: number; size: number },
) {
  const escaped = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const orderNumber = /^#?\d{1,9}$/.test(filter.search) ? Number(filter.search.replace('#', '')) : null;
  const search = filter.search
    ? or(
        orderNumber === null ? undefined : eq(pointmallOrder.id, orderNumber),
        ilike(pointmallOrder.productTitle, escaped),
        ilike(users.nickname, escaped),
        ilike(pointmallOrder.userId, escaped),
        ilike(pointmallOrder.recipient, escaped),
      )
    : undefined;
  const where = and(filter.status ? eq(pointmallOrder.status, filter.status) : undefined, search);
  return pagedOrders(db, where, filter);
}

export async function countOrdersByStatus(db: DbOrTx): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: pointmallOrder.status, n: count() })
    .from(pointmallOrder)
    .groupBy(pointmallOrder.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { pointmallOrder, pointmallProduct, pointmallProductView } from '../db/schema/index';

/** Point-mall products, their per-day view log and the counts of what was ordered (decision 033). */

export type ProductRow = typeof pointmallProduct.$inferSelect;
export type ProductValues = Pick<
  typeof pointmallProduct.$inferInsert,
  | 'title'
  | 'content'
  | 'category'
  | 'price'
  | 'image'
  | 'images'
  | 'stock'
  | 'perMemberLimit'
  | 'saleStart'
  | 'saleEnd'
  | 'isShow'
>;

export async function insertProduct(db: DbOrTx, values: ProductValues & { userId: string }): Promise<number> {
  const [row] = await db.insert(pointmallProduct).values(values).returning({ id: pointmallProduct.id });
  return row!.id;
}

export async function updateProduct(db: DbOrTx, id: number, values: Partial<ProductValues>): Promise<void> {
  await db
    .update(pointmallProduct)
    .set({ ...values, updated: sql`now()` })
    .where(eq(pointmallProduct.id, id));
}

export async function findProduct(db: DbOrTx, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(pointmallProduct).where(eq(pointmallProduct.id, id)).limit(1);
  return row;
}

/** The product row, locked for the rest of the transaction: every order of it waits here, one at a time. */
export async function lockProduct(tx: Tx, id: number): Promise<ProductRow | undefined> {
  const [row] = await tx.select().from(pointmallProduct).where(eq(pointmallProduct.id, id)).for('update');
  return row;
}

/** Locks several products in id order (a bulk cancel), so two such transactions never wait on each other. */
export async function lockProducts(tx: Tx, ids: number[]): Promise<void> {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) await lockProduct(tx, id);
}

/** Takes n from the stock only while it holds n; answers the stock left, or undefined when short. */
export async function takeStock(db: DbOrTx, id: number, n: number): Promise<number | undefined> {
  const [row] = await db
    .update(pointmallProduct)
    .set({ stock: sql`${pointmallProduct.stock} - ${n}` })
    .where(and(eq(pointmallProduct.id, id), gte(pointmallProduct.stock, n)))
    .returning({ stock: pointmallProduct.stock });
  return row?.stock;
}

export async function returnStock(db: DbOrTx, id: number, n: number): Promise<void> {
  await db
    .update(pointmallProduct)
    .set({ stock: sql`${pointmallProduct.stock} + ${n}` })
    .where(eq(pointmallProduct.id, id));
}

/** Units of a product in a member's orders that are not cancelled (the per-member limit counts these). */
export async function orderedByMember(db: DbOrTx, productId: number, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointmallOrder.quantity}), 0)::int` })
    .from(pointmallOrder)
    .where(
      and(
        eq(pointmallOrder.productId, productId),
        eq(pointmallOrder.userId, userId),
        ne(pointmallOrder.status, '취소'),
      ),
    );
  return row?.total ?? 0;
}

/** Shown and inside the sale period now: what members see in the list. */
const onSaleNow: SQL = and(
  eq(pointmallProduct.isShow, true),
  or(isNull(pointmallProduct.saleStart), lte(pointmallProduct.saleStart, sql`now()`)),
  or(isNull(pointmallProduct.saleEnd), gt(pointmallProduct.saleEnd, sql`now()`)),
)!;

export async function listProducts(
  db: DbOrTx,
  filter: { category: string | null; page: number; size: number; all: boolean },
): Promise<{ total: number; rows: ProductRow[] }> {
  const where = and(
    filter.all ? undefined : onSaleNow,
    filter.category ? eq(pointmallProduct.category, filter.category) : undefined,
  );
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(pointmallProduct)
    .where(where);
  const rows = await db
    .select()
    .from(pointmallProduct)
    .where(where)
    .orderBy(desc(pointmallProduct.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  return { total: count?.total ?? 0, rows };
}

export type AdminProductRow = ProductRow & { soldCount: number; orderCount: number };

/** Units and orders of the product that are not cancelled; the staff list is small enough to ask per row. */
// The outer row is named in full: drizzle writes a lone table's columns without their table, which inside
// the subquery would name the order's own id.
const soldCount = sql<number>`(select coalesce(sum(o.quantity), 0)::int from pointmall_order o
  where o.product_id = pointmall_product.id and o.status <> '취소')`;
const orderCount = sql<number>`(select count(*)::int from pointmall_order o
  where o.product_id = pointmall_product.id and o.status <> '취소')`;

const ADMIN_SORT_COLUMNS = {
  id: pointmallProduct.id,
  price: pointmallProduct.price,
  stock: pointmallProduct.stock,
  view_count: pointmallProduct.viewCount,
  sold_count: soldCount,
} as const;

export async function listProductsForStaff(
  db: DbOrTx,
  filter: {
    page: number;
    size: number;
    search: string;
    show: 'all' | 'shown' | 'hidden';
    sort: keyof typeof ADMIN_SORT_COLUMNS;
    order: 'asc' | 'desc';
  },
): Promise<{ total: number; rows: AdminProductRow[] }> {
  const escaped = filter.search.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = and(
    filter.search ? ilike(pointmallProduct.title, `%${escaped}%`) : undefined,
    filter.show === 'all' ? undefined : eq(pointmallProduct.isShow, filter.show === 'shown'),
  );
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(pointmallProduct)
    .where(where);
  const direction = filter.order === 'asc' ? asc : desc;
  const rows = await db
    .select({ ...getTableColumns(pointmallProduct), soldCount, orderCount })
    .from(pointmallProduct)
    .where(where)
    .orderBy(direction(ADMIN_SORT_COLUMNS[filter.sort]), desc(pointmallProduct.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  return { total: count?.total ?? 0, rows };
}

/**
 * Counts a view when this viewer has not viewed the product on `day` (older view rows of the product are
 * dropped on the way), and answers the view count.
 */
export async function countProductView(db: DbOrTx, productId: number, viewer: string, day: string) {
  await db.execute(
    sql`delete from pointmall_product_view where product_id = ${productId} and day < ${day}::date`,
  );
  const fresh = await db
    .insert(pointmallProductView)
    .values({ productId, viewer, day })
    .onConflictDoNothing()
    .returning({ productId: pointmallProductView.productId });
  const [row] = fresh.length
    ? await db
        .update(pointmallProduct)
        .set({ viewCount: sql`${pointmallProduct.viewCount} + 1` })
        .where(eq(pointmallProduct.id, productId))
        .returning({ viewCount: pointmallProduct.viewCount })
    : await db
        .select({ viewCount: pointmallProduct.viewCount })
        .from(pointmallProduct)
        .where(eq(pointmallProduct.id, productId));
  return row?.viewCount ?? 0;
}

import type { z } from 'zod';
import type { pointmallCalls, Product } from '@carddogam/contract/calls/pointmall';
import { POINTMALL_MSG } from '@carddogam/contract/messages';
import { seesAllProducts } from '@carddogam/contract/pointmall/roles';
import type { Db } from '../db/client';
import { runInTransaction } from '../db/transactions';
import type { WriteContext } from './changes';
import { notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { enforce } from '../policies/permissions';
import { canCreateProduct, canEditProduct } from '../policies/pointmall';
import * as products from '../repositories/pointmall';
import { readSiteText, saveSiteText } from '../repositories/site-text';
import { findUser } from '../repositories/users';
import { presentProduct, presentProductSummary } from '../presenters/pointmall';

/**
 * Point-mall products (decision 033): who sees which, who writes them, the per-day view count and the
 * mall's guide text. Orders are in pointmall-orders.ts.
 */

type ProductInput = z.output<(typeof pointmallCalls.insert)['params']>;
type ProductUpdate = z.output<(typeof pointmallCalls.update)['params']>;
type ListFilter = z.output<(typeof pointmallCalls.list)['params']>;

export const GUIDE_KEY = 'pointmall_guide';

const productMissing = () => notFound(POINTMALL_MSG.notFound, 'PRODUCT_NOT_FOUND');

/** The caller as the mall sees them: permission_pointmall lives on the member's row, not in the session. */
export interface MallViewer {
  user: SessionUser | null;
  permission: boolean;
  seesAll: boolean;
}

export async function mallViewer(db: Db, user: SessionUser | null): Promise<MallViewer> {
  const permission = user ? ((await findUser(db, user.userId))?.permissionPointmall ?? false) : false;
  const seesAll = user ? seesAllProducts({ type: user.type, permission_pointmall: permission }) : false;
  return { user, permission, seesAll };
}

function productValues(input: ProductInput): products.ProductValues {
  return {
    title: input.title,
    content: input.content,
    category: input.category,
    price: input.price,
    // The sitemap and older rows read `image`; it follows the first picture.
    image: input.images[0] ?? null,
    images: input.images,
    stock: input.stock,
    perMemberLimit: input.per_member_limit,
    saleStart: input.sale_start ? new Date(input.sale_start) : null,
    saleEnd: input.sale_end ? new Date(input.sale_end) : null,
    isShow: input.is_show,
  };
}

export async function listProducts(db: Db, user: SessionUser | null, filter: ListFilter) {
  const viewer = await mallViewer(db, user);
  const list = await products.listProducts(db, { ...filter, all: viewer.seesAll });
  const now = new Date();
  return { total: list.total, rows: list.rows.map((row) => presentProductSummary(row, now)) };
}

/**
 * One product. A hidden one exists only for those who handle the mall; one outside its sale period still
 * opens (an order's link leads to it), saying it is not on sale.
 */
export async function readProduct(db: Db, user: SessionUser | null, id: number): Promise<Product> {
  const viewer = await mallViewer(db, user);
  const row = await products.findProduct(db, id);
  if (!row || (!row.isShow && !viewer.seesAll)) throw productMissing();
  const orderedByMe = user ? await products.orderedByMember(db, id, user.userId) : 0;
  const canEdit = user ? canEditProduct(user, viewer.permission, row.userId).ok : false;
  return presentProduct(row, { orderedByMe, canEdit });
}

export async function createProduct(db: Db, user: SessionUser, input: ProductInput): Promise<{ id: number }> {
  const viewer = await mallViewer(db, user);
  enforce(canCreateProduct(user, viewer.permission));
  const id = await products.insertProduct(db, { ...productValues(input), userId: user.userId });
  return { id };
}

/** Edits under the product's row lock, so an order in flight sees either the old or the new price and stock. */
export async function editProduct(
  { db, changes }: WriteContext,
  user: SessionUser,
  input: ProductUpdate,
): Promise<{ id: number }> {
  const viewer = await mallViewer(db, user);
  const done = await runInTransaction(db, async (tx) => {
    const row = await products.lockProduct(tx, input.id);
    if (!row) throw productMissing();
    enforce(canEditProduct(user, viewer.permission, row.userId));
    await products.updateProduct(tx, row.id, productValues(input));
    return { id: row.id };
  });
  changes.pagesChanged('/pointmall/read', [done.id]);
  return done;
}

export async function setProductShown({ db, changes }: WriteContext, user: SessionUser, id: number, isShow: boolean) {
  const viewer = await mallViewer(db, user);
  const done = await runInTransaction(db, async (tx) => {
    const row = await products.lockProduct(tx, id);
    if (!row) throw productMissing();
    enforce(canEditProduct(user, viewer.permission, row.userId));
    await products.updateProduct(tx, id, { isShow });
    return { id, is_show: isShow };
  });
  changes.pagesChanged('/pointmall/read', [id]);
  return done;
}

/** The §7.11 title: a hidden product's title is no more public than the product. */
export async function productTitle(db: Db, user: SessionUser | null, id: number) {
  const row = await products.findProduct(db, id);
  if (!row || (!row.isShow && !(await mallViewer(db, user)).seesAll)) return [];
  return [{ id: row.id, title: row.title }];
}

/**
 * The §7.11 view increase, counted once per viewer and UTC day (the day the web app's own per-browser
 * dedup uses, §2.1), like trade posts. Answers undefined for an unknown product.
 */
export async function countProductView(db: Db, id: number, viewer: string): Promise<number | undefined> {
  if (!(await products.findProduct(db, id))) return undefined;
  const day = new Date().toISOString().slice(0, 10);
  return runInTransaction(db, (tx) => products.countProductView(tx, id, viewer, day));
}

export async function readGuide(db: Db): Promise<{ content: string }> {
  return { content: await readSiteText(db, GUIDE_KEY) };
}

export async function saveGuide(db: Db, user: SessionUser, content: string): Promise<{ content: string }> {
  await saveSiteText(db, GUIDE_KEY, content, user.userId);
  return { content };
}

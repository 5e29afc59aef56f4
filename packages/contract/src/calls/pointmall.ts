import { z } from 'zod';
import { defineCall, id, noParams } from '../call';
import { POINTMALL_MSG } from '../messages';
import { SALE_STATES } from '../pointmall/sale-state';

/**
 * Point-mall products (/pointmall/*, /admin/pointmall/product and guide; decision 033). Written by 관리자
 * and by members holding permission_pointmall; orders are in calls/pointmall-orders.ts.
 */

export const POINTMALL_CATEGORIES = ['카드', '굿즈', '상품권', '기타'] as const;
export type PointmallCategory = (typeof POINTMALL_CATEGORIES)[number];

export const POINTMALL_PAGE_SIZE = 20;
export const PRODUCT_TITLE_MAX = 100;
export const PRODUCT_CONTENT_MAX = 5000;
export const PRODUCT_PRICE_MAX = 10_000_000;
export const PRODUCT_STOCK_MAX = 100_000;
export const PER_MEMBER_LIMIT_MAX = 1000;
export const PRODUCT_IMAGES_MAX = 5;
export const POINTMALL_GUIDE_MAX = 5000;

/** The picture upload answers the stored file's address; products may only name such addresses. */
export const POINTMALL_IMAGE_UPLOAD_PATH = '/api/pointmall/image/upload';
export const POINTMALL_IMAGE_PATTERN = /^\/upload\/pointmall\/[0-9a-f-]{36}\.webp$/;
export const pointmallImageUploadResult = z.object({ url: z.string() });

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** A time of the sale period as ISO 8601 with its offset (the form sends Korean wall time as +09:00). */
const saleTime = z.iso
  .datetime({ offset: true, error: POINTMALL_MSG.saleDateInvalid })
  .nullable()
  .default(null);

const productShape = {
  title: z
    .string({ error: POINTMALL_MSG.titleRequired })
    .trim()
    .min(1, POINTMALL_MSG.titleRequired)
    .max(PRODUCT_TITLE_MAX, POINTMALL_MSG.titleTooLong),
  /** Plain text; the page keeps its line breaks. */
  content: z.string().max(PRODUCT_CONTENT_MAX, POINTMALL_MSG.contentTooLong).default(''),
  category: z.enum(POINTMALL_CATEGORIES, { error: POINTMALL_MSG.categoryInvalid }),
  price: wholeNumber(POINTMALL_MSG.priceInvalid, 1, PRODUCT_PRICE_MAX),
  stock: wholeNumber(POINTMALL_MSG.stockInvalid, 0, PRODUCT_STOCK_MAX),
  /** null: no limit. */
  per_member_limit: wholeNumber(POINTMALL_MSG.limitInvalid, 1, PER_MEMBER_LIMIT_MAX).nullable().default(null),
  sale_start: saleTime,
  sale_end: saleTime,
  images: z
    .array(z.string().regex(POINTMALL_IMAGE_PATTERN, POINTMALL_MSG.imageInvalid))
    .max(PRODUCT_IMAGES_MAX, POINTMALL_MSG.tooManyImages)
    .default([]),
  is_show: z.boolean().default(true),
};

const endAfterStart = (p: { sale_start: string | null; sale_end: string | null }) =>
  !p.sale_start || !p.sale_end || new Date(p.sale_end) > new Date(p.sale_start);
const endAfterStartIssue = { message: POINTMALL_MSG.saleEndBeforeStart, path: ['sale_end'] };

/** The product form's fields, as the form and the write calls check them. */
export const productFields = z.object(productShape).refine(endAfterStart, endAfterStartIssue);
export type ProductFields = z.input<typeof productFields>;

export const productSummary = z.object({
  id: z.number(),
  title: z.string(),
  category: z.string(),
  price: z.number(),
  /** The first picture, or null. */
  image: z.string().nullable(),
  stock: z.number(),
  per_member_limit: z.number().nullable(),
  sale_start: z.string().nullable(),
  sale_end: z.string().nullable(),
  is_show: z.boolean(),
  sale_state: z.enum(SALE_STATES),
  view_count: z.number(),
  created: z.string(),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const product = productSummary.extend({
  content: z.string(),
  images: z.array(z.string()),
  user_id: z.string().nullable(),
  /** How many the caller has ordered (orders not cancelled), for the per-member limit; 0 for guests. */
  ordered_by_me: z.number(),
  /** Whether the caller may edit it (관리자, or its writer holding permission_pointmall). */
  can_edit: z.boolean(),
});
export type Product = z.infer<typeof product>;

export const adminProductRow = productSummary.extend({
  user_id: z.string().nullable(),
  /** Units in orders that are not cancelled, and those orders. */
  sold_count: z.number(),
  order_count: z.number(),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;

export const ADMIN_PRODUCT_SORTS = ['id', 'price', 'stock', 'sold_count', 'view_count'] as const;

const paged = <T extends z.ZodType>(row: T) => z.object({ total: z.number(), rows: z.array(row) });
const idAnswer = z.object({ id: z.number() });
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(100).default(POINTMALL_PAGE_SIZE);

export const pointmallCalls = {
  /**
   * Newest first. Guests and members see products shown and inside their sale period (sold out ones
   * too); 관리자, mall staff and writers see hidden ones and those outside their period as well.
   */
  list: defineCall(
    '/api/pointmall/list',
    z.object({ category: z.enum(POINTMALL_CATEGORIES).nullable().default(null), page, size }),
    paged(productSummary),
  ),
  /** Does not count a view: the page's §7.11 view call does, once per viewer and day. */
  read: defineCall('/api/pointmall/read', z.object({ id }), product),
  insert: defineCall('/api/pointmall/insert', productFields, idAnswer),
  update: defineCall(
    '/api/pointmall/update',
    z.object({ id, ...productShape }).refine(endAfterStart, endAfterStartIssue),
    idAnswer,
  ),
  /** Hides a product from members or shows it again; a product with orders is hidden, never deleted. */
  setShow: defineCall(
    '/api/pointmall/show',
    z.object({ id, is_show: z.boolean() }),
    z.object({ id: z.number(), is_show: z.boolean() }),
  ),
  /** The mall's guide text (site_text 'pointmall_guide'); '' until staff write one. */
  guide: defineCall('/api/pointmall/guide', noParams, z.object({ content: z.string() })),
  adminList: defineCall(
    '/api/admin/pointmall/product/list',
    z.object({
      page,
      size,
      search: z.string().trim().max(100).default(''),
      show: z.enum(['all', 'shown', 'hidden']).default('all'),
      sort: z.enum(ADMIN_PRODUCT_SORTS).default('id'),
      order: z.enum(['asc', 'desc']).default('desc'),
    }),
    paged(adminProductRow),
  ),
  guideSave: defineCall(
    '/api/admin/pointmall/guide/save',
    z.object({ content: z.string().max(POINTMALL_GUIDE_MAX, POINTMALL_MSG.guideTooLong) }),
    z.object({ content: z.string() }),
  ),
};

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One check-in of a member on one Korean calendar day (/day_check, decision 033). `day` is the date in
 * Asia/Seoul; the unique (user_id, day) index is what keeps it to one a day under concurrent clicks.
 * `rank` is the member's place of the day (1 = first), `streak` the consecutive days up to this one, and
 * `points` what the check-in earned in all (the ledger has a row per part).
 */
export const attendance = pgTable(
  'attendance',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    greeting: text('greeting').notNull(),
    rank: integer('rank').notNull(),
    streak: integer('streak').notNull(),
    points: integer('points').notNull(),
    ip: text('ip').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendance_user_day_idx').on(t.userId, t.day),
    uniqueIndex('attendance_day_rank_idx').on(t.day, t.rank),
    index('attendance_day_ip_idx').on(t.day, t.ip),
  ],
);

/**
 * The count of check-ins per day: its row is locked by each check-in of the day (an upsert), which
 * serializes the day's ranks and the per-IP cap without a scan.
 */
export const attendanceDay = pgTable('attendance_day', {
  day: date('day').primaryKey(),
  count: integer('count').notNull().default(0),
});

/** A point-mall product (/pointmall/*, decision 033). A product is never deleted while orders name it: it is hidden. */
export const pointmallProduct = pgTable(
  'pointmall_product',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    category: text('category').notNull().default('기타'),
    price: integer('price').notNull(),
    /** The first picture is the list's thumbnail; `image` is kept for the §7.10 sitemap and old rows. */
    image: text('image'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    stock: integer('stock').notNull().default(0),
    /** At most this many per member over all their orders not cancelled; null for no limit. */
    perMemberLimit: integer('per_member_limit'),
    saleStart: timestamp('sale_start', { withTimezone: true }),
    saleEnd: timestamp('sale_end', { withTimezone: true }),
    isShow: boolean('is_show').notNull().default(true),
    viewCount: integer('view_count').notNull().default(0),
    userId: text('user_id'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pointmall_product_list_idx').on(t.isShow, t.id),
    check('pointmall_product_price_check', sql`${t.price} > 0`),
    check('pointmall_product_stock_check', sql`${t.stock} >= 0`),
  ],
);

/** Who viewed a product on which day, so its view_count rises once per viewer and day (like trade posts). */
export const pointmallProductView = pgTable(
  'pointmall_product_view',
  {
    productId: integer('product_id').notNull(),
    viewer: text('viewer').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.viewer, t.day] })],
);

/** A member's delivery address (/mypage/address); at most one is the default. */
export const userAddress = pgTable(
  'user_address',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** 배송지명, e.g. 집, 회사. */
    label: text('label').notNull().default(''),
    recipient: text('recipient').notNull(),
    phone: text('phone').notNull(),
    postcode: text('postcode').notNull(),
    address: text('address').notNull(),
    addressDetail: text('address_detail').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_address_user_idx').on(t.userId),
    uniqueIndex('user_address_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * An order of the point mall (decision 033): 주문접수 → 준비중 → 배송중 → 배송완료, or 취소. The delivery
 * address is copied in, so editing or deleting an address later does not move a parcel on its way; the
 * price is copied too, so a cancellation returns exactly what was spent.
 */
export const pointmallOrder = pgTable(
  'pointmall_order',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => pointmallProduct.id),
    productTitle: text('product_title').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    totalPrice: integer('total_price').notNull(),
    status: text('status').notNull().default('주문접수'),
    recipient: text('recipient').notNull(),
    phone: text('phone').notNull(),
    postcode: text('postcode').notNull(),
    address: text('address').notNull(),
    addressDetail: text('address_detail').notNull().default(''),
    memo: text('memo').notNull().default(''),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pointmall_order_user_idx').on(t.userId, t.id),
    index('pointmall_order_status_idx').on(t.status, t.id),
    index('pointmall_order_product_user_idx').on(t.productId, t.userId),
    check('pointmall_order_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Texts staff edit on a screen of their own, by key (e.g. 'pointmall_guide', the guide shown in the mall). */
export const siteText = pgTable('site_text', {
  key: text('key').primaryKey(),
  content: text('content').notNull().default(''),
  updatedBy: text('updated_by'),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});

import { z } from 'zod';
import { defineCall, id } from '../call';
import { POINTMALL_MSG } from '../messages';
import { BULK_ORDER_STATUSES, ORDER_STATUSES } from '../pointmall/order-status';

/**
 * Point-mall orders (decision 033): a member orders with a delivery address of theirs and sees their own
 * orders; staff (관리자, 매니저) move orders through the statuses and cancel them.
 */

export const ORDER_QUANTITY_MAX = 100;
export const ORDER_MEMO_MAX = 100;
export const ORDER_PAGE_SIZE = 20;
export const COURIER_MAX = 30;
export const TRACKING_NUMBER_PATTERN = /^[0-9A-Za-z-]{1,40}$/;

export const pointmallOrder = z.object({
  id: z.number(),
  user_id: z.string(),
  nickname: z.string(),
  product_id: z.number(),
  product_title: z.string(),
  /** The product's first picture now, or null. */
  product_image: z.string().nullable(),
  quantity: z.number(),
  unit_price: z.number(),
  total_price: z.number(),
  status: z.enum(ORDER_STATUSES),
  /** The address as it was copied into the order. */
  recipient: z.string(),
  phone: z.string(),
  postcode: z.string(),
  address: z.string(),
  address_detail: z.string(),
  memo: z.string(),
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
});
export type PointmallOrder = z.infer<typeof pointmallOrder>;

const paged = <T extends z.ZodType>(row: T) => z.object({ total: z.number(), rows: z.array(row) });
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(100).default(ORDER_PAGE_SIZE);

export const orderQuantity = z
  .number({ error: POINTMALL_MSG.quantityInvalid })
  .int(POINTMALL_MSG.quantityInvalid)
  .min(1, POINTMALL_MSG.quantityInvalid)
  .max(ORDER_QUANTITY_MAX, POINTMALL_MSG.quantityInvalid);

export const shippingFields = z.object({
  courier: z
    .string({ error: POINTMALL_MSG.courierRequired })
    .trim()
    .min(1, POINTMALL_MSG.courierRequired)
    .max(COURIER_MAX, POINTMALL_MSG.courierTooLong),
  tracking_number: z
    .string({ error: POINTMALL_MSG.trackingRequired })
    .trim()
    .min(1, POINTMALL_MSG.trackingRequired)
    .regex(TRACKING_NUMBER_PATTERN, POINTMALL_MSG.trackingInvalid),
});

export const orderCalls = {
  /** Spends the points and reserves the stock in one transaction; answers the balance after it. */
  insert: defineCall(
    '/api/pointmall/order/insert',
    z.object({
      product_id: id,
      quantity: orderQuantity,
      address_id: z
        .number({ error: POINTMALL_MSG.addressRequired })
        .int(POINTMALL_MSG.addressRequired)
        .positive(POINTMALL_MSG.addressRequired)
        .max(2_147_483_647, POINTMALL_MSG.addressRequired),
      memo: z.string().trim().max(ORDER_MEMO_MAX, POINTMALL_MSG.memoTooLong).default(''),
    }),
    z.object({ id: z.number(), point: z.number(), message: z.string() }),
  ),
  /** The caller's own orders, newest first. */
  myList: defineCall('/api/pointmall/order/list', z.object({ page, size }), paged(pointmallOrder)),
  /** The orderer and staff only; anyone else is answered as if the order did not exist. */
  read: defineCall('/api/pointmall/order/read', z.object({ id }), pointmallOrder),
  /** The orderer while 주문접수, staff until 배송완료; the points and the stock go back exactly. */
  cancel: defineCall(
    '/api/pointmall/order/cancel',
    z.object({ id }),
    z.object({ id: z.number(), status: z.enum(ORDER_STATUSES), refunded: z.number(), message: z.string() }),
  ),
  adminList: defineCall(
    '/api/admin/pointmall/order/list',
    z.object({
      page,
      size,
      status: z.enum(ORDER_STATUSES).nullable().default(null),
      /** An order number, a product title, a nickname, a user id or a recipient. */
      search: z.string().trim().max(100).default(''),
    }),
    paged(pointmallOrder).extend({
      /** Orders per status over the whole table, for the filter's badges. */
      counts: z.record(z.string(), z.number()),
    }),
  ),
  /** Moves several orders at once; all or none (a refusal names the orders that cannot move). */
  setStatus: defineCall(
    '/api/admin/pointmall/order/status',
    z.object({
      ids: z.array(id).min(1, POINTMALL_MSG.selectRequired).max(100),
      status: z.enum(BULK_ORDER_STATUSES),
    }),
    z.object({ changed: z.number(), message: z.string() }),
  ),
  /** Sets the courier and tracking number and moves the order to 배송중 (or corrects them while 배송중). */
  ship: defineCall(
    '/api/admin/pointmall/order/ship',
    shippingFields.extend({ id }),
    z.object({ id: z.number(), status: z.enum(ORDER_STATUSES), message: z.string() }),
  ),
};

import type { AdminProductRow, Product, ProductSummary } from '@carddogam/contract/calls/pointmall';
import type { PointmallOrder } from '@carddogam/contract/calls/pointmall-orders';
import type { DeliveryAddress } from '@carddogam/contract/calls/address';
import { ORDER_STATUSES, type OrderStatus } from '@carddogam/contract/pointmall/order-status';
import { saleState } from '@carddogam/contract/pointmall/sale-state';
import type { AddressRow } from '../repositories/addresses';
import type { AdminProductRow as AdminProductDbRow, ProductRow } from '../repositories/pointmall';
import type { OrderView } from '../repositories/pointmall-orders';

/** The fields of the point mall that leave the server (decision 033). */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentProductSummary(row: ProductRow, now: Date = new Date()): ProductSummary {
  const facts = {
    is_show: row.isShow,
    stock: row.stock,
    sale_start: iso(row.saleStart),
    sale_end: iso(row.saleEnd),
  };
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    price: row.price,
    image: row.images[0] ?? row.image ?? null,
    per_member_limit: row.perMemberLimit,
    ...facts,
    sale_state: saleState(facts, now),
    view_count: row.viewCount,
    created: row.created.toISOString(),
  };
}

export function presentProduct(row: ProductRow, viewer: { orderedByMe: number; canEdit: boolean }): Product {
  return {
    ...presentProductSummary(row),
    content: row.content,
    images: row.images.length ? row.images : row.image ? [row.image] : [],
    user_id: row.userId,
    ordered_by_me: viewer.orderedByMe,
    can_edit: viewer.canEdit,
  };
}

export function presentAdminProduct(row: AdminProductDbRow): AdminProductRow {
  return {
    ...presentProductSummary(row),
    user_id: row.userId,
    sold_count: row.soldCount,
    order_count: row.orderCount,
  };
}

const isStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);

export function presentOrder(row: OrderView): PointmallOrder {
  return {
    id: row.id,
    user_id: row.userId,
    nickname: row.nickname,
    product_id: row.productId,
    product_title: row.productTitle,
    product_image: row.productImage,
    quantity: row.quantity,
    unit_price: row.unitPrice,
    total_price: row.totalPrice,
    // The column is free text in the schema; only this service writes it, with these values.
    status: isStatus(row.status) ? row.status : '주문접수',
    recipient: row.recipient,
    phone: row.phone,
    postcode: row.postcode,
    address: row.address,
    address_detail: row.addressDetail,
    memo: row.memo,
    courier: row.courier,
    tracking_number: row.trackingNumber,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  };
}

export function presentAddress(row: AddressRow): DeliveryAddress {
  return {
    id: row.id,
    label: row.label,
    recipient: row.recipient,
    phone: row.phone,
    postcode: row.postcode,
    address: row.address,
    address_detail: row.addressDetail,
    is_default: row.isDefault,
    created: row.created.toISOString(),
  };
}

/**
 * The order statuses of the point mall and the moves between them (decision 033), shared by the server,
 * which enforces them, and the staff screens, which offer only the moves that can succeed.
 */
export const ORDER_STATUSES = ['주문접수', '준비중', '배송중', '배송완료', '취소'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A member may cancel their own order until staff start preparing it. */
export const MEMBER_CANCELLABLE: readonly OrderStatus[] = ['주문접수'];
/** Staff may cancel until the parcel is delivered. */
export const STAFF_CANCELLABLE: readonly OrderStatus[] = ['주문접수', '준비중', '배송중'];

/**
 * The statuses an order may come from to reach each status. 배송중 needs a courier and a tracking number,
 * so it is reached only through the shipping call; from 배송중 again it corrects them. Nothing moves back
 * and nothing leaves 배송완료 or 취소.
 */
const REACHABLE_FROM: Record<OrderStatus, readonly OrderStatus[]> = {
  주문접수: [],
  준비중: ['주문접수'],
  배송중: ['주문접수', '준비중', '배송중'],
  배송완료: ['배송중'],
  취소: STAFF_CANCELLABLE,
};

export function canMoveOrder(from: string, to: OrderStatus): boolean {
  return (REACHABLE_FROM[to] as readonly string[]).includes(from);
}

/** The statuses staff set for many orders at once (배송중 needs each order's tracking number). */
export const BULK_ORDER_STATUSES = ['준비중', '배송완료', '취소'] as const satisfies readonly OrderStatus[];
export type BulkOrderStatus = (typeof BULK_ORDER_STATUSES)[number];

/** Couriers offered in the shipping dialog; any other name may be typed. */
export const COURIERS = [
  'CJ대한통운',
  '우체국택배',
  '한진택배',
  '롯데택배',
  '로젠택배',
  '경동택배',
  '대신택배',
  '일양로지스',
  'GS25편의점택배',
  'CU편의점택배',
] as const;

import { ORDER_QUANTITY_MAX } from '@carddogam/contract/calls/pointmall-orders';

/**
 * How many a member may put in one order: no more than the stock, what the per-member limit leaves them,
 * and the per-order cap. 0 when they can order none. The server checks the same again under its locks.
 */
export function maxOrderQuantity(product: {
  stock: number;
  per_member_limit: number | null;
  ordered_by_me: number;
}): number {
  const left =
    product.per_member_limit === null ? Infinity : product.per_member_limit - product.ordered_by_me;
  return Math.max(0, Math.min(product.stock, left, ORDER_QUANTITY_MAX));
}

/** What the order costs and what the balance would be after it (negative when it is short). */
export function orderCost(price: number, quantity: number, balance: number) {
  const cost = price * quantity;
  return { cost, after: balance - cost };
}

/** Points as the mall writes them: 1200 → '1,200 P'. */
export function formatPoints(value: number): string {
  return `${value.toLocaleString('ko-KR')} P`;
}

/** The address an order goes to: the one chosen (while it still exists), else the default, else none. */
export function chosenAddressId(
  picked: number | null,
  rows: ReadonlyArray<{ id: number; is_default: boolean }> = [],
): number | null {
  if (picked !== null && rows.some((a) => a.id === picked)) return picked;
  return rows.find((a) => a.is_default)?.id ?? null;
}

/**
 * Whether a product can be ordered now, as the list badge and the read page's order button say it. The
 * server checks the same rule under the product's row lock when an order comes in.
 */
export const SALE_STATES = ['판매중', '품절', '판매예정', '판매종료', '숨김'] as const;
export type SaleState = (typeof SALE_STATES)[number];

export interface SaleFacts {
  is_show: boolean;
  stock: number;
  /** ISO times, or null for an open end. */
  sale_start: string | null;
  sale_end: string | null;
}

export function saleState(product: SaleFacts, now: Date = new Date()): SaleState {
  if (!product.is_show) return '숨김';
  if (product.sale_start && new Date(product.sale_start) > now) return '판매예정';
  if (product.sale_end && new Date(product.sale_end) <= now) return '판매종료';
  return product.stock > 0 ? '판매중' : '품절';
}

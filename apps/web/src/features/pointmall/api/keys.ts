import type { OrderStatus } from '@carddogam/contract/pointmall/order-status';
import type { PointmallCategory } from '@carddogam/contract/calls/pointmall';

/** The staff product list's filters and page. */
export interface AdminProductFilter {
  page: number;
  search: string;
  show: 'all' | 'shown' | 'hidden';
  sort: 'id' | 'price' | 'stock' | 'sold_count' | 'view_count';
  order: 'asc' | 'desc';
}

/** The staff order list's filters and page; a null status is every status. */
export interface AdminOrderFilter {
  page: number;
  status: OrderStatus | null;
  search: string;
}

/**
 * Every point-mall answer sits under 'pointmall'. Products (public, though who sees which depends on the
 * caller), the member's own orders and addresses (MEMBER_DATA), and staff's lists.
 */
export const pointmallKeys = {
  all: ['pointmall'] as const,
  products: ['pointmall', 'products'] as const,
  list: (category: PointmallCategory | null, page: number) =>
    ['pointmall', 'products', 'list', category, page] as const,
  product: (id: number) => ['pointmall', 'products', 'one', id] as const,
  guide: ['pointmall', 'guide'] as const,
  orders: ['pointmall', 'orders'] as const,
  myOrders: (page: number) => ['pointmall', 'orders', 'mine', page] as const,
  order: (id: number) => ['pointmall', 'orders', 'one', id] as const,
  adminOrders: (filter: AdminOrderFilter) => ['pointmall', 'orders', 'admin', filter] as const,
  adminProducts: (filter: AdminProductFilter) => ['pointmall', 'products', 'admin', filter] as const,
  addresses: ['pointmall', 'addresses'] as const,
};

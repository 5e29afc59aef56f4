import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { addressCalls } from '@carddogam/contract/calls/address';
import {
  pointmallCalls,
  POINTMALL_PAGE_SIZE,
  type PointmallCategory,
} from '@carddogam/contract/calls/pointmall';
import { orderCalls, ORDER_PAGE_SIZE } from '@carddogam/contract/calls/pointmall-orders';
import { callApi } from '../../../lib/api';
import { MEMBER_DATA } from '../../../lib/member-data';
import { pointmallKeys, type AdminOrderFilter, type AdminProductFilter } from './keys';

/** Which products a list holds depends on who asks (staff see hidden ones), so lists are member data. */
export const productListQuery = (category: PointmallCategory | null, page: number) =>
  queryOptions({
    queryKey: pointmallKeys.list(category, page),
    queryFn: () => callApi(pointmallCalls.list, { category, page, size: POINTMALL_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: MEMBER_DATA,
  });

/** The stock changes with every order, so the page asks again whenever it is shown. */
export const productQuery = (id: number) =>
  queryOptions({
    queryKey: pointmallKeys.product(id),
    queryFn: () => callApi(pointmallCalls.read, { id }),
    staleTime: 0,
    retry: false,
    meta: MEMBER_DATA,
  });

export const guideQuery = queryOptions({
  queryKey: pointmallKeys.guide,
  queryFn: () => callApi(pointmallCalls.guide),
  staleTime: 5 * 60_000,
});

export const myOrdersQuery = (page: number) =>
  queryOptions({
    queryKey: pointmallKeys.myOrders(page),
    queryFn: () => callApi(orderCalls.myList, { page, size: ORDER_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: MEMBER_DATA,
  });

export const addressesQuery = queryOptions({
  queryKey: pointmallKeys.addresses,
  queryFn: () => callApi(addressCalls.list),
  staleTime: 0,
  meta: MEMBER_DATA,
});

export const adminOrdersQuery = (filter: AdminOrderFilter) =>
  queryOptions({
    queryKey: pointmallKeys.adminOrders(filter),
    queryFn: () => callApi(orderCalls.adminList, { ...filter, size: ORDER_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: MEMBER_DATA,
  });

export const adminProductsQuery = (filter: AdminProductFilter) =>
  queryOptions({
    queryKey: pointmallKeys.adminProducts(filter),
    queryFn: () => callApi(pointmallCalls.adminList, { ...filter, size: POINTMALL_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: MEMBER_DATA,
  });

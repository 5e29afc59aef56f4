import type { DeliveryAddress } from '@carddogam/contract/calls/address';
import type { Product, ProductSummary } from '@carddogam/contract/calls/pointmall';
import type { PointmallOrder } from '@carddogam/contract/calls/pointmall-orders';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';

/** Answers and a renderer shared by the point mall's screen tests. */

export const SUMMARY: ProductSummary = {
  id: 7,
  title: '피카츄 프로모 카드',
  category: '카드',
  price: 1200,
  image: '/upload/pointmall/00000000-0000-0000-0000-000000000007.webp',
  stock: 3,
  per_member_limit: 2,
  sale_start: null,
  sale_end: null,
  is_show: true,
  sale_state: '판매중',
  view_count: 4,
  created: '2026-11-20T01:00:00.000Z',
};

export const SOLD_OUT: ProductSummary = {
  ...SUMMARY,
  id: 8,
  title: '이브이 키링',
  category: '굿즈',
  stock: 0,
  image: null,
  sale_state: '품절',
};

export const PRODUCT: Product = {
  ...SUMMARY,
  content: '한정판 프로모 카드입니다.',
  images: [SUMMARY.image!],
  user_id: 'e2eadmin',
  ordered_by_me: 0,
  can_edit: false,
};

export const HOME: DeliveryAddress = {
  id: 3,
  label: '집',
  recipient: '김철수',
  phone: '010-1234-5678',
  postcode: '06236',
  address: '서울 강남구 테헤란로 152',
  address_detail: '12층',
  is_default: true,
  created: '2026-11-01T00:00:00.000Z',
};

export function order(id: number, overrides: Partial<PointmallOrder> = {}): PointmallOrder {
  return {
    id,
    user_id: 'trainer1',
    nickname: '피카츄사랑',
    product_id: 7,
    product_title: '피카츄 프로모 카드',
    product_image: null,
    quantity: 1,
    unit_price: 1200,
    total_price: 1200,
    status: '주문접수',
    recipient: '김철수',
    phone: '010-1234-5678',
    postcode: '06236',
    address: '서울 강남구 테헤란로 152',
    address_detail: '12층',
    memo: '',
    courier: null,
    tracking_number: null,
    created: '2026-11-21T01:00:00.000Z',
    updated: '2026-11-21T01:00:00.000Z',
    ...overrides,
  };
}

export function renderMall(path: string, session: unknown, answers: Record<string, unknown> = {}) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    '/api/pointmall/guide': { content: '주문 후 7일 안에 보내드립니다.' },
    '/api/pointmall/select/read': [{ id: 7, title: PRODUCT.title }],
    '/api/pointmall/update/view_count/increase': { view_count: 5 },
    ...answers,
  });
  return { api, ...renderApp(path) };
}

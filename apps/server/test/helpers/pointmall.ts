import { eq, sql } from 'drizzle-orm';
import type { UserType } from '@carddogam/contract/constants';
import { addressCalls } from '@carddogam/contract/calls/address';
import { queryRows } from '../../src/db/client';
import { users } from '../../src/db/schema/index';
import { insertProduct, type ProductValues } from '../../src/repositories/pointmall';
import { ledgerSum } from '../../src/repositories/points';
import { changePointsNow } from '../../src/services/points';
import type { TestApp } from './app';
import { createMember, sessionCookie } from './members';

/** Members, products and addresses for the point mall tests, written straight to the database. */

export interface Shopper {
  userId: string;
  nickname: string;
  headers: Record<string, string>;
}

export async function shopper(
  t: TestApp,
  options: { points?: number; type?: UserType; permission?: boolean } = {},
): Promise<Shopper> {
  const member = await createMember(t, { type: options.type ?? '사용자' });
  if (options.permission)
    await t.services.db
      .update(users)
      .set({ permissionPointmall: true })
      .where(eq(users.userId, member.userId));
  // Through the ledger, as every balance change goes, so the balance stays the ledger's sum.
  if (options.points)
    await changePointsNow(t.services.db, {
      userId: member.userId,
      menu: '관리자',
      activity: '지급',
      amount: options.points,
    });
  return { userId: member.userId, nickname: member.nickname, headers: await sessionCookie(t, member.userId) };
}

let productSequence = 0;

export async function product(t: TestApp, values: Partial<ProductValues> = {}): Promise<number> {
  productSequence += 1;
  return insertProduct(t.services.db, {
    title: `테스트 상품 ${productSequence}`,
    content: '',
    category: '굿즈',
    price: 100,
    images: [],
    stock: 10,
    perMemberLimit: null,
    saleStart: null,
    saleEnd: null,
    isShow: true,
    ...values,
    userId: 'seed',
  });
}

export async function addressOf(t: TestApp, who: Shopper, recipient = '김철수'): Promise<number> {
  const { id } = await t.call(
    addressCalls.insert,
    {
      recipient,
      phone: '010-1234-5678',
      postcode: '06236',
      address: '서울 강남구 테헤란로 1',
      address_detail: '101호',
    },
    who.headers,
  );
  return id;
}

export async function balanceOf(t: TestApp, userId: string): Promise<{ point: number; ledger: number }> {
  const [row] = await t.services.db
    .select({ point: users.point })
    .from(users)
    .where(eq(users.userId, userId));
  return { point: row!.point, ledger: await ledgerSum(t.services.db, userId) };
}

export async function stockOf(t: TestApp, productId: number): Promise<number> {
  const [row] = await queryRows<{ stock: number }>(
    t.services.db,
    sql`select stock from pointmall_product where id = ${productId}`,
  );
  return row!.stock;
}

export async function orderCount(t: TestApp, productId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.services.db,
    sql`select count(*)::int as n from pointmall_order where product_id = ${productId}`,
  );
  return row!.n;
}

export const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  pointmallCalls as calls,
  POINTMALL_IMAGE_PATTERN,
  POINTMALL_IMAGE_UPLOAD_PATH,
} from '@carddogam/contract/calls/pointmall';
import { orderCalls } from '@carddogam/contract/calls/pointmall-orders';
import { titleCalls } from '@carddogam/contract/calls/titles';
import { POINTMALL_MSG } from '@carddogam/contract/messages';
import { queryRows } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers/app';
import { addressOf, errorOf, product, shopper } from '../helpers/pointmall';

/** Point-mall products (decision 033): who writes them, who sees which, bad input, views and the guide. */
describe('point mall products', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const form = {
    title: '피카츄 프로모 카드',
    content: '한정판 프로모 카드입니다.\n1인 2장까지.',
    category: '카드' as const,
    price: 500,
    stock: 20,
    per_member_limit: 2,
    sale_start: null,
    sale_end: null,
    images: [] as string[],
  };

  const productTotal = async () =>
    (await queryRows<{ n: number }>(t.services.db, sql`select count(*)::int as n from pointmall_product`))[0]!
      .n;

  it('lets 관리자 and members holding permission_pointmall write products, and nobody else', async () => {
    const plain = await shopper(t);
    const refused = await t.post(calls.insert.path, { params: form }, plain.headers);
    expect(refused.status).toBe(403);
    expect(errorOf(refused.body).message).toBe(POINTMALL_MSG.writeForbidden);
    const manager = await shopper(t, { type: '매니저' });
    expect((await t.post(calls.insert.path, { params: form }, manager.headers)).status).toBe(403);
    expect((await t.post(calls.insert.path, { params: form })).status).toBe(401);

    const writer = await shopper(t, { permission: true });
    const { id } = await t.call(calls.insert, form, writer.headers);
    const read = await t.call(calls.read, { id }, writer.headers);
    expect(read).toMatchObject({
      title: form.title,
      price: 500,
      stock: 20,
      per_member_limit: 2,
      can_edit: true,
    });
    expect(read.sale_state).toBe('판매중');
    expect(read.content).toBe(form.content);

    // A writer edits their own products; another writer may not, 관리자 may.
    const other = await shopper(t, { permission: true });
    const foreign = await t.post(calls.update.path, { params: { id, ...form, price: 1 } }, other.headers);
    expect(foreign.status).toBe(403);
    expect(errorOf(foreign.body).message).toBe(POINTMALL_MSG.editForbidden);
    expect((await t.call(calls.read, { id }, other.headers)).can_edit).toBe(false);
    const admin = await shopper(t, { type: '관리자' });
    await t.call(calls.update, { id, ...form, price: 700 }, admin.headers);
    expect((await t.call(calls.read, { id })).price).toBe(700);
  });

  it('refuses bad input with a Korean 400 and writes nothing', async () => {
    const admin = await shopper(t, { type: '관리자' });
    const before = await productTotal();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ price: -100 }, POINTMALL_MSG.priceInvalid],
      [{ price: 0 }, POINTMALL_MSG.priceInvalid],
      [{ stock: -1 }, POINTMALL_MSG.stockInvalid],
      [{ stock: 1.5 }, POINTMALL_MSG.stockInvalid],
      [{ per_member_limit: 0 }, POINTMALL_MSG.limitInvalid],
      [{ title: '   ' }, POINTMALL_MSG.titleRequired],
      [{ category: '식품' }, POINTMALL_MSG.categoryInvalid],
      [{ images: ['https://evil.example/x.png'] }, POINTMALL_MSG.imageInvalid],
      [
        { sale_start: '2026-12-01T00:00:00+09:00', sale_end: '2026-11-30T00:00:00+09:00' },
        POINTMALL_MSG.saleEndBeforeStart,
      ],
      [{ sale_start: '내일' }, POINTMALL_MSG.saleDateInvalid],
    ];
    for (const [change, message] of cases) {
      const res = await t.post(calls.insert.path, { params: { ...form, ...change } }, admin.headers);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(errorOf(res.body).message).toContain(message);
    }
    const id = await product(t, { price: 300, stock: 4 });
    const update = await t.post(calls.update.path, { params: { id, ...form, stock: -5 } }, admin.headers);
    expect(update.status).toBe(400);
    expect(await productTotal()).toBe(before + 1);
    expect(await t.call(calls.read, { id })).toMatchObject({ price: 300, stock: 4 });
  });

  it('shows hidden products and those outside their sale period only to those who handle the mall', async () => {
    const hidden = await product(t, { isShow: false, category: '상품권' });
    const later = await product(t, { saleStart: new Date(Date.now() + 86_400_000), category: '상품권' });
    const over = await product(t, { saleEnd: new Date(Date.now() - 60_000), category: '상품권' });
    const open = await product(t, { category: '상품권', stock: 0 });
    const member = await shopper(t);
    const memberList = await t.call(calls.list, { category: '상품권' }, member.headers);
    expect(memberList.rows.map((r) => r.id)).toEqual([open]);
    expect(memberList.rows[0]!.sale_state).toBe('품절');
    expect((await t.post(calls.read.path, { params: { id: hidden } }, member.headers)).status).toBe(404);
    expect(await t.call(titleCalls.pointmall, { id: hidden }, member.headers)).toEqual([]);
    expect((await t.call(calls.read, { id: over }, member.headers)).sale_state).toBe('판매종료');

    for (const handler of [await shopper(t, { type: '매니저' }), await shopper(t, { permission: true })]) {
      const list = await t.call(calls.list, { category: '상품권' }, handler.headers);
      expect(list.rows.map((r) => [r.id, r.sale_state])).toEqual([
        [open, '품절'],
        [over, '판매종료'],
        [later, '판매예정'],
        [hidden, '숨김'],
      ]);
    }
    const admin = await shopper(t, { type: '관리자' });
    await t.call(calls.setShow, { id: hidden, is_show: true }, admin.headers);
    expect((await t.call(calls.read, { id: hidden }, member.headers)).is_show).toBe(true);
    expect(
      (await t.post(calls.setShow.path, { params: { id: hidden, is_show: false } }, member.headers)).status,
    ).toBe(403);
  });

  it('counts a view once per viewer and day', async () => {
    const id = await product(t);
    const a = await shopper(t);
    const b = await shopper(t);
    const view = (headers: Record<string, string> = {}) => t.call(titleCalls.pointmallView, { id }, headers);
    expect(await view(a.headers)).toEqual({ view_count: 1 });
    expect(await view(a.headers)).toEqual({ view_count: 1 });
    expect(await view(b.headers)).toEqual({ view_count: 2 });
    expect(await view()).toEqual({ view_count: 3 });
    expect(await view()).toEqual({ view_count: 3 });
    expect((await t.call(calls.read, { id })).view_count).toBe(3);
    expect((await t.post(titleCalls.pointmallView.path, { params: { id: 999_999 } })).status).toBe(404);
  });

  it('keeps the guide text for 관리자 to write and everybody to read', async () => {
    expect(await t.call(calls.guide)).toEqual({ content: '' });
    const admin = await shopper(t, { type: '관리자' });
    await t.call(calls.guideSave, { content: '주문 후 7일 안에 보내드립니다.' }, admin.headers);
    expect(await t.call(calls.guide)).toEqual({ content: '주문 후 7일 안에 보내드립니다.' });
    const manager = await shopper(t, { type: '매니저' });
    expect((await t.post(calls.guideSave.path, { params: { content: 'x' } }, manager.headers)).status).toBe(
      403,
    );
    const tooLong = await t.post(
      calls.guideSave.path,
      { params: { content: '가'.repeat(5001) } },
      admin.headers,
    );
    expect(tooLong.status).toBe(400);
    expect(errorOf(tooLong.body).message).toContain(POINTMALL_MSG.guideTooLong);
  });

  it('stores product pictures for those who write products only', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#fc0' } })
      .png()
      .toBuffer();
    const boundary = '----pointmall-test-boundary';
    const upload = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: POINTMALL_IMAGE_UPLOAD_PATH,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    const plain = await upload((await shopper(t)).headers);
    expect(plain.statusCode).toBe(403);
    expect(plain.json().error.message).toBe(POINTMALL_MSG.writeForbidden);
    const writer = await shopper(t, { permission: true });
    const stored = await upload(writer.headers);
    expect(stored.statusCode).toBe(200);
    const { url } = stored.json() as { url: string };
    expect(url).toMatch(POINTMALL_IMAGE_PATTERN);
    const { id } = await t.call(calls.insert, { ...form, images: [url] }, writer.headers);
    expect(await t.call(calls.read, { id })).toMatchObject({ image: url, images: [url] });
  });

  it('lists every product for staff with what was sold, and keeps members out', async () => {
    const manager = await shopper(t, { type: '매니저' });
    const list = await t.call(calls.adminList, { sort: 'price', order: 'asc', size: 100 }, manager.headers);
    expect(list.total).toBeGreaterThan(3);
    const prices = list.rows.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));

    // Units and orders not cancelled, per product.
    const quiet = await product(t, { title: '안 팔린 스티커' });
    const popular = await product(t, { title: '잘 팔린 스티커', price: 10 });
    const buyer = await shopper(t, { points: 1000 });
    const addressId = await addressOf(t, buyer);
    await t.call(
      orderCalls.insert,
      { product_id: popular, quantity: 2, address_id: addressId },
      buyer.headers,
    );
    const dropped = await t.call(
      orderCalls.insert,
      { product_id: popular, quantity: 3, address_id: addressId },
      buyer.headers,
    );
    await t.call(orderCalls.cancel, { id: dropped.id }, buyer.headers);
    const stickers = await t.call(calls.adminList, { search: '스티커', sort: 'sold_count' }, manager.headers);
    expect(stickers.rows.map((r) => [r.id, r.sold_count, r.order_count])).toEqual([
      [popular, 2, 1],
      [quiet, 0, 0],
    ]);
    const member = await shopper(t);
    expect((await t.post(calls.adminList.path, { params: {} }, member.headers)).status).toBe(403);
  });
});

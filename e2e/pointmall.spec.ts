import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ADMIN, E2E_SHOPPER } from './e2e-users';
import { actAs } from './sessions';
import { deviceOf } from './device';

/** Messages of packages/contract (messages.ts, POINTMALL_MSG) that this journey shows. */
const MSG = {
  ordered: '주문이 접수되었습니다.',
  shipped: '배송중으로 변경했습니다.',
  cancelled: '주문을 취소했습니다. 사용한 포인트를 돌려드렸습니다.',
};

const PRICE = 700;

/** The 관리자's calls through the API: a product of this project's own, and points for the shopper. */
async function prepareAsAdmin(context: BrowserContext, title: string, shopperId: string): Promise<number> {
  const call = async (path: string, params: unknown) => {
    const answer = await context.request.post(path, { data: { params } });
    expect(answer.status(), path).toBe(200);
    return answer.json();
  };
  const { id } = (await call('/api/pointmall/insert', {
    title,
    content: '포켓몬 카드 보관용 슬리브 60매입니다.\n주문 후 일주일 안에 보내드립니다.',
    category: '굿즈',
    price: PRICE,
    stock: 5,
    per_member_limit: null,
    images: [],
  })) as { id: number };
  await call('/api/user/update/point/increase', { user_id: shopperId, amount: 5000 });
  return id;
}

/** The balance /mypage/point shows, as a number. */
async function balanceOn(page: Page): Promise<number> {
  await page.goto('/mypage/point');
  const text = await page.getByLabel('보유 포인트').textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

/** Orders one of the product from its page, confirming with the balance after the order shown. */
async function orderOne(page: Page, productId: number, balance: number): Promise<number> {
  await page.goto(`/pointmall/read?id=${productId}`);
  await page.getByRole('button', { name: '주문하기' }).click();
  const confirm = page.getByRole('dialog', { name: '주문 확인' });
  await expect(confirm).toContainText(`주문 후 포인트: ${(balance - PRICE).toLocaleString('ko-KR')} P`);
  await confirm.getByRole('button', { name: '주문하기' }).click();
  await expect(page.getByText(MSG.ordered, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/mypage\/order$/);
  const newest = page.getByRole('article').first();
  await expect(newest).toContainText('주문접수');
  return Number((await newest.getAttribute('aria-label'))!.replace(/\D/g, ''));
}

async function openAs(browser: Browser, contextOptions: object, user: typeof E2E_ADMIN) {
  const context = await browser.newContext(contextOptions);
  await actAs(context, user);
  return { context, page: await context.newPage() };
}

test.describe('the point mall (/pointmall/*, /mypage/order, /admin/pointmall/order)', () => {
  test(
    'a member orders with a new address, the 관리자 ships it, a second order is cancelled and its points return',
    { tag: '@mobile' },
    async ({ page, browser, contextOptions }, testInfo) => {
      const shopper = deviceOf(testInfo) === 'mobile' ? E2E_SHOPPER.mobile : E2E_SHOPPER.desktop;
      // Both projects may run against one server: each sells its own product.
      const title = `카드 슬리브 ${deviceOf(testInfo)} ${Date.now()}`;
      const admin = await openAs(browser, contextOptions, E2E_ADMIN);
      const productId = await prepareAsAdmin(admin.context, title, shopper.id);

      await actAs(page.context(), shopper);
      const before = await balanceOn(page);
      expect(before).toBeGreaterThanOrEqual(5000);

      // The mall lists the product as a card with its price; its page offers the order form.
      await page.goto('/pointmall/list');
      await expect(page.getByRole('heading', { level: 1, name: '포인트몰' })).toBeVisible();
      const card = page.getByRole('link', { name: title });
      await expect(card).toContainText(`${PRICE} P`);
      await card.click();
      await expect(page).toHaveURL(new RegExp(`/pointmall/read\\?id=${productId}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title} - `));
      await expect(page.getByLabel('재고')).toHaveText('재고 5개');

      // A first order needs an address: added right here, and chosen once saved.
      await page.getByRole('button', { name: '배송지 추가' }).click();
      const form = page.getByRole('dialog', { name: '배송지 추가' });
      await form.getByRole('textbox', { name: '배송지명' }).fill(`${deviceOf(testInfo)} 집`);
      await form.getByRole('textbox', { name: '받는 분' }).fill('김포켓');
      await form.getByRole('textbox', { name: '연락처' }).fill('010-12');
      await form.getByRole('textbox', { name: '우편번호' }).fill('06236');
      await form.getByRole('textbox', { name: '주소', exact: true }).fill('서울 강남구 테헤란로 152');
      await form.getByRole('textbox', { name: '상세주소' }).fill('12층');
      await form.getByRole('button', { name: '저장' }).click();
      await expect(form.getByText('연락처 형식이 올바르지 않습니다.')).toBeVisible();
      await form.getByRole('textbox', { name: '연락처' }).fill('01012345678');
      await form.getByRole('button', { name: '저장' }).click();
      await expect(form).toBeHidden();
      await expect(page.getByRole('radio', { name: `${deviceOf(testInfo)} 집 배송지` })).toBeChecked();

      await page.getByRole('textbox', { name: '배송 메모' }).fill('문 앞에 놓아주세요');
      await page.getByRole('button', { name: '주문하기' }).click();
      const confirm = page.getByRole('dialog', { name: '주문 확인' });
      await expect(confirm).toContainText(`주문 후 포인트: ${(before - PRICE).toLocaleString('ko-KR')} P`);
      await confirm.getByRole('button', { name: '주문하기' }).click();
      await expect(page.getByText(MSG.ordered, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/mypage\/order$/);
      const first = page.getByRole('article').first();
      await expect(first).toContainText(title);
      await expect(first).toContainText('010-1234-5678');
      const firstId = Number((await first.getAttribute('aria-label'))!.replace(/\D/g, ''));
      expect(await balanceOn(page)).toBe(before - PRICE);

      // The 관리자 finds the order among those 주문접수 and ships it with a tracking number.
      const tracking = `${Date.now()}`.slice(-12);
      await admin.page.goto('/admin/pointmall/order');
      await admin.page.getByRole('textbox', { name: '주문 검색' }).fill(title);
      await admin.page.getByRole('button', { name: '검색', exact: true }).click();
      // The shipping list goes to the courier as an Excel workbook (a zip file: it starts with 'PK').
      const download = admin.page.waitForEvent('download');
      await admin.page.getByRole('button', { name: '엑셀 내보내기' }).click();
      const workbook = await download;
      expect(workbook.suggestedFilename()).toMatch(/\.xlsx$/);
      const bytes = readFileSync((await workbook.path())!);
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
      await admin.page.getByRole('button', { name: `주문 ${firstId} 배송 정보 입력` }).click();
      const ship = admin.page.getByRole('dialog', { name: `배송 처리 · 주문 ${firstId}` });
      await expect(ship).toContainText('김포켓');
      await ship.getByRole('combobox', { name: '택배사' }).fill('CJ대한통운');
      await ship.getByRole('textbox', { name: '운송장번호' }).fill(tracking);
      await ship.getByRole('button', { name: '배송중으로 변경' }).click();
      await expect(admin.page.getByText(MSG.shipped, { exact: true })).toBeVisible();
      await expect(ship).toBeHidden();

      // The member sees it on the way, and can no longer cancel it.
      await page.goto('/mypage/order');
      const shipped = page.getByRole('article', { name: `주문 ${firstId}` });
      await expect(shipped).toContainText('배송중');
      await expect(shipped.getByLabel('배송 정보')).toHaveText(`CJ대한통운 · 운송장번호 ${tracking}`);
      await expect(shipped.getByRole('button', { name: '주문 취소' })).toHaveCount(0);

      // A second order, with the saved address chosen by default, is cancelled while 주문접수.
      const secondId = await orderOne(page, productId, before - PRICE);
      expect(secondId).toBeGreaterThan(firstId);
      expect(await balanceOn(page)).toBe(before - 2 * PRICE);
      await page.goto('/mypage/order');
      const second = page.getByRole('article', { name: `주문 ${secondId}` });
      await second.getByRole('button', { name: '주문 취소' }).click();
      const ask = page.getByRole('dialog', { name: '주문 취소' });
      await ask.getByRole('button', { name: '주문 취소' }).click();
      await expect(page.getByText(MSG.cancelled, { exact: true })).toBeVisible();
      await expect(second).toContainText('취소');
      expect(await balanceOn(page)).toBe(before - PRICE);
      const refund = page
        .getByRole('table', { name: '포인트 내역' })
        .getByRole('row')
        .filter({ hasText: '포인트몰 · 주문 취소' });
      await expect(refund.first()).toContainText(`+${PRICE}P`);

      // The stock took one and got one back.
      await page.goto(`/pointmall/read?id=${productId}`);
      await expect(page.getByLabel('재고')).toHaveText('재고 4개');
      await admin.context.close();
    },
  );
});

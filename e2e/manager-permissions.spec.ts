import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ADMIN, E2E_MALL_WRITER } from './e2e-users';
import { actAs } from './sessions';

/** Messages of packages/contract (MANAGER_MSG, POINTMALL_MSG) that this journey shows. */
const MSG = {
  granted: '권한을 부여했습니다.',
  writeForbidden: '상품을 등록하거나 수정할 권한이 없습니다.',
  saved: '상품을 저장했습니다.',
};

/** Mantine's Select: open it, then pick the option (its list is rendered outside the field). */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * /admin/manager/permission and /admin/manager/log (decision 037): a 관리자 lets a member write point mall
 * products, the member writes one, and the grant with its reason is in the staff action log. The member
 * is this spec's own, and the product only adds one line at the top of the mall, so other flows read
 * nothing it changes.
 */
test.describe('manager permissions', () => {
  test('a 관리자 grants permission_pointmall; the member writes a mall product; the grant is in the log', async ({
    page,
    browser,
  }) => {
    const member = await browser.newContext();
    const memberPage = await member.newPage();
    try {
      await actAs(member, E2E_MALL_WRITER);
      // Without the permission, the write page refuses the member.
      await memberPage.goto('/pointmall/write');
      await expect(memberPage.getByText(MSG.writeForbidden)).toBeVisible();

      const reason = `e2e 상품 등록 위임 ${Date.now().toString(36)}`;
      await actAs(page.context(), E2E_ADMIN);
      await page.goto('/admin/manager/permission');
      const form = page.getByRole('form', { name: '권한 부여' });
      await form.getByRole('textbox', { name: '회원 아이디' }).fill(E2E_MALL_WRITER.id);
      await choose(page, form, '권한', '포인트몰 상품 등록');
      await form.getByRole('textbox', { name: '사유' }).fill(reason);
      await form.getByRole('button', { name: '권한 부여' }).click();
      await expect(page.getByText(MSG.granted)).toBeVisible();
      const holders = page.getByRole('table', { name: '권한 보유 회원' });
      await expect(
        holders.getByRole('switch', { name: `${E2E_MALL_WRITER.id} 포인트몰 상품 등록` }),
      ).toBeChecked();

      // The member, on their next page, may write a product and sees it in the mall.
      const title = `위임받은 회원의 카드 보호 케이스 ${Date.now().toString(36)}`;
      await memberPage.goto('/pointmall/write');
      const product = memberPage.getByRole('main');
      await product.getByRole('textbox', { name: '상품명' }).fill(title);
      await choose(memberPage, product, '분류', '굿즈');
      await product.getByRole('textbox', { name: '가격 (포인트)' }).fill('300');
      await product.getByRole('textbox', { name: '재고' }).fill('3');
      await product.getByRole('textbox', { name: '상품 설명' }).fill('탑로더 10매 묶음입니다.');
      await product.getByRole('button', { name: '저장' }).click();
      await expect(memberPage.getByText(MSG.saved)).toBeVisible();
      await expect(memberPage).toHaveURL(/\/pointmall\/read\?id=\d+$/);
      await expect(memberPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await memberPage.goto('/pointmall/list');
      await expect(memberPage.getByRole('link', { name: title })).toContainText('300 P');

      // The grant is in the staff action log: the action, the member and the reason.
      await page.goto('/admin/manager/log');
      const search = page.getByRole('search', { name: '매니저 기록 검색' });
      await search.getByLabel('작업', { exact: true }).fill('user.permission');
      await search.getByLabel('대상 아이디').fill(E2E_MALL_WRITER.id);
      await search.getByRole('button', { name: '검색' }).click();
      const row = page
        .getByRole('table', { name: '매니저 기록' })
        .getByRole('row')
        .filter({ hasText: reason });
      await expect(row).toContainText('user.permission');
      await expect(row).toContainText(`user ${E2E_MALL_WRITER.id}`);
      await expect(row).toContainText(E2E_ADMIN.id);
    } finally {
      await member.close();
    }
  });
});

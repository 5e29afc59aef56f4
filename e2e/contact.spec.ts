import { expect, test } from './fixtures';
import { E2E_ASKER, E2E_MANAGER } from './e2e-users';
import { pngBytes } from './images';
import { actAs } from './sessions';
import { deviceOf } from './device';

/** Messages of packages/contract (messages.ts, CONTACT_MSG) that this journey shows. */
const MSG = {
  sent: '문의가 접수되었습니다. 답변이 등록되면 알려드립니다.',
  answered: '답변을 등록했습니다.',
};

test.describe('1:1 inquiries (/contact/*, /admin/main/contact)', () => {
  test(
    'a member asks with an image, a 매니저 answers, the member reads the alarm and the answer',
    { tag: '@mobile' },
    async ({ page, browser, contextOptions }, testInfo) => {
      // Both projects may run against one server: each asks its own question.
      const title = `교환 문의 ${deviceOf(testInfo)} ${Date.now()}`;
      const answer = `${deviceOf(testInfo)} 확인했습니다. 포인트를 적립해드렸습니다.`;

      await actAs(page.context(), E2E_ASKER);
      // Members find the inquiries in the footer of every page (inside the main landmark, so found by its tag).
      await page.goto('/');
      await page.locator('footer').getByRole('link', { name: '1:1 문의' }).click();
      await expect(page).toHaveURL(/\/contact\/list$/);
      await page.getByRole('link', { name: '문의하기', exact: true }).click();
      await expect(page).toHaveURL(/\/contact\/write$/);
      await page.getByRole('combobox', { name: '문의 유형' }).click();
      await page.getByRole('option', { name: '포인트', exact: true }).click();
      await page.getByRole('textbox', { name: '제목' }).fill(title);
      await page
        .getByRole('textbox', { name: '내용' })
        .fill('리뷰를 썼는데 포인트가 들어오지 않았습니다.\n<b>확인</b> 부탁드립니다.');
      await page.locator('input[type="file"]').setInputFiles({
        name: 'screenshot.png',
        mimeType: 'image/png',
        buffer: pngBytes(60, 40),
      });
      await expect(page.getByRole('img', { name: '첨부 이미지 1' })).toBeVisible();
      await page.getByRole('button', { name: '문의 보내기' }).click();

      await expect(page).toHaveURL(/\/contact\/read\?id=\d+$/);
      const id = new URL(page.url()).searchParams.get('id');
      await expect(page.getByText(MSG.sent, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByText('<b>확인</b> 부탁드립니다.', { exact: false })).toBeVisible();
      const image = page.getByRole('img', { name: '첨부 이미지 1' });
      await expect(image).toHaveAttribute('src', /^\/upload\/inquiry_image\/[0-9a-f-]{36}\.webp$/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);

      await page.goto('/contact/list');
      await expect(page.getByRole('link', { name: title })).toBeVisible();

      const managerContext = await browser.newContext(contextOptions);
      const manager = await managerContext.newPage();
      await actAs(managerContext, E2E_MANAGER);
      await manager.goto('/admin/main/contact');
      await manager.getByRole('textbox', { name: '문의 검색' }).fill(title);
      await manager.getByRole('button', { name: '검색', exact: true }).click();
      await manager.getByRole('button', { name: `문의 ${id} 답변` }).click();
      const dialog = manager.getByRole('dialog', { name: `문의 ${id}번` });
      await expect(dialog.getByRole('img', { name: '첨부 이미지 1' })).toBeVisible();
      await dialog.getByRole('textbox', { name: '답변' }).fill(answer);
      await dialog.getByRole('button', { name: '답변 등록' }).click();
      await expect(manager.getByText(MSG.answered, { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await managerContext.close();

      await page.goto('/mypage/alarm');
      const alarm = page.getByRole('article', { name: `문의 '${title}'에 답변이 등록되었습니다.` });
      await expect(alarm).toContainText('문의 답변');
      await alarm.getByRole('link', { name: '바로가기' }).click();
      await expect(page).toHaveURL(new RegExp(`/contact/read\\?id=${id}$`));
      await expect(page.getByRole('region', { name: '답변' })).toContainText(answer);
      await expect(page.getByText('답변완료')).toBeVisible();
    },
  );
});

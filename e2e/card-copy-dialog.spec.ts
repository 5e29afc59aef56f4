import { expect, test, type Page } from './fixtures';
import { E2E_ADMIN } from './e2e-users';
import { actAs } from './sessions';
import { deviceOf } from './device';

/**
 * §2.10 copy card dialog with set lists where several sets share one name: the demo catalogue has two
 * Korean and two Japanese set codes under one name each (apps/server/src/import/demo-data.ts), as the real
 * catalogue has '냉혹한 반역자' twice. The dialog must open and offer each name once; the page must live on.
 */
const SHARED_NAMES = { kr: '데모 확장팩', jp: 'デモ拡張パック' } as const;

async function expectEachSetOnce(page: Page) {
  const dialog = page.getByRole('dialog', { name: '카드 복사' });
  await expect(dialog.getByText('원본 카드 ID')).toBeVisible();
  for (const [label, name] of [
    ['한글 제품명', SHARED_NAMES.kr],
    ['일본 제품명', SHARED_NAMES.jp],
  ] as const) {
    await dialog.getByRole('combobox', { name: label }).fill(name.slice(0, 2));
    await expect(page.getByRole('option', { name, exact: true })).toHaveCount(1);
    await dialog.getByRole('combobox', { name: label }).fill('');
  }
  await expect(page.getByText('문제가 발생했습니다')).toHaveCount(0);
}

test.describe('copy card dialog (§2.10)', () => {
  test('opens with the shortcut on the card page and from /admin/card/copy', async ({ page }, testInfo) => {
    await actAs(page.context(), E2E_ADMIN);

    if (deviceOf(testInfo) === 'desktop') {
      await page.goto('/card/detail?id=demo1-24');
      // Ctrl+Space, the 복사 button's shortcut (§2.5), once the staff buttons are there to listen.
      await expect(page.getByRole('button', { name: '복사', exact: true })).toBeVisible();
      await page.keyboard.press('Control+Space');
      await expectEachSetOnce(page);
      await page.getByRole('dialog', { name: '카드 복사' }).getByRole('button', { name: '취소' }).click();
      await expect(page.getByRole('dialog', { name: '카드 복사' })).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }

    // The staff buttons are desktop-only (§2.5); the admin page opens the same dialog on every screen.
    await page.goto('/admin/card/copy');
    await page.getByRole('textbox', { name: '원본 카드 ID' }).fill('demo1-24');
    await page.getByRole('button', { name: '복사하기' }).click();
    await expectEachSetOnce(page);
  });
});

import { expect, test } from './fixtures';
import { E2E_ADMIN } from './e2e-users';
import { pngBytes } from './images';
import { actAs } from './sessions';

/**
 * /admin/banner/main and ads (decision 037): a 관리자 puts up a main banner and chooses the ad-network
 * slot for the card ranking, and a guest sees both on the next load, with no redeploy. Both placements
 * are switched off again at the end, so the pages other flows read look as before.
 */
test.describe('banners and ad slots', () => {
  test('a 관리자 uploads a main banner and turns the card ranking ad slot on; a guest sees both', async ({
    page,
    browser,
  }) => {
    // Every run starts a fresh server, so this run's banner is the only main banner.
    const link = `/board/list?run=${Date.now().toString(36)}`;
    await actAs(page.context(), E2E_ADMIN);

    await page.goto('/admin/banner/main');
    await expect(page.getByRole('table', { name: '메인 화면 배너 목록' })).toBeVisible();
    await page.getByRole('button', { name: '배너 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '메인 화면 배너 추가' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'main.png',
      mimeType: 'image/png',
      buffer: pngBytes(830, 120),
    });
    await expect(dialog.getByRole('img', { name: '배너 미리보기' })).toBeVisible();
    await dialog.getByRole('textbox', { name: '링크' }).fill(link);
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('tab', { name: '광고 설정' }).click();
    const settings = page.getByRole('table', { name: '광고 설정' });
    await expect(settings.getByText('main', { exact: true })).toBeVisible();
    // Every switch of the table is disabled while one of them saves, so each click waits for the last save.
    const flip = async (name: string, on: boolean) => {
      const toggle = settings.getByRole('switch', { name });
      await expect(toggle).toBeEnabled();
      if ((await toggle.isChecked()) === on) return;
      await toggle.click({ force: true });
      await expect(toggle).toBeChecked({ checked: on });
    };
    const switchOn = (name: string) => flip(name, true);
    await switchOn('메인 화면 노출');
    await switchOn('카드 랭킹 노출');
    await switchOn('카드 랭킹 광고 슬롯');

    const guest = await browser.newContext();
    try {
      const home = await guest.newPage();
      await home.goto('/');
      const banner = home.locator('[data-banner="main"]');
      await expect(banner.getByRole('img', { name: '배너' })).toBeVisible();
      await expect(banner.getByRole('link')).toHaveAttribute('href', link);

      await home.goto('/rank');
      // §2.22: the card ranking's slot is 360 wide.
      await expect(home.locator('[data-ad-slot="card_ranking"]')).toHaveAttribute('data-ad-width', '360');
    } finally {
      await guest.close();
    }

    await page.reload();
    // The switches kept their saved state across the reload; switching them off again leaves the pages as before.
    const placements = ['메인 화면 노출', '카드 랭킹 노출', '카드 랭킹 광고 슬롯'];
    for (const name of placements) await expect(settings.getByRole('switch', { name })).toBeChecked();
    for (const name of placements) await flip(name, false);
  });
});

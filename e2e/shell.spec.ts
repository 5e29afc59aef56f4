import { expect, test, type Page } from './fixtures';

const SITE_TITLE = '포켓몬카드 DB/커뮤니티 카드도감';

/** Fails the test on any error the page logs or throws. */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('application shell', () => {
  let errors: string[];

  test.beforeEach(({ page }) => {
    errors = watchPageErrors(page);
  });

  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test('home page shows the header and the site title', async ({ page }) => {
    await page.goto('/');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '카드도감 홈' })).toHaveText('카드도감');
    await expect(page.getByRole('search', { name: '카드 검색' })).toBeVisible();
    await expect(page).toHaveTitle(SITE_TITLE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });

  test("navigation leads to a '준비 중' area", async ({ page, isMobile }) => {
    await page.goto('/');

    if (isMobile) {
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      await page
        .getByRole('navigation', { name: '모바일 메뉴' })
        .getByRole('link', { name: '포인트몰' })
        .click();
    } else {
      await page
        .getByRole('navigation', { name: '주요 메뉴' })
        .getByRole('link', { name: '포인트몰' })
        .click();
    }

    await expect(page).toHaveURL(/\/pointmall\/list$/);
    await expect(page.getByRole('heading', { level: 1, name: '포인트몰' })).toBeVisible();
    await expect(page.getByText('준비 중', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`포인트몰 - ${SITE_TITLE}`);
  });

  test('the search box opens the card search with the typed text', async ({ page }) => {
    await page.goto('/');

    await page.getByRole('textbox', { name: '카드 이름' }).fill('피카츄');
    await page.getByRole('textbox', { name: '카드 이름' }).press('Enter');

    await expect(page).toHaveURL(/\/card\/list\?text=/);
    expect(new URL(page.url()).searchParams.get('text')).toBe('피카츄');
    await expect(page).toHaveTitle(`카드 리스트 - ${SITE_TITLE}`);
  });

  test('an unknown path shows the 404 page inside the shell', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');

    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: '카드도감 홈' })).toBeVisible();
    await expect(page).toHaveTitle(SITE_TITLE);
  });

  test('the caution page explains the unofficial address', async ({ page }) => {
    await page.goto('/caution');

    await expect(page.getByRole('heading', { level: 1, name: '주의' })).toBeVisible();
    await expect(page.getByText('카드도감 공식 주소가 아닙니다')).toBeVisible();
  });
});

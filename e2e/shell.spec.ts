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

  test('home page shows the header and the site title', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '카드도감 홈' })).toHaveText('카드도감');
    await expect(page.getByRole('search', { name: '카드 검색' })).toBeVisible();
    await expect(page).toHaveTitle(SITE_TITLE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });

  test(
    "the header, the home page's 더보기 links and the footer lead only to built screens",
    { tag: '@mobile' },
    async ({ page, isMobile }) => {
      /** The links of one place on the first screen. */
      const linksOf = async (place: 'header' | 'home' | 'footer') => {
        await page.goto('/');
        let scope = page.getByRole('navigation', { name: '주요 메뉴' });
        if (place === 'header' && isMobile) {
          await page.getByRole('button', { name: '메뉴 열기' }).click();
          scope = page.getByRole('navigation', { name: '모바일 메뉴' });
        }
        if (place === 'footer') scope = page.locator('footer');
        const links =
          place === 'home'
            ? page.locator('main').getByRole('link', { name: /더보기$/ })
            : scope.getByRole('link');
        await expect(links.first()).toBeVisible();
        return links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      };

      // Each target once: the header, the home page and the footer share many links. On a phone only the
      // drawer's links differ from the desktop run's; the home page and the footer are the same links.
      const places = isMobile ? (['header'] as const) : (['header', 'home', 'footer'] as const);
      const visited: string[] = [];
      for (const place of places) {
        for (const target of await linksOf(place)) {
          if (visited.includes(target)) continue;
          await page.goto(target);
          // The page has loaded once the shell's footer is back and no loader is left.
          await expect(page.locator('footer')).toBeVisible();
          await expect(page.getByLabel('불러오는 중')).toHaveCount(0);
          await expect(page.getByText('준비 중', { exact: true }), `${place}: ${target}`).toHaveCount(0);
          visited.push(target);
        }
      }
      expect(visited).toEqual(
        expect.arrayContaining(['/card/list', '/rank', '/trade/post/list', '/deck/list']),
      );
      if (!isMobile) expect(visited).toContain('/policy/rule');
    },
  );

  test("signup's '전문 보기' opens the full terms of use and privacy policy", async ({ page }) => {
    await page.goto('/auth/joinagree');
    const texts = [
      { title: '이용약관', article: '제1조 (목적)' },
      { title: '개인정보처리방침', article: /개인정보 보호책임자/ },
    ];
    for (const [index, { title, article }] of texts.entries()) {
      const [policy] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('link', { name: '전문 보기' }).nth(index).click(),
      ]);
      await expect(policy.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(policy.getByRole('heading', { name: article })).toBeVisible();
      await expect(policy.getByText('준비 중', { exact: true })).toHaveCount(0);
      await expect(policy).toHaveTitle(`${title} - ${SITE_TITLE}`);
      await policy.close();
    }
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

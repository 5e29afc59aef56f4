import { expect, test, type Page } from './fixtures';
import { E2E_ADMIN, E2E_MEMBER } from './e2e-users';
import { actAs } from './sessions';

/**
 * Collection books: a member adds cards of the demo set through the card picker and sees them in that
 * set's challenge book; a private book shows the §6 message to another member. Both projects run against
 * the same server, so every step is written to hold on a second run too.
 */

const MSG = {
  privateCollection: '해당 유저는 콜렉션북을 비공개하였습니다',
};

/** Page errors fail the test. Card images live on outside servers that may be unreachable, so failed loads do not. */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The demo catalogue's only set (apps/server/src/import/demo-data.ts): 25 cards (the 25th, Oddish, numbered
 * past the printed 24), printed in English only, so its challenge book is the 북미판 one.
 */
const DEMO_SET = { name: 'Demo Set', nation: 'en', cards: 25 } as const;

const results = (page: Page) => page.getByTestId('search-result');

/**
 * Searches the picker for the cards of the demo set. The picker opens on the newest Korean set (§2.19),
 * which the demo catalogue does not have, so the set is chosen in the filters.
 */
async function searchDemoSet(page: Page, isMobile: boolean) {
  const form = page.getByRole('search', { name: '카드 검색 조건' });
  if (isMobile) await form.getByRole('button', { name: '필터 펼치기' }).click();
  await form.getByRole('combobox', { name: '제품명 언어' }).click();
  await page.getByRole('option', { name: '영어 제품명', exact: true }).click();
  await form.getByRole('combobox', { name: '제품명', exact: true }).click();
  await page.getByRole('option', { name: DEMO_SET.name, exact: true }).click();
  await form.getByRole('button', { name: '검색하기' }).click();
}

/** Picks the nth result of the picker and adds `amount` copies of its 북미판 print. */
async function addCard(page: Page, index: number, amount: number) {
  await results(page).nth(index).getByRole('button', { name: '선택', exact: true }).click();
  const form = page.getByRole('form', { name: '콜렉션북에 추가' });
  await expect(form.getByRole('radio', { name: '북미판' })).toBeChecked();
  await form.getByRole('textbox', { name: '수량' }).fill(String(amount));
  await form.getByRole('button', { name: '콜렉션북에 추가' }).click();
  await expect(page.getByText(`${amount}장이 추가되었습니다`)).toBeVisible();
}

test.describe('collection books', () => {
  let errors: string[];

  test.beforeEach(({ page }) => {
    errors = watchPageErrors(page);
  });

  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test(
    'a member adds cards and the challenge book shows the progress',
    { tag: '@mobile' },
    async ({ page, isMobile }) => {
      await actAs(page.context(), E2E_MEMBER);

      await page.goto('/collection/collect');
      await expect(page.getByRole('heading', { level: 1, name: '카드 수집' })).toBeVisible();
      await searchDemoSet(page, isMobile);
      await expect(results(page).nth(1)).toBeVisible();
      await addCard(page, 0, 2);
      await addCard(page, 1, 1);

      const params = new URLSearchParams({ set: DEMO_SET.name, nation: DEMO_SET.nation });
      await page.goto(`/collection/challengebook/read?${params.toString()}`);
      await expect(page.getByRole('heading', { level: 1, name: DEMO_SET.name })).toBeVisible();
      const owned = page.locator('[data-testid="collection-card"][data-owned="true"]');
      await expect(owned).toHaveCount(2);
      await expect(page.getByTestId('collection-card')).toHaveCount(DEMO_SET.cards);
      await expect(page.getByTestId('set-progress')).toHaveText(`2 / ${DEMO_SET.cards}`);

      // The same two cards head the member's own book.
      await page.goto('/collection/list');
      await expect(page.getByRole('heading', { level: 1, name: '내 콜렉션북' })).toBeVisible();
      await expect(page.getByTestId('collection-card')).toHaveCount(2);
    },
  );

  test('another member sees the §6 message when the book is private', async ({ page }) => {
    await actAs(page.context(), E2E_ADMIN);
    await page.goto('/mypage/update');
    const show = page.getByRole('switch', { name: '콜렉션북 공개' });
    await expect(show).toBeVisible();
    if (await show.isChecked()) {
      await show.click();
      await expect(page.getByText('설정이 저장되었습니다.')).toBeVisible();
    }
    await expect(show).not.toBeChecked();

    await actAs(page.context(), E2E_MEMBER);
    await page.goto(`/collection/list?nickname=${encodeURIComponent(E2E_ADMIN.nickname)}`);
    await expect(page.getByText(MSG.privateCollection)).toBeVisible();
    await expect(page.getByTestId('collection-card')).toHaveCount(0);

    // Shown again for the specs that follow.
    await actAs(page.context(), E2E_ADMIN);
    const restored = await page.request.post('/api/mypage/update', {
      data: { params: { collection_show: true } },
    });
    expect(restored.status()).toBe(200);
  });
});

import { expect, test, type Page, type Response } from './fixtures';

/**
 * What a typed search covers (§2.19, decision 022): an empty /card/list opens on the newest Korean set,
 * but a name the visitor types is searched in the whole catalogue unless they chose a set themselves. The
 * demo catalogue has no Korean sets, so the newest set is answered here with a set that holds no
 * Charizard — the case where a preselected set used to hide the result.
 */
const NEWEST_SET = 'E2E 최신 세트';

interface Keyword {
  text?: string;
  set?: { nation: string; name: string } | null;
  types?: string[];
}

/** The answer of the next card search whose keyword passes the check. */
function nextSearch(page: Page, check: (keyword: Keyword) => boolean): Promise<Response> {
  return page.waitForResponse((response) => {
    if (!/\/api\/card_search\/card\/list\/(kr|en|jp)$/.test(new URL(response.url()).pathname)) return false;
    const body = response.request().postDataJSON() as { params: { keyword: Keyword } } | null;
    return body !== null && check(body.params.keyword);
  });
}

const keywordOf = (response: Response) =>
  (response.request().postDataJSON() as { params: { keyword: Keyword } }).params.keyword;
const searchBox = (page: Page) => page.getByRole('combobox', { name: '검색어' });
const results = (page: Page) => page.getByTestId('search-result');

test.describe('what a card search covers', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/api/admin/card/search/first/set/import', (route) =>
      route.fulfill({ json: [{ set_name: NEWEST_SET }] }),
    );
  });

  test('a typed name is searched in the whole catalogue, not in the set the page opened on', async ({
    page,
  }) => {
    const opening = nextSearch(page, (keyword) => keyword.set?.name === NEWEST_SET);
    await page.goto('/card/list');
    expect(keywordOf(await opening).text).toBe('');
    await expect(page.getByText(`최신 제품 '${NEWEST_SET}'`)).toBeVisible();
    // The automatic set is not a choice of the visitor's: the address and the set filter stay empty.
    expect(new URL(page.url()).search).toBe('');

    const typed = nextSearch(page, (keyword) => keyword.text === '리자몽');
    await searchBox(page).fill('리자몽');
    await searchBox(page).press('Enter');
    expect(keywordOf(await typed).set ?? null).toBeNull();
    await expect(results(page).filter({ hasText: '리자몽' }).first()).toBeVisible();
    await expect(page.getByText(/^총 [1-9][\d,]*장$/)).toBeVisible();
    expect(new URL(page.url()).searchParams.get('set_name')).toBeNull();
  });

  test('a search that a filter empties names the filter and clears it', async ({ page }) => {
    await page.goto(`/card/list?${new URLSearchParams({ text: '리자몽', type: 'Water' }).toString()}`);
    await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();
    const hint = page.getByRole('status').filter({ hasText: "'타입: 물' 조건을 빼면" });
    await expect(hint).toBeVisible();

    // The hint already asked for the search without the filter, so its answer is shown at once.
    await hint.getByRole('button', { name: '타입 조건 해제' }).click();
    await expect(page).not.toHaveURL(/type=/);
    await expect(results(page).filter({ hasText: '리자몽' }).first()).toBeVisible();
    expect(new URL(page.url()).searchParams.get('text')).toBe('리자몽');
  });

  test(
    '초기화 clears the form, the address and the results',
    { tag: '@mobile' },
    async ({ page, isMobile }) => {
      await page.goto(`/card/list?${new URLSearchParams({ text: '리자몽', type: 'Fire' }).toString()}`);
      await expect(results(page).filter({ hasText: '리자몽' }).first()).toBeVisible();

      if (isMobile) await page.getByRole('button', { name: '필터 펼치기' }).click();
      await page.getByRole('button', { name: '초기화' }).click();
      await expect(page).toHaveURL(/\/card\/list$/);
      await expect(searchBox(page)).toHaveValue('');
      await expect(page.getByText(`최신 제품 '${NEWEST_SET}'`)).toBeVisible();
      await expect(results(page).filter({ hasText: '리자몽' })).toHaveCount(0);
    },
  );
});

import { expect, test, type Page, type Response } from './fixtures';
import { realData } from './catalogue-kind';

/**
 * The card search of §2.19 against the catalogue the server imported on its first start: the real data of
 * ../shared/data with E2E_CATALOGUE=real, otherwise the built-in demo set (see catalogue-kind.ts).
 */
const artist = realData ? 'Mitsuhiro Arita' : 'Demo Artist';

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

interface SearchCall {
  keyword: Record<string, unknown>;
}
type Row = { id: string; name_kr: string | null; name_en: string; hp: number | null; total_count: number };

/** The answer of the next list call whose keyword passes the check. */
function nextSearch(page: Page, check: (keyword: Record<string, unknown>) => boolean): Promise<Response> {
  return page.waitForResponse((response) => {
    if (!/\/api\/card_search\/card\/list\/(kr|en|jp)$/.test(new URL(response.url()).pathname)) return false;
    const body = response.request().postDataJSON() as { params: SearchCall } | null;
    return body !== null && check(body.params.keyword);
  });
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: '검색어' });
const results = (page: Page) => page.getByTestId('search-result');

async function searchFor(page: Page, text: string) {
  await searchBox(page).fill(text);
  await page.getByRole('button', { name: '검색', exact: true }).click();
}

test.describe('card search', () => {
  // Page loads and searches over the whole catalogue are slow on a busy two-core machine.
  let errors: string[];

  test.beforeEach(({ page }) => {
    errors = watchPageErrors(page);
  });

  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test('opens on the newest Korean set when nothing is searched', async ({ page, request }) => {
    const firstSet = await request.post('/api/admin/card/search/first/set/import', { data: { params: {} } });
    const [first] = (await firstSet.json()) as { set_name: string }[];
    await page.goto('/card/list');
    await expect(page.getByRole('heading', { level: 1, name: '카드 검색' })).toBeVisible();

    if (first) {
      // The newest set is the page's own search, not a filter: the address stays empty (decision 022).
      await expect(page.getByText(`최신 제품 '${first.set_name}'`)).toBeVisible();
      await expect(results(page).first()).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
    } else {
      // A catalogue without dated Korean sets has nothing to start on.
      await expect(page.getByText('검색 조건이 없습니다.')).toBeVisible();
    }
  });

  test('finds Charizard by its Korean name', async ({ page }) => {
    await page.goto('/');
    const answer = nextSearch(page, (keyword) => keyword.text === '리자몽');
    await page.getByRole('textbox', { name: '카드 이름' }).fill('리자몽');
    await page.getByRole('textbox', { name: '카드 이름' }).press('Enter');

    const response = await answer;
    expect(new URL(response.url()).pathname).toBe('/api/card_search/card/list/kr');
    const rows = (await response.json()) as Row[];
    expect(rows.some((row) => row.name_en.startsWith('Charizard'))).toBe(true);
    expect(new URL(page.url()).searchParams.get('text')).toBe('리자몽');
    await expect(searchBox(page)).toHaveValue('리자몽');
    await expect(results(page).filter({ hasText: '리자몽' }).first()).toBeVisible();
  });

  test('Fire Charizard with at least 300 HP', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await page.goto('/card/list?text=Charizard');
    await expect(results(page).first()).toBeVisible();

    if (isMobile) await page.getByRole('button', { name: '필터 펼치기' }).click();
    await page.getByText('불꽃', { exact: true }).click();
    await page.getByRole('button', { name: '상세 검색' }).click();
    await page.getByLabel('HP 최소').fill('300');

    const answer = nextSearch(page, (keyword) => keyword.hp_min === 300);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    const response = await answer;
    expect(new URL(response.url()).pathname).toBe('/api/card_search/card/list/en');
    const sent = (response.request().postDataJSON() as { params: SearchCall }).params.keyword;
    expect(sent).toMatchObject({ text: 'Charizard', types: ['Fire'], hp_min: 300, supertype: 'Pokémon' });

    const rows = (await response.json()) as Row[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.hp ?? 0).toBeGreaterThanOrEqual(300);
    await expect(results(page)).toHaveCount(rows.length);
    await expect(results(page).filter({ hasText: 'Charizard' }).first()).toBeVisible();
    // The HP filter forces Pokémon, and the supertype control says so.
    if (isMobile) await page.getByRole('button', { name: '필터 펼치기' }).click();
    await expect(page.getByRole('radio', { name: '포켓몬' })).toBeChecked();
  });

  test('follows the artist link parameter', async ({ page, request }) => {
    // A guest's page answers the link's search on the server (decision 041), so the browser may send no
    // search of its own: the page must show what the search call answers for that artist.
    const answer = await request.post('/api/card_search/card/list/en', {
      data: { params: { keyword: { artist } } },
    });
    const rows = (await answer.json()) as Row[];
    expect(rows.length).toBeGreaterThan(0);

    await page.goto(`/card/list?${new URLSearchParams({ artist }).toString()}`);
    await expect(page.getByLabel('일러스트레이터')).toHaveValue(artist);
    await expect(page.getByText(/^총 [\d,]+장/)).toHaveText(
      new RegExp(`^총 ${rows[0].total_count.toLocaleString('ko-KR')}장`),
    );
    await expect(results(page)).toHaveCount(rows.length);
  });

  test('opens the card popup from a result', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/card/list?text=Charizard');
    await expect(results(page).first()).toBeVisible();

    await results(page).first().getByRole('button', { name: '카드 미리보기' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a result opens the card page in a new tab', async ({ page }) => {
    await page.goto('/card/list?text=Charizard');
    const link = results(page).first().getByRole('link').first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^\/card\/detail\?id=/);
  });

  test('back restores the previous search', async ({ page }) => {
    await page.goto('/card/list?text=Pikachu');
    await expect(results(page).first()).toBeVisible();
    const firstLink = () => results(page).first().getByRole('link').first();
    const firstBefore = await firstLink().getAttribute('href');

    await searchFor(page, 'Charizard');
    await expect(page).toHaveURL(/text=Charizard/);
    await expect(results(page).filter({ hasText: 'Charizard' }).first()).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/text=Pikachu/);
    await expect(searchBox(page)).toHaveValue('Pikachu');
    await expect(firstLink()).toHaveAttribute('href', firstBefore!);
  });
});

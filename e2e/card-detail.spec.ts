import { expect, test, type Page } from './fixtures';
import { realData } from './catalogue-kind';

/**
 * The card page against the catalogue this run's server imported on its first start: the real data of
 * ../shared/data with E2E_CATALOGUE=real, otherwise the built-in demo set (see catalogue-kind.ts).
 */
const fallbackId = realData ? 'sv3pt5-6' : 'demo1-3';
/**
 * Cards whose link previews are read below: named in Korean (a Korean record's name, or the suggested one),
 * else in English; with the picture they have (the demo set's Trainers have none).
 */
const PREVIEWED = realData
  ? [
      { id: 'sv3pt5-6', name: '리자몽 ex', picture: true },
      { id: 'sv4-1', name: '비구술', picture: true },
      { id: 'sv3pt5-165', name: 'Rigid Band', picture: true },
    ]
  : [
      { id: 'demo1-12', name: '잠만보', picture: true },
      { id: 'demo1-18', name: 'Switch', picture: false },
    ];

/** Script errors fail the test; images that cannot be fetched (this machine is offline) are expected. */
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

/** A Charizard ex found through the search call, as a visitor would find it. */
async function findCharizard(page: Page): Promise<string> {
  const res = await page.request.post('/api/card_search/card/list/en', {
    data: { params: { keyword: { text: 'Charizard ex', page_size: 50 } } },
  });
  expect(res.status()).toBe(200);
  const rows = (await res.json()) as Array<{ id: string; name_en: string; name_jp: string | null }>;
  const ids = rows.filter((row) => row.name_en === 'Charizard ex').map((row) => row.id);
  return ids.includes(fallbackId) ? fallbackId : (ids[0] ?? fallbackId);
}

const titleLine = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('card detail page', () => {
  let errors: string[];

  test.beforeEach(({ page }) => {
    errors = watchPageErrors(page);
  });

  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test(
    'switches 한글 / 영어 / 일어 and keeps the language on reload',
    { tag: '@mobile' },
    async ({ page }) => {
      const id = await findCharizard(page);
      await page.goto(`/card/detail?id=${id}`);

      await expect(titleLine(page)).toHaveText('Charizard ex 카드 시세');
      await expect(page).toHaveTitle(/카드도감/);

      await page.getByText('한글', { exact: true }).click();
      await expect(page).toHaveURL(/lang=kr/);
      // No confirmed Korean record for this card: the no-data notice, and the unconfirmed name when there is one.
      await expect(
        page.getByText('아직 한글 카드 정보가 입력되지 않았습니다.', { exact: false }),
      ).toBeVisible();

      if (realData) {
        await page.getByText('일어', { exact: true }).click();
        await expect(titleLine(page)).toHaveText('リザードンex 카드 시세');
        await expect(page.locator('[data-card-name]')).toHaveText('リザードンex');
        await page.reload();
        await expect(titleLine(page)).toHaveText('リザードンex 카드 시세');
      }

      await page.getByText('영어', { exact: true }).click();
      await expect(titleLine(page)).toHaveText('Charizard ex 카드 시세');
      await expect(page.locator('[data-card-name]')).toHaveText('Charizard ex');
      await expect(page.getByText(/명이 이 카드를 봤습니다$/)).toBeVisible();
    },
  );

  test('opens a card with a Korean record in Korean, and marks a suggested Korean name as unconfirmed', async ({
    page,
  }) => {
    if (realData) {
      await page.goto('/card/detail?id=sv4-1');
      await expect(titleLine(page)).toHaveText('비구술 카드 시세');
      await expect(page.locator('[data-card-name]')).toHaveText('비구술');
    }
    // The demo set has no Korean records; its Pikachu has only the name suggested from the species table.
    const suggested = realData ? fallbackId : 'demo1-5';
    await page.goto(`/card/detail?id=${suggested}&lang=kr`);
    const notice = page.locator('[data-notice="no-data"]');
    await expect(notice).toBeVisible();
    await expect(notice.getByText('미확인 한글 이름')).toBeVisible();
    await expect(notice).toContainText(realData ? '리자몽' : '피카츄');
  });

  test('lists same-name cards, and the artist link opens the search by artist', async ({ page }) => {
    const id = await findCharizard(page);
    await page.goto(`/card/detail?id=${id}`);

    const same = page.getByRole('region', { name: '이름이 같은 카드' });
    await expect(same).toBeVisible();
    if (realData) {
      const first = same.locator('[data-related-card]').first();
      await expect(first).toBeVisible();
      await expect(first).toHaveAttribute('target', '_blank');
      await expect(first).toHaveAttribute('href', /^\/card\/detail\?id=/);
      await expect(same.locator(`[data-related-card="${id}"]`)).toHaveCount(0);
    }

    const artist = page.locator('main a[href^="/card/list?artist="]');
    const name = (await artist.first().textContent()) ?? '';
    await artist.first().click();
    await expect(page).toHaveURL(/\/card\/list\?artist=/);
    expect(new URL(page.url()).searchParams.get('artist')).toBe(name);
  });

  test('shows a placeholder, never a broken image, when the picture cannot be fetched', async ({ page }) => {
    const id = await findCharizard(page);
    await page.goto(`/card/detail?id=${id}`);

    await expect(page.getByRole('img', { name: 'Charizard ex (이미지 없음)' }).first()).toBeVisible();
    // Any <img> left on the page has loaded: a failed one would have been replaced by the placeholder.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            Array.from(document.querySelectorAll('main img')).filter(
              (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0,
            ).length,
        ),
      )
      .toBe(0);
  });

  test('a client that runs no script, as a link preview or a search engine, reads the name, picture and title', async ({
    page,
    request,
  }) => {
    // The tab the browser shows once the page's script has run names the page the same way.
    for (const card of PREVIEWED) {
      const answer = await request.get(`/card/detail?id=${card.id}`);
      expect(answer.status()).toBe(200);
      const html = await answer.text();
      const meta = (key: string) =>
        new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
      expect(meta('og:title'), card.id).toBe(card.name);
      if (card.picture) expect(meta('og:image'), card.id).toMatch(/^https?:\/\/\S+$/);
      else expect(meta('og:image'), card.id).toBeUndefined();
      const title = `${card.name} - 포켓몬카드 DB/커뮤니티 카드도감`;
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], card.id).toBe(title);
      await page.goto(`/card/detail?id=${card.id}`);
      await expect(page).toHaveTitle(title);
    }
  });

  test('an unknown id shows the missing-card message', async ({ page }) => {
    await page.goto('/card/detail?id=no-such-card');
    await expect(page.getByText('해당 ID로는 등록된 카드정보가 없습니다.')).toBeVisible();
  });
});

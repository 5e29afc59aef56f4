import { expect, test, type Locator, type Page } from './fixtures';

/**
 * Card pictures served by us (decision 029). On its first start the test server copied the pictures of the
 * demo cards that name one (Squirtle, Pikachu, Snorlax) from card-image-fixture-server.ts, the stand-in
 * for their image host (playwright.config.ts), into WebP widths under /upload/card_en_image/.
 */
const PIKACHU = 'demo1-5';
const MIRRORED_NAMES = ['Squirtle', 'Pikachu', 'Snorlax'];
const COPY = /\/upload\/card_en_image\/[0-9a-f]{20}-(\d+)\.webp$/;

/** The address the picture was drawn from, once it has loaded ('' before). */
const loadedSource = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) => (el.complete && el.naturalWidth > 0 ? el.currentSrc : ''));

/** The widths of our copies the page asked for. */
function watchCopies(page: Page): number[] {
  const widths: number[] = [];
  page.on('request', (request) => {
    const match = COPY.exec(new URL(request.url()).pathname);
    if (match) widths.push(Number(match[1]));
  });
  return widths;
}

/** Sums the page's layout shifts (the CLS metric) from its first paint on. */
async function measureLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const target = window as unknown as { layoutShift: number };
    target.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) target.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test.describe('card images', () => {
  test('the card page shows our copy of the picture, fetched first', async ({ page }) => {
    const copies = watchCopies(page);
    // The picture is in the page's HTML (decision 041), so the load event waits for it: go on before.
    await page.goto(`/card/detail?id=${PIKACHU}`, { waitUntil: 'domcontentloaded' });

    const main = page.locator('main img[fetchpriority="high"]');
    await expect(main).toHaveAttribute('alt', 'Pikachu');
    await expect.poll(() => loadedSource(main)).toMatch(COPY);
    await expect(main).toHaveAttribute('srcset', /-245\.webp 245w, .*-480\.webp 480w, .*-734\.webp 734w$/);
    expect(copies.length).toBeGreaterThan(0);
  });

  test('the search grid asks for the small width only', { tag: '@mobile' }, async ({ page }) => {
    const copies = watchCopies(page);
    // Every demo card, two dozen tiles in one grid.
    await page.goto('/card/list?artist=Demo%20Artist');

    for (const name of MIRRORED_NAMES) {
      const tile = page.getByTestId('search-result').filter({ hasText: name }).first();
      await tile.scrollIntoViewIfNeeded();
      await expect.poll(() => loadedSource(tile.getByRole('img', { name, exact: true }))).toMatch(COPY);
    }
    expect(copies.length).toBeGreaterThanOrEqual(MIRRORED_NAMES.length);
    expect([...new Set(copies)]).toEqual([245]);
  });

  test('nothing moves when the picture arrives', { tag: '@mobile' }, async ({ page }) => {
    const layoutShift = await measureLayoutShift(page);
    // Our copies are held back until the page has drawn everything else, so the picture surely loads last.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(COPY, async (route) => {
      await held;
      await route.continue();
    });
    // The picture is in the page's HTML (decision 041), so the load event waits for it: go on before.
    await page.goto(`/card/detail?id=${PIKACHU}`, { waitUntil: 'domcontentloaded' });

    const main = page.locator('main img[fetchpriority="high"]');
    const title = page.locator('main [data-card-name]').first();
    await expect(title).toBeVisible();
    await expect(main).toBeVisible();
    const before = { picture: await main.boundingBox(), title: await title.boundingBox() };
    const shiftBefore = await layoutShift();
    expect(before.picture!.height).toBeCloseTo((before.picture!.width * 88) / 63, 0);

    release();
    await expect.poll(() => loadedSource(main)).toMatch(COPY);
    await nextFrames(page);

    expect({ picture: await main.boundingBox(), title: await title.boundingBox() }).toEqual(before);
    expect((await layoutShift()) - shiftBefore).toBeLessThanOrEqual(0.05);
  });
});

import { expect, test, type Page } from './fixtures';
import { E2E_READER } from './e2e-users';
import { actAs } from './sessions';

/**
 * What loads after the first screen stands in a box of its final size meanwhile (decision 030): the
 * card search's comboboxes, whose dropdown code arrives after the page, are drawn as placeholders of the
 * same look, and so is the ☆ of each result (the watchlist's chunk). Here that code is held back until the
 * page has settled, and nothing may move when it lands.
 */
const HELD =
  /\/assets\/(LoadedSelect|LoadedAutocomplete|LoadedMultiSelect|LoadedTooltip|PagerControls|watchlist)-[^/]+\.js$/;

/**
 * Where every field, button and result of the search screen is drawn. Icon buttons are told apart by
 * place alone: the ☆'s placeholder is the same icon button without a name.
 */
async function layoutOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const drawn = main.querySelectorAll<HTMLElement>(
      'input, button, label, [data-testid="search-result"], .mantine-ActionIcon-root',
    );
    return Array.from(drawn)
      .filter(
        (element) => element.getClientRects().length > 0 && (element as HTMLInputElement).type !== 'hidden',
      )
      .map((element) => {
        const box = element.getBoundingClientRect();
        const at = [box.x, box.y, box.width, box.height]
          .map((value) => Math.round(value * 10) / 10)
          .join(',');
        if (element.classList.contains('mantine-ActionIcon-root')) return `icon button ${at}`;
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 20) ?? '';
        return `${element.tagName} ${name} ${at}`;
      });
  });
}

/** Holds the fields' code until `release` is called, recording what was asked for. */
async function holdFieldCode(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(HELD, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { held, release };
}

/** A search from a link, so that there are results and a pager under the form. */
async function openSearchWithResults(page: Page) {
  await page.goto(`/card/list?${new URLSearchParams({ text: '리자몽' })}`);
  const searchBox = page.getByRole('combobox', { name: '검색어' });
  await expect(searchBox).toBeVisible();
  await expect(page.getByTestId('search-result').first()).toBeVisible();
  await expect(page.getByText(/^총 [\d,]+장/)).toBeVisible();
  return searchBox;
}

test.describe('first screen layout', () => {
  test("a member's card search does not move when its comboboxes arrive @mobile", async ({ page }) => {
    // A member's page is drawn in the browser (decision 041), with the placeholders first.
    await actAs(page.context(), E2E_READER);
    const { held, release } = await holdFieldCode(page);
    const searchBox = await openSearchWithResults(page);
    // The placeholders are still there: the fields' code has been asked for and is held.
    await expect.poll(() => held.some((url) => url.includes('LoadedAutocomplete'))).toBe(true);
    await searchBox.evaluate((input) => input.setAttribute('data-placeholder-seen', ''));
    const before = await layoutOf(page);

    release();
    // The search box is now Mantine's Autocomplete, a new element in the placeholder's place.
    await expect(page.locator('[data-placeholder-seen]')).toHaveCount(0);
    await expect(searchBox).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutOf(page)).toEqual(before);
  });

  test("a guest's server-rendered card search does not move when its script takes over @mobile", async ({
    page,
  }) => {
    const { held, release } = await holdFieldCode(page);
    const searchBox = await openSearchWithResults(page);
    // The server drew the finished fields; the browser keeps them until their code has arrived.
    await expect.poll(() => held.some((url) => url.includes('LoadedAutocomplete'))).toBe(true);
    const isHydrated = () =>
      searchBox.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber$')));
    expect(await isHydrated()).toBe(false);
    await searchBox.evaluate((input) => input.setAttribute('data-server-drawn', ''));
    const before = await layoutOf(page);

    release();
    // React takes over the server's element itself rather than drawing a new one.
    await expect.poll(isHydrated).toBe(true);
    await expect(page.locator('[data-server-drawn]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await layoutOf(page)).toEqual(before);
  });
});

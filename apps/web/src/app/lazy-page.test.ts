import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, PAGE_LOAD_TIMEOUT_MS } from './lazy-page';
import { forgetPagePreloads, PAGE_PRELOADS_URL } from './page-preloads';
import { TimeoutError } from '../lib/with-timeout';

function Page() {
  return null;
}

describe('lazyPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    forgetPagePreloads();
  });

  it('gives the module default export to the router as Component', async () => {
    const route = await lazyPage(() => Promise.resolve({ default: Page }))();
    expect(route.Component).toBe(Page);
  });

  it('gives up after 120 seconds', async () => {
    vi.useFakeTimers();
    let settled = false;
    const outcome = lazyPage(() => new Promise<never>(() => undefined))().then(
      () => 'loaded',
      (error: unknown) => error,
    );
    void outcome.finally(() => (settled = true));

    await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(PAGE_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).message).toMatch(/시간이 초과되었습니다/);
  });

  it('passes a failed load through', async () => {
    const failing = lazyPage(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(failing()).rejects.toThrow('dynamically imported module');
  });

  it("asks for a keyed page's other chunks while the page loads, and not for a page without a key", async () => {
    const fetchTable = vi.fn(async () => Response.json({ files: [], pages: {} }));
    vi.stubGlobal('fetch', fetchTable);
    await lazyPage(() => Promise.resolve({ default: Page }))();
    expect(fetchTable).not.toHaveBeenCalled();
    await lazyPage(() => Promise.resolve({ default: Page }), '../pages/RankPage')();
    expect(fetchTable).toHaveBeenCalledWith(PAGE_PRELOADS_URL);
  });
});

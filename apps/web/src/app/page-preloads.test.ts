import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPagePreloads, PAGE_PRELOADS_URL, preloadPageChunks } from './page-preloads';

const TABLE = {
  files: ['/assets/Tabs-1.js', '/assets/Grid-2.js'],
  pages: { '../pages/RankPage': [0, 1] },
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe("a page's chunks asked for beside its own", () => {
  afterEach(() => {
    forgetPagePreloads();
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('announces the chunks the table lists for the page, once, fetching the table once', async () => {
    const fetchTable = vi.fn(async () => Response.json(TABLE));
    vi.stubGlobal('fetch', fetchTable);
    const announced = document.createElement('link');
    announced.rel = 'modulepreload';
    announced.href = '/assets/Grid-2.js';
    document.head.appendChild(announced);

    await preloadPageChunks('../pages/RankPage');
    await preloadPageChunks('../pages/RankPage');

    expect(preloads()).toEqual(['/assets/Grid-2.js', '/assets/Tabs-1.js']);
    expect(fetchTable).toHaveBeenCalledTimes(1);
    expect(fetchTable).toHaveBeenCalledWith(PAGE_PRELOADS_URL);
  });

  it('leaves the page to load its chunks itself without the table', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    await preloadPageChunks('../pages/RankPage');
    expect(preloads()).toEqual([]);
  });
});

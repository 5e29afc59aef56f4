/** The chunks of every page of the route table, written by the build (build/page-preloads.ts). */
export const PAGE_PRELOADS_URL = '/page-preloads.json';

interface PagePreloadTable {
  files: string[];
  pages: Record<string, number[]>;
}

let table: Promise<PagePreloadTable | null> | null = null;

/** The table, fetched once; without it (offline, an old build) pages load their chunks as they go. */
function pagePreloadTable(): Promise<PagePreloadTable | null> {
  table ??= fetch(PAGE_PRELOADS_URL)
    .then((answer) => (answer.ok ? (answer.json() as Promise<PagePreloadTable>) : null))
    .catch(() => null);
  return table;
}

/**
 * Asks the browser for the chunks a page imports while its own chunk loads, as Vite's preload does for
 * the imports it lists inline. Chunks announced or fetched already are not asked for again.
 */
export async function preloadPageChunks(key: string): Promise<void> {
  const found = await pagePreloadTable();
  for (const position of found?.pages[key] ?? []) {
    const href = found?.files[position];
    if (!href || document.head.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}

/** For tests: forget the fetched table. */
export function forgetPagePreloads(): void {
  table = null;
}

import { describe, expect, it } from 'vitest';
import { pagePreloadTable, withPreloadKeys } from './page-preloads';
import { staticallyLoaded } from './preload-without-loaded';

describe('page preloads', () => {
  it("gives each route's lazyPage the page's import as its key", () => {
    const source = [
      "  { index: true, lazy: lazyPage(() => import('../pages/HomePage')) },",
      "  { path: 'card/list', lazy: lazyPage(() => import('../features/card-search/CardSearchPage')) },",
    ].join('\n');
    const keyed = withPreloadKeys(source);
    expect(keyed.specs).toEqual(['../pages/HomePage', '../features/card-search/CardSearchPage']);
    expect(keyed.code).toContain(`lazyPage(() => import('../pages/HomePage'), "../pages/HomePage")`);
    expect(keyed.code).toContain(
      `lazyPage(() => import('../features/card-search/CardSearchPage'), "../features/card-search/CardSearchPage")`,
    );
  });

  it('names every chunk once and lists each page by position, from the site root', () => {
    const table = pagePreloadTable(
      new Map([
        ['../pages/HomePage', ['assets/Banner-1.js', 'assets/Image-2.js']],
        ['../features/card-search/CardSearchPage', ['assets/Image-2.js', 'assets/Chip-3.js']],
      ]),
    );
    expect(table.files).toEqual(['/assets/Image-2.js', '/assets/Chip-3.js', '/assets/Banner-1.js']);
    expect(table.pages).toEqual({
      '../features/card-search/CardSearchPage': [0, 1],
      '../pages/HomePage': [2, 0],
    });
  });

  it('counts as loaded what the importing chunk imports statically, all the way down', () => {
    const bundle = {
      'assets/index.js': { imports: ['assets/react.js', 'assets/Box.js'] },
      'assets/Box.js': { imports: ['assets/react.js', 'assets/clsx.js'] },
      'assets/react.js': { imports: [] },
      'assets/clsx.js': { imports: [] },
      'assets/Page.js': { imports: ['assets/Box.js', 'assets/Tabs.js'] },
    };
    expect([...staticallyLoaded(bundle, 'assets/index.js')].sort()).toEqual([
      'assets/Box.js',
      'assets/clsx.js',
      'assets/index.js',
      'assets/react.js',
    ]);
  });
});

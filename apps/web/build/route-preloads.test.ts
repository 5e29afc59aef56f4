import { describe, expect, it } from 'vitest';
import { routePreloadsOf } from './route-preloads';

describe('route preloads', () => {
  it("lists each route's chunks and stylesheets that index.html does not already load", () => {
    const manifest = {
      'src/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-2.js' },
      'src/pages/card-detail/CardDetailPage.tsx': {
        file: 'assets/CardDetailPage-3.js',
        imports: ['_react.js', '_Tabs.js'],
        css: ['assets/CardDetailPage-3.css'],
      },
      '_Tabs.js': { file: 'assets/Tabs-4.js', css: ['assets/Tabs-4.css'] },
      'src/pages/HomePage.tsx': { file: 'assets/HomePage-5.js', imports: ['_react.js'] },
      'src/features/card-search/CardSearchPage.tsx': {
        file: 'assets/CardSearchPage-6.js',
        dynamicImports: ['_Tabs.js'],
      },
    };
    expect(routePreloadsOf(manifest)).toEqual({
      '/': { js: ['/assets/HomePage-5.js'], css: [] },
      '/card/list': { js: ['/assets/CardSearchPage-6.js'], css: [] },
      '/card/detail': {
        js: ['/assets/CardDetailPage-3.js', '/assets/Tabs-4.js'],
        css: ['/assets/CardDetailPage-3.css', '/assets/Tabs-4.css'],
      },
    });
  });
});

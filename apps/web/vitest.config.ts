import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Test files that need modules of their own: they replace a module (vi.mock), or they check what happens
 * once per page load (a module-level flag), or they render on the server as well (react-dom/server marks the
 * shared contexts as its own, and a client render after it in the same modules fails). They run isolated,
 * each file in fresh modules.
 */
const ISOLATED_FILES = [
  'src/ssr/render-page.test.tsx',
  'src/components/AfterHydration.test.tsx',
  'src/app/page-preloads.test.ts',
  'src/app/lazy-page.test.ts',
  'src/app/shell/start-up.test.tsx',
  'src/components/admin/AdminTable.test.tsx',
  'src/features/boards/editor/BoardEditor.test.tsx',
  'src/features/boards/read/BoardReadPage.test.tsx',
  'src/features/boards/write/BoardUpdatePage.test.tsx',
  'src/features/boards/write/BoardWritePage.test.tsx',
  'src/features/deck-ranks/DeckRankPages.test.tsx',
  'src/features/deck-test/DeckTestPage.test.tsx',
  'src/features/league-figures/LeagueFigurePages.test.tsx',
  'src/features/records/RecordPages.test.tsx',
  'src/features/site-dashboard/SiteDashboardPages.test.tsx',
  'src/features/trade-stats/TradeStatsSection.test.tsx',
  'src/lib/api.test.ts',
];

const ALL_FILES = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];

export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'] },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Mantine ships CSS files that jsdom cannot use; skipping them keeps the tests fast.
    css: false,
    // Rendering whole pages in jsdom takes seconds on a busy CI machine; the default 5 s is too tight.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ALL_FILES,
          exclude: ISOLATED_FILES,
          // Files run one after another in a worker that keeps its jsdom and its modules: setting up the
          // environment and importing Mantine and the app once per worker instead of once per file cuts
          // the suite's time by two thirds. src/test/setup.ts clears what a file leaves behind.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED_FILES } },
    ],
  },
});

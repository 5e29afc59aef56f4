import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    // Files run one after another in a worker that keeps its modules: importing the app and migrating the
    // PGlite template once per worker instead of once per file halves the suite's time. Each file still
    // opens its own database; the environment is put back after every file (test/helpers/restore-env.ts).
    isolate: false,
    setupFiles: ['test/helpers/restore-env.ts'],
  },
});

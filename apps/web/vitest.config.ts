import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Mantine ships CSS files that jsdom cannot use; skipping them keeps the tests fast.
    css: false,
    // Rendering whole pages in jsdom takes seconds on a busy CI machine; the default 5 s is too tight.
    testTimeout: 30_000,
  },
});

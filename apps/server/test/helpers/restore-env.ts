import { afterAll } from 'vitest';

/**
 * Test files share their worker's modules (vitest.config.ts: isolate off, so the app's modules and the
 * migrated PGlite template are made once per worker rather than once per file). A file that sets an
 * environment variable for its app (WEB_DIST_DIR, say) must not leave it to the files after it.
 */
const before = { ...process.env };

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key];
  Object.assign(process.env, before);
});

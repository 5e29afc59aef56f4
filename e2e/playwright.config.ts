import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { realData, REAL_CATALOGUE_SPECS } from './catalogue-kind';
import { createUsersCommand, E2E_USERS } from './e2e-users';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The stand-in for the demo cards' image host (card-image-fixture-server.ts), one per run like the server. */
const IMAGE_PORT = Number(process.env.E2E_IMAGE_PORT ?? PORT + 1000);

// Playwright loads this file in the runner and again in every worker; the workers inherit the runner's
// environment, so the server's throwaway data folder is created once.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'carddogam-e2e-'));

/** Debian's Chromium, started without the background traffic that slows and disturbs test runs. */
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Every wait of the browser tests, in one place. The suite must pass on a busy two-core machine, where a
 * page's first load (the lazy chunks, the first query of a cold database) can take many seconds: an
 * assertion waits for its condition up to EXPECT_TIMEOUT, and a test as a whole may take TEST_TIMEOUT.
 * Specs wait for real conditions (a role, a text, a response) and set no timeouts of their own.
 */
const EXPECT_TIMEOUT = 30_000;
const TEST_TIMEOUT = 240_000;

/**
 * Desktop specs that run in the phone run's lane (scripts/e2e-parallel.sh), so the two lanes take about the
 * same time: with every desktop spec in its own lane, that lane took twice as long as the phone flows.
 * Only specs that change nothing the phone flows read may move here, since the two share a server (the
 * reviews spec, for one, prices the card the board flow's chip shows).
 */
const SECOND_LANE_SPECS = [
  'card-search',
  'card-tab-title',
  'provide',
  'accounts',
  'ip-ban',
  'card-copy-dialog',
  'catalogue',
  'league',
  'card-links-images',
  'card-excel',
  'trade-admin',
  'site-banners',
  'manager-permissions',
  'policy-pages',
  'sets',
  'api-guide',
  'deck-test',
  'unified-search',
  'card-builder',
  'watchlist',
].map((name) => `**/${name}.spec.ts`);

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: '.',
  timeout: TEST_TIMEOUT,
  expect: { timeout: EXPECT_TIMEOUT },
  testMatch: realData ? REAL_CATALOGUE_SPECS : '**/*.spec.ts',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  // The JSON report lets scripts/e2e-parallel.sh repeat each failure's message at the end of the log, where a
  // CI log's tail shows it.
  reporter: [[process.env.CI ? 'line' : 'list'], ['json', { outputFile: `test-results/port-${PORT}.json` }]],
  globalTeardown: './global-teardown.ts',
  // One folder per port, so runs against servers on different ports can go on side by side.
  outputDir: `test-results/port-${PORT}`,
  use: {
    baseURL: BASE_URL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: SECOND_LANE_SPECS },
    {
      name: 'desktop-2',
      use: desktop,
      testMatch: realData
        ? REAL_CATALOGUE_SPECS.filter((spec) => SECOND_LANE_SPECS.includes(spec))
        : SECOND_LANE_SPECS,
    },
    {
      name: 'mobile',
      // Pixel 5's viewport and touch, in the same Chromium as the desktop run. Only the flows whose screens
      // change on a phone (the menu drawer, folded filters, taps instead of hovers, the image sizes) run
      // here, tagged '@mobile': repeating every flow on a phone doubled the suite's time and found nothing
      // the desktop run does not.
      use: { ...devices['Pixel 5'], browserName: 'chromium' },
      grep: /@mobile/,
    },
  ],
  webServer: [
    // Started first: the app server copies the demo cards' pictures from it on its first start.
    ...(realData
      ? []
      : [
          {
            command: 'npx tsx card-image-fixture-server.ts',
            url: `http://127.0.0.1:${IMAGE_PORT}/`,
            env: { E2E_IMAGE_PORT: String(IMAGE_PORT) },
            reuseExistingServer: false,
          },
        ]),
    // The production server on a fresh database; the web app is built beforehand (make test-e2e).
    {
      // The first 관리자 and the members of the specs are made the way the README tells an operator to, before the server starts.
      command: `${createUsersCommand(E2E_USERS, process.env.E2E_DATA_DIR)} && npx tsx ../apps/server/src/server.ts`,
      url: `${BASE_URL}/`,
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        AUTO_IMPORT: '1',
        // The demo catalogue unless E2E_CATALOGUE=real (then ../shared/data, found by the importer).
        ...(realData ? {} : { CARD_DATA_DIR: 'demo' }),
        LOG_LEVEL: 'warn',
        // The IP-ban test plays a visitor behind a proxy (X-Forwarded-For) so the runner's own IP stays unbanned.
        TRUST_PROXY: '1',
        // The demo cards' pictures are copied from the stand-in host above (card-images.spec.ts).
        ...(realData
          ? {}
          : {
              CARD_IMAGE_MIRROR: '1',
              CARD_IMAGE_SOURCE_REWRITE: `https://images.demo.invalid/=http://127.0.0.1:${IMAGE_PORT}/`,
            }),
      },
      // The first start imports the card catalogue before it listens (minutes for the real one).
      timeout: 10 * 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});

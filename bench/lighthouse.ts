import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import Table from 'cli-table3';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { BENCH_PGLITE_DIR, benchPostgresUrl, prepareCatalogue } from './lib/catalogue-db';
import { postgresAnswers } from './lib/databases';
import { startServer } from './lib/load';

/**
 * Lighthouse (performance and accessibility) of the pages a first visit most often opens, on the
 * production build (run `make build` first) over the real catalogue, in Debian's Chromium, mobile and
 * desktop. Card images from outside hosts are blocked, as on a machine without internet.
 *   npx tsx bench/lighthouse.ts [--runs 1] [--pglite] [--device mobile|desktop] [--page /card/list]
 * The JSON reports are written to bench/results/lighthouse/.
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const PAGES = process.argv.includes('--page')
  ? [arg('page', '/')]
  : ['/', '/card/list', '/card/detail?id=sv3pt5-6'];
const DEVICES = process.argv.includes('--device')
  ? [arg('device', 'mobile') as 'mobile' | 'desktop']
  : (['mobile', 'desktop'] as const);
const runs = Number(arg('runs', '1'));
const reportDir = path.resolve('bench/results/lighthouse');
mkdirSync(reportDir, { recursive: true });

const usePostgres = !process.argv.includes('--pglite') && (await postgresAnswers());
await prepareCatalogue(usePostgres ? 'postgres' : 'pglite');
const server = await startServer({
  BENCH_SERVE_WEB: '1',
  ...(usePostgres ? { DATABASE_URL: benchPostgresUrl(), DATABASE_POOL_SIZE: '10' } : { BENCH_PGLITE_DIR }),
});
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

const table = new Table({ head: ['page', 'device', 'performance', 'accessibility', 'FCP ms', 'LCP ms', 'SI ms', 'TBT ms', 'CLS', 'failed audits (a11y)'] });
try {
  for (const page of PAGES) {
    for (const device of DEVICES) {
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(
          `${server.url}${page}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            // No internet here: card scans from the source hosts would only time out.
            blockedUrlPatterns: ['https://*'],
          },
          device === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        const { lhr } = result;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const a11yFailures = (lhr.categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        table.push([
          page,
          device,
          score('performance'),
          score('accessibility'),
          Math.round(value('first-contentful-paint')),
          Math.round(value('largest-contentful-paint')),
          Math.round(value('speed-index')),
          Math.round(value('total-blocking-time')),
          value('cumulative-layout-shift').toFixed(3),
          a11yFailures.join(', ') || '-',
        ]);
        const name = `${page.replace(/[^a-z0-9]+/gi, '_')}-${device}-${run + 1}.json`;
        writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
      }
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log(table.toString());

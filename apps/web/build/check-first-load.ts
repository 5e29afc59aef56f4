import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureFirstLoad } from './first-load';

/**
 * The first-load budget, checked by `make test` after the production build: the JavaScript (gzip) a
 * guest's browser fetches before the page renders, at most 200 KB for each page below
 * (docs/decisions/030-first-load-budget.md). What a page shows after its first screen, or only on
 * request, loads on demand and is not counted.
 */
export const FIRST_LOAD_BUDGET_KB: Record<string, number> = {
  '/': 200,
  '/card/list': 200,
  '/card/detail': 200,
};

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
let failed = false;
for (const load of measureFirstLoad(distDir)) {
  const kb = load.gzipBytes / 1024;
  const budget = FIRST_LOAD_BUDGET_KB[load.route]!;
  const verdict = kb <= budget ? 'ok' : 'OVER BUDGET';
  if (kb > budget) failed = true;
  console.log(
    `${load.route.padEnd(14)} ${kb.toFixed(1).padStart(6)} KB gzip (${(load.rawBytes / 1024).toFixed(0)} KB raw, ` +
      `${load.files.length} files) budget ${budget} KB  ${verdict}`,
  );
}
if (failed) {
  console.error(
    'The first load grew past its budget: load the new code on demand or raise the budget with a reason.',
  );
  process.exit(1);
}

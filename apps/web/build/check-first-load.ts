import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureFirstLoad } from './first-load';

/**
 * The first-load budget, checked by `make test` after the production build: the JavaScript (gzip) a
 * guest's browser fetches before the page renders. The goal is 200 KB for every page below; the card
 * pages are held at what they weigh now until their search and filter widgets load on demand too
 * (docs/decisions/030-first-load-budget.md), so they cannot grow meanwhile.
 */
export const FIRST_LOAD_BUDGET_KB: Record<string, number> = {
  '/': 200,
  '/card/list': 260,
  '/card/detail': 230,
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

// Prints each failed browser test of the given Playwright JSON reports with the first lines of its error,
// so the end of a long CI log says what failed and where, not only which test.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

function* specsOf(suite) {
  for (const spec of suite.specs ?? []) yield spec;
  for (const child of suite.suites ?? []) yield* specsOf(child);
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of report.suites ?? []) {
    for (const spec of specsOf(suite)) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          if (result.status === 'passed' || result.status === 'skipped') continue;
          console.log(`\n✘ [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title} (${result.status})`);
          for (const error of result.errors ?? []) {
            console.log(stripVTControlCharacters(error.message ?? '').split('\n').slice(0, 12).join('\n'));
            if (error.location) console.log(`  at ${error.location.file}:${error.location.line}`);
          }
        }
      }
    }
  }
}

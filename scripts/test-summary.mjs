// Prints vitest's result as one plain closing line ("vitest: N passed, N failed, N skipped")
// so any CI reading the last lines sees the counts, then exits with vitest's verdict.
import { readFileSync, rmSync } from 'node:fs';

const file = process.argv[2] ?? '.vitest-results.json';
const results = JSON.parse(readFileSync(file, 'utf8'));
rmSync(file, { force: true });
const skipped = results.numPendingTests + results.numTodoTests;
console.log(
  `vitest: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped`,
);
process.exit(results.success ? 0 : 1);

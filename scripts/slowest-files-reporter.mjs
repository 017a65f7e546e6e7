// A vitest reporter printing the ten slowest test files at the end of a run, so each run shows
// where its time goes. A file's time is all of it: imports, setup files, hooks and tests (vitest's
// json only has the tests' own times, which leave out the first suite's database setup).
import { relative } from 'node:path';

const SHOWN = 10;

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(7)} s`;

export default class SlowestFilesReporter {
  /** @param {ReadonlyArray<import('vitest/node').TestModule>} testModules */
  onTestRunEnd(testModules) {
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      const ms =
        d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration;
      return {
        name: `${module.project.name}: ${relative(process.cwd(), module.moduleId)}`,
        ms: ms + d.duration,
      };
    });
    files.sort((a, b) => b.ms - a.ms);
    const total = files.reduce((sum, file) => sum + file.ms, 0);
    console.log(
      `\nSlowest test files (vitest; all ${files.length} files: ${seconds(total).trim()}):`,
    );
    for (const file of files.slice(0, SHOWN)) console.log(`${seconds(file.ms)}  ${file.name}`);
  }
}

import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`;

/**
 * Prints the ten slowest test files at the end of a run. A file's time is the sum of its tests'
 * durations, which include their fixtures and hooks (the file's sync-server start among them).
 */
export default class SlowestFilesReporter implements Reporter {
  private readonly times = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    this.times.set(file, (this.times.get(file) ?? 0) + result.duration);
  }

  onEnd(): void {
    const files = [...this.times].sort((a, b) => b[1] - a[1]);
    const total = files.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(
      `\nSlowest test files (Playwright; all ${files.length} files: ${seconds(total).trim()}):`,
    );
    for (const [file, ms] of files.slice(0, SHOWN)) console.log(`${seconds(ms)}  ${file}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}

import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`;

/** What one parallel lane (a worker slot) did: its tests' time, and when it began and ended. */
interface Lane {
  busy: number;
  first: number;
  last: number;
}

/**
 * Prints the ten slowest test files at the end of a run. A file's time is the sum of its tests'
 * durations, which include their fixtures and hooks (the file's sync-server start among them).
 * Then where the run's wall time went: before the first test (global setup, the workers' start),
 * and for each worker slot its tests' time, its gaps between tests (a new worker, fixtures'
 * teardown) and how long it stood idle at the end while another still ran.
 */
export default class SlowestFilesReporter implements Reporter {
  private readonly times = new Map<string, number>();
  private readonly lanes = new Map<number, Lane>();
  /** Made when the run starts, before the global setup (`onBegin` comes after it). */
  private readonly begin = Date.now();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    this.times.set(file, (this.times.get(file) ?? 0) + result.duration);
    const start = result.startTime.getTime();
    const lane = this.lanes.get(result.parallelIndex);
    this.lanes.set(result.parallelIndex, {
      busy: (lane?.busy ?? 0) + result.duration,
      first: Math.min(lane?.first ?? start, start),
      last: Math.max(lane?.last ?? 0, start + result.duration),
    });
  }

  onEnd(): void {
    const files = [...this.times].sort((a, b) => b[1] - a[1]);
    const total = files.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(
      `\nSlowest test files (Playwright; all ${files.length} files: ${seconds(total).trim()}):`,
    );
    for (const [file, ms] of files.slice(0, SHOWN)) console.log(`${seconds(ms)}  ${file}`);

    const lanes = [...this.lanes].sort((a, b) => a[0] - b[0]);
    if (lanes.length === 0) return;
    const end = Math.max(...lanes.map(([, lane]) => lane.last));
    const firstTest = Math.min(...lanes.map(([, lane]) => lane.first));
    console.log(
      `Run ${seconds(end - this.begin).trim()}: before the first test ${seconds(firstTest - this.begin).trim()}`,
    );
    for (const [index, lane] of lanes) {
      const gaps = lane.last - lane.first - lane.busy;
      console.log(
        `  worker slot ${index}: tests ${seconds(lane.busy).trim()}, gaps between them ${seconds(gaps).trim()}, idle at the end ${seconds(end - lane.last).trim()}`,
      );
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}

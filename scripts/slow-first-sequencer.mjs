// A vitest sequencer that starts first the runs known to take long for their size. Vitest orders
// a clean clone's files (no timings cached yet) by project name and then by size, so the crash
// and fault runs (the longest, in small files) would start last and leave one worker alone
// with them at the end of the run, and a small file that waits on real time (the keep-alive
// test's 8 s) was the run's last file, both workers idle meanwhile. Files vitest has timings
// for keep its own order after these.
import { BaseSequencer } from 'vitest/node';

/** Ends of the paths of the longest runs, longest first, then files that wait or work long. */
const SLOWEST = [
  'sync-server/test/crash.test.ts',
  'sync-server/test/faults.test.ts',
  'sync-server/test/payments-property.test.ts',
  'sync-server/src/backup/backup.test.ts',
  'sync-server/src/http-server.test.ts',
  'sync-server/src/db/data-dir-lock.test.ts',
  'sync-server/src/db/durable-nodefs.test.ts',
  'sync-server/test/imports-large.test.ts',
];

const rank = (moduleId) => {
  const index = SLOWEST.findIndex((end) => moduleId.endsWith(end));
  return index === -1 ? SLOWEST.length : index;
};

export default class SlowFirstSequencer extends BaseSequencer {
  async sort(files) {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return sorted.sort((a, b) => rank(a.moduleId) - rank(b.moduleId));
  }
}

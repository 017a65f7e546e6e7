// A vitest sequencer that starts the runs known to take minutes first. Vitest orders a clean
// clone's files (no timings cached yet) by project name and then by size, so the crash and fault
// runs (2–4 minutes each, small files) would start last and leave one worker alone with them at
// the end of the run. Files vitest has timings for keep its own order after these.
import { BaseSequencer } from 'vitest/node';

/** Ends of the paths of the longest runs, longest first. */
const SLOWEST = ['sync-server/test/crash.test.ts', 'sync-server/test/faults.test.ts'];

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

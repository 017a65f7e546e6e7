import type { SyncEngine } from './engine';
import { BACKGROUND_SYNC_TAG } from './sync-names';
import { writeListeners } from './triggers';

const POLL_INTERVAL_MS = 30_000;
/** When the service worker held the sync lock, its run may have started before the news. */
const BUSY_RETRY_MS = 1_000;

/** Asks the browser to run the service worker's sync once the network is back, where supported. */
function requestBackgroundSync(): void {
  const sw = globalThis.navigator?.serviceWorker;
  if (!sw) return;
  void sw.ready
    .then((registration) => {
      const sync = (registration as { sync?: { register(tag: string): Promise<void> } }).sync;
      return sync?.register(BACKGROUND_SYNC_TAG);
    })
    .catch(() => {
      // Background Sync is a bonus: the page's own triggers still run.
    });
}

type Listenable = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** What the scheduler listens to; the browser's by default, fakes in unit tests. */
export interface SchedulerEnv {
  window: Listenable;
  document: Listenable & { readonly visibilityState: DocumentVisibilityState };
  writes: Set<() => void>;
  pollMs: number;
  requestBackgroundSync: () => void;
}

const browserEnv = (): SchedulerEnv => ({
  window,
  document,
  writes: writeListeners,
  pollMs: POLL_INTERVAL_MS,
  requestBackgroundSync,
});

export interface SyncScheduler {
  /** Runs the engine soon (a poke, another tab's write); calls during a run make one more run. */
  trigger(): void;
  /** While an event stream is open, pokes replace the 30 s poll. */
  setStreamOpen(open: boolean): void;
  stop(): void;
}

/**
 * Runs the engine when it can do something: at start, on `online`, right after each local write,
 * when the tab becomes visible, on a poke, every 30 s while visible and no event stream is open,
 * and when a retry falls due. Calls that arrive during a run coalesce into one more run.
 */
export function createSyncScheduler(
  engine: SyncEngine,
  env: SchedulerEnv = browserEnv(),
): SyncScheduler {
  let running = false;
  let again = false;
  let streamOpen = false;
  /** Set when the network came back: the next run forgets the outage's backoff. */
  let fresh = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const run = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const retryNow = fresh;
        fresh = false;
        const result = retryNow ? await engine.retryNow() : await engine.syncOnce();
        clearTimeout(retryTimer);
        if (result.ran === false) {
          retryTimer = setTimeout(() => void run(), BUSY_RETRY_MS);
        } else if (result.push.kind === 'retry') {
          retryTimer = setTimeout(() => void run(), Math.max(0, result.push.retryAt - Date.now()));
        }
      } while (again);
    } catch {
      // The engine records its own failures; the next trigger tries again.
    } finally {
      running = false;
    }
  };
  const trigger = () => void run();
  const onOnline = () => {
    fresh = true;
    trigger();
  };
  const onWrite = () => {
    trigger();
    env.requestBackgroundSync();
  };
  const onVisibility = () => {
    if (env.document.visibilityState === 'visible') trigger();
  };
  // A poke says when to pull; the poll is only the fallback for when no stream is open.
  const interval = setInterval(() => {
    if (!streamOpen && env.document.visibilityState === 'visible') trigger();
  }, env.pollMs);

  env.window.addEventListener('online', onOnline);
  env.document.addEventListener('visibilitychange', onVisibility);
  env.writes.add(onWrite);
  trigger();

  return {
    trigger,
    setStreamOpen(open) {
      streamOpen = open;
    },
    stop() {
      clearInterval(interval);
      clearTimeout(retryTimer);
      env.window.removeEventListener('online', onOnline);
      env.document.removeEventListener('visibilitychange', onVisibility);
      env.writes.delete(onWrite);
    },
  };
}

/** Starts the scheduler with no event stream (polling every 30 s); answers its stop function. */
export function startSyncScheduler(engine: SyncEngine): () => void {
  const scheduler = createSyncScheduler(engine);
  return () => scheduler.stop();
}

/** Runs a sync now (after sign-in, from the sync screen's retry). */
export { requestBackgroundSync };

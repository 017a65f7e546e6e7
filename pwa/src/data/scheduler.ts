import { BACKGROUND_SYNC_TAG, type SyncEngine } from './engine';
import { writeListeners } from './triggers';

const VISIBLE_INTERVAL_MS = 30_000;

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

/**
 * Runs the engine when it can do something: at start, on `online`, right after each local write,
 * when the tab becomes visible, every 30 s while visible, and when a retry falls due. Calls that
 * arrive during a run coalesce into one more run.
 */
export function startSyncScheduler(engine: SyncEngine): () => void {
  let running = false;
  let again = false;
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
        if (result.push.kind === 'retry') {
          retryTimer = setTimeout(() => void run(), Math.max(0, result.push.retryAt - Date.now()));
        }
      } while (again);
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
    requestBackgroundSync();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') trigger();
  };
  const interval = setInterval(() => {
    if (document.visibilityState === 'visible') trigger();
  }, VISIBLE_INTERVAL_MS);

  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);
  writeListeners.add(onWrite);
  trigger();

  return () => {
    clearInterval(interval);
    clearTimeout(retryTimer);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisibility);
    writeListeners.delete(onWrite);
  };
}

/** Runs a sync now (after sign-in, from the sync screen's retry). */
export { requestBackgroundSync };

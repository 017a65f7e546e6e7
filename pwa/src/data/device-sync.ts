import type { SyncEngine } from './engine';
import { type EventSourceFactory, openLiveUpdates } from './live-updates';
import { type SchedulerEnv, createSyncScheduler, requestBackgroundSync } from './scheduler';
import { type LeaderLocks, whileLeader } from './sync-leader';
import { writeListeners } from './triggers';

/** Tabs tell the leader of their writes here, so it pushes them at once. */
export const SYNC_CHANNEL = 'chungcu-sync';
const WRITE_MESSAGE = 'write';

type Channel = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null;
};

/** What device sync uses from the browser; fakes in unit tests. */
export interface DeviceSyncDeps {
  locks?: LeaderLocks;
  createChannel?: (name: string) => Channel;
  createEventSource?: EventSourceFactory;
  /** This tab's local writes. */
  writes?: Set<() => void>;
  scheduler?: SchedulerEnv;
}

/**
 * Syncs this device from one tab only. Every tab tells the others of its writes; the tab that
 * holds the leader lock runs the scheduler and the event stream, pulls on each poke, pushes when
 * any tab wrote, and polls only while its stream is closed. The other tabs only read the shared
 * database (their screens follow it). When the leader closes, a waiting tab takes over. Answers
 * a stop function (sign-out).
 */
export function startDeviceSync(engine: SyncEngine, deps: DeviceSyncDeps = {}): () => void {
  const writes = deps.writes ?? writeListeners;
  const channel = (deps.createChannel ?? ((name) => new BroadcastChannel(name)))(SYNC_CHANNEL);
  let leading = false;
  // The leader's own scheduler hears its writes; another tab's write is news to pass on.
  const announceWrite = () => {
    if (leading) return;
    channel.postMessage(WRITE_MESSAGE);
    // Any tab may ask: the service worker pushes even if every tab closes first.
    (deps.scheduler?.requestBackgroundSync ?? requestBackgroundSync)();
  };
  writes.add(announceWrite);

  const stopLeading = whileLeader(() => {
    leading = true;
    const scheduler = createSyncScheduler(engine, deps.scheduler);
    channel.onmessage = (event) => {
      if (event.data === WRITE_MESSAGE) scheduler.trigger();
    };
    const stopStream = openLiveUpdates({
      createEventSource: deps.createEventSource,
      onPoke: () => scheduler.trigger(),
      onStreamChange: (open) => scheduler.setStreamOpen(open),
    });
    return () => {
      leading = false;
      channel.onmessage = null;
      stopStream();
      scheduler.stop();
    };
  }, deps.locks);

  return () => {
    writes.delete(announceWrite);
    stopLeading();
    channel.close();
  };
}

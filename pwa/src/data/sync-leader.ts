/** The Web Lock held, for its whole life, by the one tab of this device that syncs. */
export const SYNC_LEADER_LOCK = 'chungcu-sync-leader';

/** The part of `navigator.locks` leader election needs. */
export interface LeaderLocks {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<unknown>;
}

/**
 * Runs `lead` once this tab holds the leader lock, and keeps the lock until `stop` (or until the
 * tab closes: the browser releases a closed tab's locks, and the next waiting tab leads). `lead`
 * answers its own cleanup, run when leadership ends. Without Web Locks every tab leads, as before.
 */
export function whileLeader(
  lead: () => () => void,
  locks: LeaderLocks | undefined = globalThis.navigator?.locks,
): () => void {
  if (!locks) {
    const cleanup = lead();
    return cleanup;
  }
  const abort = new AbortController();
  let release: (() => void) | undefined;
  void locks
    .request(SYNC_LEADER_LOCK, { signal: abort.signal }, async () => {
      const cleanup = lead();
      await new Promise<void>((resolve) => (release = resolve));
      cleanup();
    })
    .catch(() => {
      // Aborted while waiting: this tab stopped before it ever led.
    });
  return () => {
    abort.abort();
    release?.();
  };
}

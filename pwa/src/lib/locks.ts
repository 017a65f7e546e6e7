/**
 * Runs `task` while holding a named exclusive lock shared by every tab and the service worker
 * (Web Locks). When another holder has it, answers null at once instead of queueing, because the
 * holder will pick up whatever work prompted this call. Without Web Locks (unit tests) an
 * in-process lock does the same.
 */
export async function withExclusiveLock<T>(
  name: string,
  task: () => Promise<T>,
): Promise<T | null> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks?.request) {
    return locks.request(name, { ifAvailable: true }, async (lock) => (lock ? task() : null));
  }
  if (held.has(name)) return null;
  held.add(name);
  try {
    return await task();
  } finally {
    held.delete(name);
  }
}

const held = new Set<string>();

/**
 * Runs `task` holding the named exclusive lock, waiting for its holder first (Web Locks); without
 * Web Locks (unit tests) at once.
 */
export async function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks?.request) return task();
  return locks.request(name, task);
}

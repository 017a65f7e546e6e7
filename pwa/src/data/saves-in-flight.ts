/**
 * Saves this tab has started and IndexedDB has not yet committed. A change is painted on the
 * screen before its transaction commits (`mutate`), so for those few milliseconds it lives only
 * in memory: closing the tab then would lose it. The shell asks before such a close
 * (`beforeunload`), and marks the page while it lasts so a test can close the tab the moment
 * the change is safe.
 */
let inFlight = 0;
const listeners = new Set<(count: number) => void>();

function changeBy(delta: number) {
  inFlight += delta;
  listeners.forEach((listener) => listener(inFlight));
}

/**
 * Counts `save` as in flight until it settles. The count goes up before the first await of the
 * caller, so nothing the save paints can be seen while the count still reads 0.
 */
export function holdWhileSaving<T>(save: () => Promise<T>): Promise<T> {
  changeBy(1);
  let running: Promise<T>;
  try {
    running = save();
  } catch (error) {
    running = Promise.reject(error as Error);
  }
  return running.finally(() => changeBy(-1));
}

export const savesInFlight = () => inFlight;

/** Calls `listener` with the new count whenever it changes; returns the unsubscribe. */
export function onSavesInFlight(listener: (count: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

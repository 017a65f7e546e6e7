/**
 * Set (performance.mark) when the page first runs an idle task: what loads from then on is work
 * deferred past the screen being usable (the bench counts the login route's JavaScript before it).
 */
export const IDLE_MARK = 'chungcu:idle';

/**
 * Runs `task` once the page is idle (requestIdleCallback, at the latest after `timeoutMs`;
 * Safari has none, so a short timeout stands in for it there).
 * @returns a function that cancels the task if it has not run yet.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  const run = () => {
    if (performance.getEntriesByName(IDLE_MARK).length === 0) performance.mark(IDLE_MARK);
    task();
  };
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, 500);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(handle);
}

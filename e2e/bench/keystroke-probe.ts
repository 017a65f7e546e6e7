import type { Page } from '@playwright/test';

export interface KeystrokeTarget {
  /** The search field. */
  input: string;
  /** An element of the list, and the selector of its ancestor to watch for the repaint. */
  anchor: string;
  container: string;
}

/**
 * Times each keystroke in the search field until the list repaints: the first DOM change in the
 * watched container, then one animation frame. A keystroke that changes nothing was already
 * rendered and is no sample; a new keystroke ends the previous one's watch.
 */
export async function installKeystrokeProbe(page: Page, target: KeystrokeTarget): Promise<void> {
  // tsx keeps function names through an `__name` helper that the page does not have.
  await page.evaluate('globalThis.__name = (fn) => fn');
  await page.evaluate(({ input, anchor, container }) => {
    const w = window as unknown as { __keys: number[] };
    w.__keys = [];
    let watching: MutationObserver | null = null;
    document.addEventListener(
      'keydown',
      (event) => {
        if (!(event.target as Element).matches(input)) return;
        watching?.disconnect();
        const list = document.querySelector(anchor)?.closest(container);
        if (!list) return;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          observer.disconnect();
          watching = null;
          requestAnimationFrame(() => w.__keys.push(performance.now() - start));
        });
        watching = observer;
        observer.observe(list, { childList: true, subtree: true, characterData: true });
      },
      true,
    );
  }, target);
}

/** The keystroke timings collected so far. */
export function keystrokeSamples(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __keys: number[] }).__keys);
}

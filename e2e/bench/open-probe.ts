import type { Page } from '@playwright/test';
import { percentile } from './stats';

/**
 * Opens a screen from the home screen's tile `href` several times (back home in between) and
 * times click → `ready` painted. The first open reads the mirror; later ones show what the
 * screen costs once its data is in memory.
 */
export async function measureOpens(page: Page, href: string, ready: string, times = 6) {
  const opens: number[] = [];
  await page.goto('/');
  for (let i = 0; i < times; i++) {
    const tile = page.locator(`a[href="${href}"]`).first();
    await tile.waitFor();
    opens.push(
      await page.evaluate(
        ({ href, ready }) =>
          new Promise<number>((resolve) => {
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (!document.querySelector(ready)) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - start));
            });
            observer.observe(document.body, { childList: true, subtree: true });
            (document.querySelector(`a[href="${href}"]`) as HTMLElement).click();
          }),
        { href, ready },
      ),
    );
    await page.locator(ready).first().waitFor();
    await page.goBack();
  }
  return { first: opens[0] ?? NaN, warmMedian: percentile(opens.slice(1), 0.5) };
}

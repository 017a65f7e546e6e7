import type { Page } from '@playwright/test';
import { percentile } from './stats';

export interface RoundSteps {
  steps: number;
  p50: number;
  p95: number;
  saves: number;
  saveP50: number;
  saveP95: number;
}

/**
 * Times one step of the reading round in the page: from the tap until the round shows the next
 * meter (its panel replaced), then one animation frame: what the reader waits for.
 */
async function timedStep(page: Page, button: string): Promise<number | null> {
  return page.evaluate(
    (testId) =>
      new Promise<number | null>((resolve) => {
        const root = document.querySelector('[data-testid="reading-round"]');
        const before = document.querySelector('[data-testid="round-stop"]');
        const target = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
        if (!root || !before || !target) return resolve(null);
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelector('[data-testid="round-stop"]') === before) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(root, { childList: true, subtree: true });
        target.click();
        // A step that shows no new meter (an unusual warning, the round's end) is no sample.
        setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, 2000);
      }),
    button,
  );
}

/**
 * The reading round's next-meter step (target: one frame, 16.7 ms): `Tiếp` alone, then
 * "Lưu và tiếp" with an index typed (the save is a mutation painted from memory and queued; the
 * step does not wait for it). Opened at this month, whose meters the demo has not read.
 */
export async function measureRoundSteps(page: Page, samples = 40): Promise<RoundSteps> {
  await page.goto('/meters/round');
  await page.getByTestId('round-stop').waitFor({ timeout: 30_000 });
  await page.evaluate('globalThis.__name = (fn) => fn');
  const steps: number[] = [];
  for (let i = 0; i < samples; i++) {
    const ms = await timedStep(page, 'round-next');
    if (ms !== null) steps.push(ms);
  }
  await page.goto('/meters/round');
  await page.getByTestId('round-stop').waitFor({ timeout: 30_000 });
  const saves: number[] = [];
  for (let i = 0; i < samples / 2; i++) {
    const previous = (await page.getByTestId('round-previous').textContent()) ?? '';
    const last = Number(previous.split(' (')[0]?.replace(/\./g, '').replace(',', '.'));
    await page.getByTestId('round-value').fill(String(Number.isFinite(last) ? last + 1 : 1));
    const ms = await timedStep(page, 'round-save');
    if (ms !== null) saves.push(ms);
    else if (await page.getByTestId('unusual-dialog').isVisible()) {
      await page.getByTestId('unusual-save').click();
    }
  }
  return {
    steps: steps.length,
    p50: percentile(steps, 0.5),
    p95: percentile(steps, 0.95),
    saves: saves.length,
    saveP50: percentile(saves, 0.5),
    saveP95: percentile(saves, 0.95),
  };
}

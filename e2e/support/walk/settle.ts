import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { navigateInApp } from '../../pages/app-page';

/** Opens `path` in the running app and waits until its screen has settled. */
export async function goTo(page: Page, path: string): Promise<void> {
  await navigateInApp(page, path);
  await settle(page);
}

/** Waits until the route's code and data have loaded (no loading screen or spinner left). */
export async function settle(page: Page): Promise<void> {
  await page.locator('main').first().waitFor();
  const busy = page.locator(
    '[data-testid=loading-screen], main .MuiCircularProgress-root, main .MuiSkeleton-root',
  );
  await expect(busy)
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A toast or menu still growing in would measure smaller than it is. A transition the route's
  // render starts a frame later shows only then: two frames, and wait for that one too.
  await animationsEnded(page, 3_000, { movingOnly: true });
  await framesPassed(page);
  await animationsEnded(page, 3_000, { movingOnly: true });
}

/**
 * Waits (at most `limit` ms: a spinner may run for ever) until no finite animation runs. With
 * `movingOnly`, a transition of colour or opacity alone (a nav item's or button's background,
 * 150–300 ms after each route) is not waited for: it moves and resizes nothing the layout checks
 * measure, and axe's contrast finding waits for every animation before it counts
 * (`axeViolationsSettled`).
 */
export async function animationsEnded(
  page: Page,
  limit: number,
  { movingOnly = false }: { movingOnly?: boolean } = {},
): Promise<void> {
  await page
    .waitForFunction(
      (skipPaintOnly) => {
        const PAINT_ONLY =
          /^(color|background-color|border(-[a-z]+)?-color|outline-color|opacity|box-shadow|fill|stroke)$/;
        return document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' ||
              a.effect?.getComputedTiming().endTime === Infinity ||
              (skipPaintOnly &&
                a instanceof CSSTransition &&
                PAINT_ONLY.test(a.transitionProperty)),
          );
      },
      movingOnly,
      { timeout: limit },
    )
    .catch(() => undefined);
}

/** Two animation frames: resize observers and the renders they start have run. */
export async function framesPassed(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

import type { Page } from '@playwright/test';
import { percentile } from './stats';

type ServerApartment = { id: string; unitNumber: string };

/**
 * Times route change → the unit page painted (its heading, after the next frame), as the
 * scanner and the cards open it (a client-side navigation to /apartments/{id}):
 *  - first: the first unit opened after a fresh load of the app (the mirror read into memory,
 *    the feature's code loaded);
 *  - warm: `warm` other units opened one after another, as a person walking a floor does:
 *    back to back by default (what one open leaves running lands in the next one's time), or
 *    `pauseMs` apart (BENCH_UNIT_PAUSE_MS), as a person reaching the next door gives the app.
 */
export async function measureUnitPageOpens(
  page: Page,
  warm = 30,
  pauseMs = Number(process.env.BENCH_UNIT_PAUSE_MS ?? 0),
) {
  const res = await page.request.get('/api/apartments');
  const units = ((await res.json()) as ServerApartment[]).sort((a, b) =>
    a.unitNumber.localeCompare(b.unitNumber),
  );
  if (units.length < warm + 1) throw new Error(`only ${units.length} units`);
  // Spread over the whole list, so each open is a unit not seen before.
  const step = Math.floor(units.length / (warm + 1));
  const picked = Array.from({ length: warm + 1 }, (_, i) => units[i * step] as ServerApartment);

  await page.goto('/');
  await page.getByTestId('sync-indicator').waitFor();
  // tsx keeps function names through an `__name` helper that a freshly loaded page lacks.
  await page.evaluate('globalThis.__name = (fn) => fn');
  const opens: number[] = [];
  for (const unit of picked) {
    if (pauseMs > 0) await page.waitForTimeout(pauseMs);
    opens.push(
      await page.evaluate(
        ({ id, unitNumber }) =>
          new Promise<number>((resolve) => {
            const ready = () =>
              document.querySelector(`[data-testid="unit-page"][data-unit="${unitNumber}"] h1`);
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (!ready()) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - start));
            });
            // Unit page to unit page, React keeps the nodes and changes their text and
            // `data-unit`: attributes and text are watched too, not only added nodes.
            observer.observe(document.body, {
              childList: true,
              subtree: true,
              attributes: true,
              characterData: true,
            });
            // What react-router's navigate() does: push the entry, tell the router.
            history.pushState({}, '', `/apartments/${id}`);
            dispatchEvent(new PopStateEvent('popstate'));
          }),
        unit,
      ),
    );
  }
  if (process.env.BENCH_VERBOSE) console.log({ opens: opens.map((ms) => Math.round(ms)) });
  const rest = opens.slice(1);
  return {
    first: opens[0] ?? NaN,
    warmP50: percentile(rest, 0.5),
    warmP95: percentile(rest, 0.95),
    warm: rest.length,
    pauseMs,
  };
}

import axe from 'axe-core';
import type { Page } from '@playwright/test';

export type AxeViolation = axe.Result;

/** The rules the screens are held to (WCAG 2.1 A and AA, and axe's best practices). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/**
 * Rules held to beyond the tags: label-content-name-mismatch (WCAG 2.5.3, a control's name
 * contains the text it shows, so a person who speaks what they see reaches it) is experimental in
 * axe and runs only when asked for.
 */
const RULES_ON = ['label-content-name-mismatch'];

/**
 * axe-core's violations of what is on screen now (or inside `scope`), run in the page itself.
 *
 * axe is injected once per document and kept: the walks navigate inside the app, so one
 * injection serves every screen until a reload. @axe-core/playwright's `analyze()` evaluated
 * axe's 550 KB source on every call and opened a blank tab for `finishRun` each time, which was
 * most of a check's cost. The app has no frames, so `axe.run` in the top document sees all of it.
 */
export async function axeViolations(page: Page, scope?: string): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ scope, tags, rulesOn }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const results = await inPage.run(scope ? { include: [scope] } : document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(rulesOn.map((id) => [id, { enabled: true }])),
        // Violations only: collecting every passing node costs seconds a page.
        resultTypes: ['violations'],
      });
      return results.violations;
    },
    { scope, tags: AXE_TAGS, rulesOn: RULES_ON },
  );
}

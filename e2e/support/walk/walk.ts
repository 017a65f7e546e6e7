import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { axeViolations } from '../axe';
import { expect } from '../fixtures';
import { languageProblems } from '../language-check';
import { dialogProblem, measureLayout } from '../layout-checks';
import { SERVER_ONLY } from './server-only';
import { animationsEnded, framesPassed } from './settle';

export const SCREENS = fileURLToPath(new URL('../../test-results/screens/', import.meta.url));
export const KEEP_SCREENS = !process.env.CI;
/** Structure the screens must keep whatever axe's impact rating of it. */
export const STRUCTURE_RULES = new Set([
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-main-is-top-level',
  'heading-order',
  'page-has-heading-one',
  'list',
  'listitem',
]);

/** A dialog a screen opens, by the button that opens it, and how to reach its last step. */
export interface DialogCase {
  route: string;
  opener: RegExp;
  /** Steps inside the dialog before it is measured (e.g. choosing a template). */
  then?: (page: Page) => Promise<void>;
}

export class Walk {
  readonly problems: string[] = [];
  axeViolations = 0;
  visited = 0;

  constructor(
    private readonly page: Page,
    readonly viewport: string,
  ) {}

  /** Layout, targets, landmarks, axe and a screenshot of what is on screen now. */
  async check(
    label: string,
    {
      landmarks = true,
      scope,
      axe = true,
    }: { landmarks?: boolean; scope?: string; axe?: boolean } = {},
  ) {
    const where = `${this.viewport} ${label}`;
    const layout = await measureLayout(this.page);
    if (layout.sideways > 0)
      this.problems.push(`${where}: scrolls sideways by ${layout.sideways} px`);
    for (const item of layout.small) this.problems.push(`${where}: small target ${item}`);
    for (const item of layout.offscreen)
      this.problems.push(`${where}: past the right edge ${item}`);
    if (landmarks && layout.mains !== 1)
      this.problems.push(`${where}: ${layout.mains} main landmarks`);
    if (landmarks && layout.navs < 1) this.problems.push(`${where}: no navigation landmark`);
    for (const problem of await languageProblems(this.page, scope))
      this.problems.push(`${where}: ${problem}`);
    const violations = axe ? await this.axeViolationsSettled(scope) : [];
    for (const v of violations) {
      const serious = v.impact === 'serious' || v.impact === 'critical';
      if (!serious && !STRUCTURE_RULES.has(v.id)) continue;
      this.axeViolations += 1;
      const targets = v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ');
      this.problems.push(`${where}: axe ${v.id} (${v.impact}) ×${v.nodes.length}: ${targets}`);
    }
    if (KEEP_SCREENS) {
      const file = `${this.viewport}_${label.replace(/[^a-z0-9]+/gi, '_')}.png`;
      await this.page.screenshot({ path: `${SCREENS}${file}` });
    }
    this.visited += 1;
  }

  /**
   * Sideways scroll of the screen as it is, at `size`, then back: the screen is resized where it
   * stands rather than walked again (both sizes are in the phone layout, so nothing is rebuilt;
   * what measures itself gets two frames to do so).
   */
  async sidewaysAt(size: { width: number; height: number }, label: string): Promise<void> {
    const before = this.page.viewportSize();
    await this.page.setViewportSize(size);
    await framesPassed(this.page);
    const { sideways } = await measureLayout(this.page);
    if (sideways > 0)
      this.problems.push(`${size.width}px ${label}: scrolls sideways by ${sideways} px`);
    if (before) await this.page.setViewportSize(before);
    await framesPassed(this.page);
  }

  /**
   * axe's violations of what is on screen. Contrast is computed from the opacity of the moment,
   * so a toast or route still fading in reads as too pale: a contrast finding counts only when
   * it is still there once every animation has ended.
   */
  private async axeViolationsSettled(scope?: string) {
    const analyze = () => axeViolations(this.page, scope);
    const first = await analyze();
    if (!first.some((v) => v.id === 'color-contrast')) return first;
    await animationsEnded(this.page, 5_000);
    return analyze();
  }

  async dialog(route: string, dialog: DialogCase, offline = false, axe = true): Promise<void> {
    const opener = this.page.getByRole('button', { name: dialog.opener }).first();
    if (!(await opener.isVisible())) {
      this.problems.push(
        `${this.viewport} ${route}: no visible button ${dialog.opener} to open its dialog`,
      );
      return;
    }
    // Offline, a server-only screen's actions wait for the network (SERVER_ONLY).
    if (offline && SERVER_ONLY.has(route) && !(await opener.isEnabled())) return;
    await opener.click();
    const open = this.page.getByRole('dialog').last();
    await expect(open).toBeVisible();
    await dialog.then?.(this.page);
    // The dialog's enter transition, to its end (axe's contrast reads the opacity of the moment).
    await framesPassed(this.page);
    await animationsEnded(this.page, 3_000);
    const problem = await dialogProblem(this.page);
    if (problem)
      this.problems.push(`${this.viewport} ${route} dialog ${dialog.opener}: ${problem}`);
    await this.check(`${route} dialog ${dialog.opener.source}`, {
      landmarks: false,
      scope: '[role=dialog]',
      axe,
    });
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }
}

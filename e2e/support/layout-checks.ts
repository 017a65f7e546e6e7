import type { Page } from '@playwright/test';

/** The smallest touch target every visible control must reach (WCAG 2.5.5; 48 preferred). */
export const MIN_TARGET = 44;

export interface LayoutReport {
  /** How far the page scrolls sideways (0 when it fits). */
  sideways: number;
  /** Visible controls below the minimum size: `role "name" w×h`. */
  small: string[];
  /** Visible controls reaching past the right edge of the screen. */
  offscreen: string[];
  mains: number;
  navs: number;
}

/**
 * Measures the page as it is on screen. Controls are what a finger taps: links, buttons, form
 * fields and elements with an interactive role. Measured is the box that takes the tap (a text
 * field's whole frame, a check box's round button). Not measured, with the reason:
 * - links inside running text (WCAG 2.5.8's inline exception: the sentence sets their height);
 * - controls out of the tab order (`tabindex="-1"`) that repeat a larger control beside them,
 *   except a field's own buttons (Autocomplete's 'Mở' arrow and clear button): a finger aims at
 *   them as at any button;
 * - disabled controls and anything hidden, clipped to nothing or under `aria-hidden`;
 * - anything inside `[data-touch-exempt]`, which must name its reason.
 */
export function measureLayout(page: Page, minTarget = MIN_TARGET): Promise<LayoutReport> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=link]',
      '[role=tab]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=switch]',
      '[role=menuitem]',
      '[role=option]',
      '[role=combobox]',
    ].join(',');
    const width = document.documentElement.clientWidth;
    const describe = (el: Element, rect: DOMRect) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
      return `${role} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    };
    const isInlineLink = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const block = el.parentElement;
      const text = block?.textContent?.trim() ?? '';
      return text.length > (el.textContent?.trim().length ?? 0) + 10;
    };
    /** The element that takes the tap for `el`. */
    const target = (el: Element): Element => {
      // A select opens only from its own box, not from the frame's padding around it.
      if (el.matches('.MuiSelect-select')) return el;
      if (el.matches('input, textarea, [role=combobox]')) {
        const frame = el.closest('.MuiInputBase-root, .MuiButtonBase-root');
        if (frame) return frame;
        // A radio drawn by its label (a rating's star): the label takes the tap.
        const label = (el as HTMLInputElement).labels?.[0];
        if (label) return label;
      }
      return el;
    };
    const small: string[] = [];
    const offscreen: string[] = [];
    const seen = new Set<Element>();
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (el.closest('[aria-hidden=true], [inert], [data-touch-exempt]')) continue;
      if (
        el.getAttribute('tabindex') === '-1' &&
        !el.matches('[role=option], [role=menuitem], .MuiAutocomplete-endAdornment button')
      ) {
        continue;
      }
      if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') {
        continue;
      }
      if (isInlineLink(el)) continue;
      const box = target(el);
      if (seen.has(box)) continue;
      seen.add(box);
      const rect = box.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (rect.width <= 2 || rect.height <= 2) continue;
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) {
        // A native input made transparent over its styled frame still counts, through the frame.
        if (box === el) continue;
      }
      if (rect.bottom <= 0 && rect.top < 0) continue; // the skip link, parked above the page
      // Layout size, not the painted box: a toast growing in (scale 0.75 → 1) is not a small
      // target, only a moving one.
      const layoutWidth = box instanceof HTMLElement ? box.offsetWidth : rect.width;
      const layoutHeight = box instanceof HTMLElement ? box.offsetHeight : rect.height;
      if (layoutWidth < min - 0.5 || layoutHeight < min - 0.5) small.push(describe(el, rect));
      if (rect.right > width + 1) offscreen.push(describe(el, rect));
    }
    return {
      sideways: document.documentElement.scrollWidth - width,
      small,
      offscreen,
      mains: document.querySelectorAll('main, [role=main]').length,
      navs: document.querySelectorAll('nav, [role=navigation]').length,
    };
  }, minTarget);
}

/**
 * The open dialog's primary action (the last button of its action bar) is fully on screen
 * without scrolling, and the dialog does not reach past the sides. Null when it is.
 */
export function dialogProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const dialogs = Array.from(document.querySelectorAll('[role=dialog]')).filter(
      (d) => d.getBoundingClientRect().height > 0,
    );
    const dialog = dialogs.at(-1);
    if (!dialog) return 'no dialog open';
    // The action bar: MUI's DialogActions, or a row marked `data-dialog-actions` inside a form.
    const buttons = dialog.querySelectorAll(
      '.MuiDialogActions-root button, [data-dialog-actions] button',
    );
    const primary = buttons[buttons.length - 1];
    if (!primary) return 'the dialog has no action bar (DialogActions or [data-dialog-actions])';
    const rect = primary.getBoundingClientRect();
    const { innerWidth: w, innerHeight: h } = window;
    const name = primary.textContent?.trim() ?? '';
    if (rect.top < 0 || rect.bottom > h + 0.5 || rect.left < 0 || rect.right > w + 0.5) {
      return `primary action "${name}" at ${Math.round(rect.top)}–${Math.round(rect.bottom)} of ${h} px high, ${Math.round(rect.left)}–${Math.round(rect.right)} of ${w} px wide`;
    }
    const paper = dialog.querySelector('.MuiDialog-paper') ?? dialog;
    const box = paper.getBoundingClientRect();
    if (box.left < -0.5 || box.right > w + 0.5) return `dialog reaches past the screen's sides`;
    return null;
  });
}

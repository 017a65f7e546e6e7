/** One page of a list, as every paged list of the app cuts it. */
export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  /** At least 1: an empty list is one empty page. */
  pageCount: number;
}

/** One page (1-based, clamped) of `items`, `size` to a page. */
export function pageOf<T>(items: readonly T[], page: number, size: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}

/** A page number to show, or a gap ('…') standing for the pages left out. */
export type PageLink = number | 'gap';

/**
 * The page numbers a list shows: the first, the last, and `around` either side of the current
 * one, with a gap where pages are left out. 2,000 pages are a handful of buttons, not 2,000.
 */
export function pageLinks(page: number, pageCount: number, around = 2): PageLink[] {
  const shown = new Set([1, pageCount]);
  for (let n = page - around; n <= page + around; n++) if (n >= 1 && n <= pageCount) shown.add(n);
  const links: PageLink[] = [];
  for (const n of [...shown].sort((a, b) => a - b)) {
    const previous = links.at(-1);
    // A gap for one page would take as much room as the page itself: show the page.
    if (typeof previous === 'number' && n === previous + 2) links.push(previous + 1);
    else if (typeof previous === 'number' && n > previous + 2) links.push('gap');
    links.push(n);
  }
  return links;
}

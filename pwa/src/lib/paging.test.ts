import { describe, expect, it } from 'vitest';
import { pageLinks, pageOf } from './paging';

describe('pageOf', () => {
  const items = Array.from({ length: 23 }, (_, i) => i);

  it('cuts pages of the size asked and clamps the page', () => {
    expect(pageOf(items, 1, 10)).toMatchObject({
      page: 1,
      pageCount: 3,
      items: items.slice(0, 10),
    });
    expect(pageOf(items, 3, 10).items).toEqual([20, 21, 22]);
    expect(pageOf(items, 9, 10).page).toBe(3);
    expect(pageOf(items, 0, 4)).toMatchObject({ page: 1, pageCount: 6, items: [0, 1, 2, 3] });
    expect(pageOf(items, 2.7, 4).items).toEqual([4, 5, 6, 7]);
  });

  it('has one page for an empty or short list', () => {
    expect(pageOf([], 1, 10)).toEqual({ items: [], page: 1, pageCount: 1 });
    expect(pageOf(items.slice(0, 4), 1, 4).pageCount).toBe(1);
  });
});

describe('pageLinks', () => {
  it('shows every page of a short list', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and two either side, with gaps between', () => {
    expect(pageLinks(1, 2000)).toEqual([1, 2, 3, 'gap', 2000]);
    expect(pageLinks(500, 2000)).toEqual([1, 'gap', 498, 499, 500, 501, 502, 'gap', 2000]);
    expect(pageLinks(2000, 2000)).toEqual([1, 'gap', 1998, 1999, 2000]);
    expect(pageLinks(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 9]);
  });

  it('shows a lone hidden page rather than a gap standing for it', () => {
    expect(pageLinks(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

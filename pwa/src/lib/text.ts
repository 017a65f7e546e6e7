/**
 * Folds text for search: lower case, Vietnamese diacritics removed ("Nguyễn" → "nguyen",
 * "Đường" → "duong"), whitespace collapsed. Rows keep this precomputed in `searchText`.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A search's words, folded: a row is found when its folded text holds every one of them. */
export function searchWords(query: string): string[] {
  return foldForSearch(query).split(' ').filter(Boolean);
}

/** Whether a folded text holds every one of a search's words (none: every text does). */
export const holdsWords = (text: string, words: readonly string[]): boolean =>
  words.every((word) => text.includes(word));

/** The search key of a row: its searchable fields folded and joined. */
export function searchKey(...parts: (string | null | undefined)[]): string {
  return foldForSearch(parts.filter(Boolean).join(' '));
}

/**
 * Natural Vietnamese order: A2-403 before A10-101, Vietnamese letters where Vietnamese puts them.
 * One collator for the app: `localeCompare(b, 'vi', options)` builds one at every call, 27 times
 * as slow over a 2,000-unit month's sort.
 */
export const naturalOrder: (a: string, b: string) => number = new Intl.Collator('vi', {
  numeric: true,
}).compare;

/** Rows by their unit number in natural order (A2-403 before A10-101). */
export const byUnitNumber = (a: { unitNumber: string }, b: { unitNumber: string }): number =>
  naturalOrder(a.unitNumber, b.unitNumber);

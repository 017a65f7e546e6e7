/**
 * In the `u` mode a class of surrogates matches only a surrogate standing alone: a pair is one
 * code point above U+FFFF and is not in the class.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Why a string cannot be stored as text. */
export type UnstorableReason =
  /** Half of a surrogate pair: not Unicode; PostgreSQL's JSON refuses it, UTF-8 has no form. */
  | 'surrogate'
  /** NUL: PostgreSQL text cannot hold it. */
  | 'nul';

/** Where in a value the first unstorable string is (keys count as strings) and why. */
export interface UnstorableText {
  path: (string | number)[];
  reason: UnstorableReason;
}

const reasonOf = (text: string): UnstorableReason | null =>
  LONE_SURROGATE.test(text) ? 'surrogate' : text.includes('\u0000') ? 'nul' : null;

/**
 * The first string inside `value` (object keys included) that is not well-formed Unicode or
 * holds NUL, with its path; null when every string is storable text. Walks without recursion,
 * in document order, so any nesting that JSON parsing allowed is safe here.
 */
export function findUnstorableText(value: unknown): UnstorableText | null {
  const pending: [unknown, (string | number)[]][] = [[value, []]];
  while (pending.length > 0) {
    const [item, path] = pending.pop() as [unknown, (string | number)[]];
    if (typeof item === 'string') {
      const reason = reasonOf(item);
      if (reason) return { path, reason };
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push([item[i], [...path, i]]);
    } else if (item && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i] as [string, unknown];
        // The key is looked at just before its value: the first bad string in document order.
        pending.push([inner, [...path, key]], [key, [...path, key]]);
      }
    }
  }
  return null;
}

/** A path as the field's name in a message: `notes`, `items.0.label`. */
export const fieldName = (path: readonly (string | number)[]): string => path.join('.');

/** What a spreadsheet takes as the start of a formula (full-width forms included). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Text as a spreadsheet cell may hold it: one that a spreadsheet would run as a formula (a unit
 * number or a name typed as `=…`, `+…`, `-…`, `@…`) gets a leading apostrophe, as OWASP advises
 * for CSV/XLSX exports, so it shows as text and runs nothing, here or after a save as CSV. Every
 * export (the server's meter readings, the device's lists) writes text through this.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

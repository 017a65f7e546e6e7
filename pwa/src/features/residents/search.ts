import { type Resident, type ResidentStatus } from '@chungcu/contracts';
import { type Mirrored, foldForSearch, searchTextOf } from '../../data';

export type MirroredResident = Mirrored<Resident>;

/**
 * What the list keeps in memory per resident: the row (to render a page without reading the
 * database) and the keys to search, filter, sort and spot a duplicate ID card or email.
 */
export interface ResidentIndexEntry {
  id: string;
  /** The complex the record belongs to (the list shows the complex worked in). */
  complexId: string;
  status: ResidentStatus;
  /** The mirror's precomputed diacritic-free key (first/last/full name, ID card, email, phone). */
  searchText: string;
  /** Unique per row (the id is appended), so the order is total and stable. */
  sortKey: string;
  /** Trimmed ID card number and lower-case email, as the server compares them for uniqueness. */
  idCardNumber: string;
  email: string;
  row: Resident;
}

export type StatusFilter = ResidentStatus | 'all';

/** The search key the mirror stores on a resident row: shows a just-saved row before re-reading. */
export function residentSearchText(row: Resident): string {
  return searchTextOf('resident', row);
}

/**
 * The index entry of a mirror row. Sorted the way Vietnamese lists are: by given name
 * (`firstName`), then family and middle names, so the many "Nguyễn" do not clump together.
 */
export function toIndexEntry(row: MirroredResident): ResidentIndexEntry {
  const name = foldForSearch(`${row.firstName} ${row.lastName}`);
  return {
    id: row.id,
    complexId: row.complexId,
    status: row.status,
    searchText: row.searchText,
    sortKey: `${name}\u0000${row.id}`,
    idCardNumber: row.idCardNumber.trim(),
    email: row.email.trim().toLowerCase(),
    row,
  };
}

export function compareEntries(a: ResidentIndexEntry, b: ResidentIndexEntry): number {
  return a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0;
}

/** Where `entry` belongs in a sorted list (binary search). */
function insertionPoint(sorted: readonly ResidentIndexEntry[], entry: ResidentIndexEntry): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareEntries(sorted[mid] as ResidentIndexEntry, entry) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A new sorted list with the `removed` entries taken out and the `added` ones put in place: each
 * found by binary search, so a save costs one copy of the list, not a pass comparing every entry
 * (the sort key is unique, so an entry sits exactly where its key says). An entry of `removed`
 * that is not in the list (it did not match a filter) is skipped.
 */
export function applyChanges(
  sorted: readonly ResidentIndexEntry[],
  removed: readonly ResidentIndexEntry[],
  added: readonly ResidentIndexEntry[],
): ResidentIndexEntry[] {
  const next = sorted.slice();
  for (const old of removed) {
    const at = insertionPoint(next, old);
    if (next[at]?.id === old.id) next.splice(at, 1);
  }
  for (const entry of added) next.splice(insertionPoint(next, entry), 0, entry);
  return next;
}

/** A search as it is matched: its folded text, and the forms a phone number in it is kept in. */
interface Needle {
  text: string;
  phones: readonly string[];
}

/**
 * A folded query, and when it is written as people write a phone number ('0912 345 699',
 * '0912.345.699', '+84 912 345'), the forms the search key may hold it in: phones are stored
 * '+84912345699' (contracts' `normalisePhone`), people type them from '0'.
 */
function needleOf(query: string): Needle {
  const text = foldForSearch(query);
  if (!/^\+?[\d\s.()-]{4,}$/.test(text) || !/\d{3}/.test(text.replace(/\D/g, ''))) {
    return { text, phones: [] };
  }
  const digits = text.replace(/\D/g, '');
  const local = text.startsWith('+84') ? `0${digits.slice(2)}` : digits;
  const stored = local.startsWith('0') ? `+84${local.slice(1)}` : `+${digits}`;
  return { text, phones: [digits, stored] };
}

/** Whether one entry passes a search, a status and a complex (null: any). */
const matches = (
  entry: ResidentIndexEntry,
  needle: Needle,
  status: StatusFilter,
  scope: string | null,
) =>
  (scope === null || entry.complexId === scope) &&
  (status === 'all' || entry.status === status) &&
  (!needle.text ||
    entry.searchText.includes(needle.text) ||
    needle.phones.some((form) => entry.searchText.includes(form)));

/**
 * The residents matching a search and a status, of one complex (`scope`; null: every complex the
 * device holds), in list order. The query is folded once and matched as a substring of each
 * precomputed key (spec section 5: case-insensitive substring; DESIGN: diacritics ignored,
 * "nguyen" finds "Nguyễn").
 */
export function filterEntries(
  entries: readonly ResidentIndexEntry[],
  query: string,
  status: StatusFilter,
  scope: string | null = null,
): readonly ResidentIndexEntry[] {
  const needle = needleOf(query);
  if (!needle.text && status === 'all' && scope === null) return entries;
  return entries.filter((e) => matches(e, needle, status, scope));
}

/** One filtered list and what it was filtered from. */
export interface FilteredList {
  entries: readonly ResidentIndexEntry[];
  query: string;
  status: StatusFilter;
  scope: string | null;
  result: readonly ResidentIndexEntry[];
}

/** How a residents list changed from `base`: the entries taken out and those put in. */
export interface EntriesDelta {
  base: readonly ResidentIndexEntry[];
  removed: readonly ResidentIndexEntry[];
  added: readonly ResidentIndexEntry[];
}

/**
 * Whether everything `next` matches was matched by `last`, so its result may be narrowed: its
 * text extends the last one's, and each phone form it also looks for extends one the last
 * looked for. '091' is no phone yet (too short), so '0912' may match '+84912…', which '091'
 * did not: it is searched anew.
 */
function narrows(last: Needle, next: Needle): boolean {
  if (!next.text.includes(last.text)) return false;
  return next.phones.every((form, i) => {
    const before = last.phones[i];
    return before !== undefined && form.includes(before);
  });
}

/**
 * `filterEntries`, reusing the last answer when it can: after a save (the list changed by
 * `delta` from the one last filtered) only the changed entries are matched; a keystroke that
 * extends the last query narrows the last result instead of scanning every resident.
 */
export function refilter(
  last: FilteredList | null,
  entries: readonly ResidentIndexEntry[],
  delta: EntriesDelta | null,
  query: string,
  status: StatusFilter,
  scope: string | null = null,
): FilteredList {
  const needle = needleOf(query);
  const done = (result: readonly ResidentIndexEntry[]) => ({
    entries,
    query,
    status,
    scope,
    result,
  });
  if (!needle.text && status === 'all' && scope === null) return done(entries);
  if (last && last.status === status && last.scope === scope) {
    if (last.entries === entries && narrows(needleOf(last.query), needle))
      return done(last.result.filter((e) => matches(e, needle, status, scope)));
    if (delta && delta.base === last.entries && last.query === query) {
      const added = delta.added.filter((e) => matches(e, needle, status, scope));
      return done(applyChanges(last.result, delta.removed, added));
    }
  }
  return done(filterEntries(entries, query, status, scope));
}

/**
 * Which unique field another resident of the same complex already uses (the server's uniqueness
 * is per complex), so the form can say so before saving. `complexId` null: any complex.
 */
export function findDuplicate(
  entries: readonly ResidentIndexEntry[],
  values: { idCardNumber: string; email: string },
  exceptId: string | null,
  complexId: string | null = null,
): 'idCardNumber' | 'email' | null {
  const idCard = values.idCardNumber.trim();
  const email = values.email.trim().toLowerCase();
  for (const e of entries) {
    if (e.id === exceptId || (complexId !== null && e.complexId !== complexId)) continue;
    if (e.idCardNumber === idCard) return 'idCardNumber';
    if (e.email === email) return 'email';
  }
  return null;
}

import { type Resident, type ResidentStatus } from '@chungcu/contracts';
import { type Mirrored, foldForSearch, searchTextOf } from '../../data';

export type MirroredResident = Mirrored<Resident>;

/**
 * What the list keeps in memory per resident: the row (to render a page without reading the
 * database) and the keys to search, filter, sort and spot a duplicate ID card or email.
 */
export interface ResidentIndexEntry {
  id: string;
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
 * A new sorted list with the rows of `ids` replaced by `fresh` (ids missing from `fresh` were
 * deleted). Costs one pass over the list, not a sort: a save stays well inside one frame.
 */
export function applyChanges(
  sorted: readonly ResidentIndexEntry[],
  ids: ReadonlySet<string>,
  fresh: readonly ResidentIndexEntry[],
): ResidentIndexEntry[] {
  const next = sorted.filter((entry) => !ids.has(entry.id));
  for (const entry of fresh) next.splice(insertionPoint(next, entry), 0, entry);
  return next;
}

/**
 * The residents matching a search and a status, in list order. The query is folded once and
 * matched as a substring of each precomputed key (spec section 5: case-insensitive substring;
 * DESIGN: diacritics ignored, "nguyen" finds "Nguyễn").
 */
export function filterEntries(
  entries: readonly ResidentIndexEntry[],
  query: string,
  status: StatusFilter,
): readonly ResidentIndexEntry[] {
  const needle = foldForSearch(query);
  if (!needle && status === 'all') return entries;
  return entries.filter(
    (e) => (status === 'all' || e.status === status) && (!needle || e.searchText.includes(needle)),
  );
}

/** Which unique field another resident already uses, so the form can say so before saving. */
export function findDuplicate(
  entries: readonly ResidentIndexEntry[],
  values: { idCardNumber: string; email: string },
  exceptId: string | null,
): 'idCardNumber' | 'email' | null {
  const idCard = values.idCardNumber.trim();
  const email = values.email.trim().toLowerCase();
  for (const e of entries) {
    if (e.id === exceptId) continue;
    if (e.idCardNumber === idCard) return 'idCardNumber';
    if (e.email === email) return 'email';
  }
  return null;
}

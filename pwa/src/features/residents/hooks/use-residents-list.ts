import { useMemo, useState } from 'react';
import { type ResidentListRow, useResidentsSnapshot } from '../queries';
import { type ResidentIndexEntry, type StatusFilter, filterEntries } from '../search';

export const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];
const DEFAULT_ROWS_PER_PAGE = 50;
const NO_ENTRIES: readonly ResidentIndexEntry[] = [];
const NO_UNITS: readonly (string | null)[] = [];

export interface ResidentsList {
  /** True only until the mirror has been read once. */
  loading: boolean;
  /** Every resident in the mirror (sorted), for checks such as duplicate ID cards. */
  entries: readonly ResidentIndexEntry[];
  /** How many residents match the search and the status filter. */
  total: number;
  rows: ResidentListRow[];
  query: string;
  setQuery(query: string): void;
  status: StatusFilter;
  setStatus(status: StatusFilter): void;
  page: number;
  setPage(page: number): void;
  rowsPerPage: number;
  setRowsPerPage(rowsPerPage: number): void;
  /** The row last saved here: the list turns to its page and highlights it. */
  focusId: string | null;
  /** Points the list at a row, even one about to be written (it shows once it exists). */
  reveal(id: string | null): void;
}

/**
 * The residents table's state. Search, filter and paging run over the in-memory store, so a
 * keystroke or a save repaints in one render with no database read in between.
 */
export function useResidentsList(): ResidentsList {
  const snapshot = useResidentsSnapshot();
  const entries = snapshot?.entries;
  const [query, setQueryState] = useState('');
  const [status, setStatusState] = useState<StatusFilter>('all');
  const [page, setPageState] = useState(0);
  const [rowsPerPage, setRowsPerPageState] = useState(DEFAULT_ROWS_PER_PAGE);
  const [focusId, setFocusId] = useState<string | null>(null);

  const filtered = useMemo(
    () => filterEntries(entries ?? NO_ENTRIES, query, status),
    [entries, query, status],
  );
  const focusIndex = useMemo(
    () => (focusId ? filtered.findIndex((e) => e.id === focusId) : -1),
    [filtered, focusId],
  );
  // A saved row pulls the list to its page; otherwise the chosen page, clamped after deletions.
  const lastPage = Math.max(0, Math.ceil(filtered.length / rowsPerPage) - 1);
  const current = focusIndex >= 0 ? Math.floor(focusIndex / rowsPerPage) : Math.min(page, lastPage);
  // Remember the page a reveal turned to, so the list stays there if that row goes away.
  if (focusIndex >= 0 && current !== page) setPageState(current);
  const units = snapshot?.units;
  const rows = useMemo(
    () =>
      filtered
        .slice(current * rowsPerPage, (current + 1) * rowsPerPage)
        .map((e) => ({ resident: e.row, units: units?.get(e.id) ?? NO_UNITS })),
    [filtered, current, rowsPerPage, units],
  );

  return {
    loading: snapshot === undefined,
    entries: entries ?? NO_ENTRIES,
    total: filtered.length,
    rows,
    query,
    setQuery(next) {
      setQueryState(next);
      setPageState(0);
      setFocusId(null);
    },
    status,
    setStatus(next) {
      setStatusState(next);
      setPageState(0);
      setFocusId(null);
    },
    page: current,
    setPage(next) {
      setPageState(next);
      setFocusId(null);
    },
    rowsPerPage,
    setRowsPerPage(next) {
      setRowsPerPageState(next);
      setPageState(0);
    },
    focusId,
    reveal: setFocusId,
  };
}

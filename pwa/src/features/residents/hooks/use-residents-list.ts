import { useCallback, useMemo, useRef, useState } from 'react';
import { useWorkingComplex } from '../../../data';
import { type ResidentListRow, useResidentsSnapshot } from '../queries';
import { type FilteredList, type ResidentIndexEntry, type StatusFilter, refilter } from '../search';

export const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];
const DEFAULT_ROWS_PER_PAGE = 50;
const NO_ENTRIES: readonly ResidentIndexEntry[] = [];
const NO_UNITS: readonly (string | null)[] = [];

export interface ResidentsList {
  /** True only until the mirror has been read once. */
  loading: boolean;
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
  /**
   * Points the list at a row about to be written, without a render of its own: the render that
   * shows the write (the save's paint) turns to the row, so a save paints in one render.
   */
  aim(id: string): void;
  /** Points the list at a row now (null: at none). */
  reveal(id: string | null): void;
  /** Every row the search and filter keep, with their units (what an export writes). */
  allRows(): ResidentListRow[];
}

/**
 * The residents table's state. Search, filter and paging run over the in-memory store, so a
 * keystroke or a save repaints in one render with no database read in between; a save filters
 * only the rows it changed, and a keystroke that extends the query narrows the last result.
 * The setters keep their identity, so the memoised toolbar does not re-render with the list.
 */
export function useResidentsList(): ResidentsList {
  const snapshot = useResidentsSnapshot();
  // The complex the shell's switcher chose (null: every complex the device holds).
  const { scope } = useWorkingComplex();
  const entries = snapshot?.entries ?? NO_ENTRIES;
  const [query, setQueryState] = useState('');
  const [status, setStatusState] = useState<StatusFilter>('all');
  const [page, setPageState] = useState(0);
  const [rowsPerPage, setRowsPerPageState] = useState(DEFAULT_ROWS_PER_PAGE);
  const [focusId, setFocusId] = useState<string | null>(null);
  /** A row aimed at (see `aim`), until the next `reveal` or change of search settles it. */
  const aimed = useRef<string | null>(null);
  /** The last filtered list: the next one is derived from it when it can be (see `refilter`). */
  const last = useRef<FilteredList | null>(null);

  const delta = snapshot?.delta ?? null;
  const filtered = useMemo(() => {
    // Keyed by its own inputs, so a render React throws away leaves a cache that is still right.
    const next = refilter(last.current, entries, delta, query, status, scope);
    last.current = next;
    return next.result;
  }, [entries, delta, query, status, scope]);
  const focus = aimed.current ?? focusId;
  const focusIndex = useMemo(
    () => (focus ? filtered.findIndex((e) => e.id === focus) : -1),
    [filtered, focus],
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

  const setQuery = useCallback((next: string) => {
    setQueryState(next);
    setPageState(0);
    aimed.current = null;
    setFocusId(null);
  }, []);
  const setStatus = useCallback((next: StatusFilter) => {
    setStatusState(next);
    setPageState(0);
    aimed.current = null;
    setFocusId(null);
  }, []);
  const setPage = useCallback((next: number) => {
    setPageState(next);
    aimed.current = null;
    setFocusId(null);
  }, []);
  const setRowsPerPage = useCallback((next: number) => {
    setRowsPerPageState(next);
    setPageState(0);
  }, []);
  const aim = useCallback((id: string) => {
    aimed.current = id;
  }, []);
  const reveal = useCallback((id: string | null) => {
    aimed.current = null;
    setFocusId(id);
  }, []);

  // Read at the tap, not kept: the list renders a page of rows per keystroke, never all of them.
  // Stable, so the header holding the export button does not re-render with each keystroke.
  const latest = useRef({ filtered, units });
  latest.current = { filtered, units };
  const allRows = useCallback(() => {
    const { filtered: kept, units: homes } = latest.current;
    return kept.map((e) => ({ resident: e.row, units: homes?.get(e.id) ?? NO_UNITS }));
  }, []);

  return {
    allRows,
    loading: snapshot === undefined,
    total: filtered.length,
    rows,
    query,
    setQuery,
    status,
    setStatus,
    page: current,
    setPage,
    rowsPerPage,
    setRowsPerPage,
    focusId: focus,
    aim,
    reveal,
  };
}

import { useMemo, useState } from 'react';
import { limits } from '@chungcu/contracts';
import { useLocation } from 'react-router-dom';
import { inScope, useWorkingComplex } from '../../../data';
import { pageOf } from '../../../lib/paging';
import type { UnitExportRow } from '../export';
import { useBlockChoices, useUnitsSnapshot } from '../queries';
import {
  type ApartmentCardView,
  type ApartmentFilters,
  filterApartments,
  floorsOf,
  noFilters,
} from '../list-filter';
import { apartmentCards } from '../views';

/** A complex as the "Apartment Building" filter offers it. */
export interface BuildingChoice {
  id: string;
  name: string;
}

export interface ApartmentsList {
  /** True only until the mirror has answered once. */
  loading: boolean;
  cards: ApartmentCardView[];
  page: number;
  pageCount: number;
  setPage(page: number): void;
  filters: ApartmentFilters;
  /** The floors there are units on, lowest first. */
  floors: number[];
  /** The blocks of the complex worked in (every complex's on "Tất cả"), in natural order. */
  blocks: string[];
  /** The complexes the list can show (the one worked in, or every one held on "Tất cả"). */
  buildings: BuildingChoice[];
  setFilter<K extends keyof ApartmentFilters>(key: K, value: ApartmentFilters[K]): void;
  /** Every unit the filters keep with its row (what an export writes). */
  allRows(): UnitExportRow[];
}

/**
 * /apartments: every unit of the complex worked in (all the device holds for "Tất cả") with its
 * current residents, searched and filtered client-side, 4 per page.
 */
export function useApartmentsList(): ApartmentsList {
  const snapshot = useUnitsSnapshot();
  const { scope, complexes } = useWorkingComplex();
  const [filters, setFilters] = useState<ApartmentFilters>(noFilters);
  const [page, setPage] = useState(1);
  // A unit just created here: the list opens on its page.
  const location = useLocation();
  const [reveal, setReveal] = useState<string | null>(
    (location.state as { reveal?: string } | null)?.reveal ?? null,
  );
  const all = useMemo(
    () => (snapshot ? apartmentCards(snapshot).filter((card) => inScope(card, scope)) : []),
    [snapshot, scope],
  );
  const floors = useMemo(() => floorsOf(all), [all]);
  const blocks = useBlockChoices(scope);
  const buildings = useMemo(
    () =>
      complexes
        .filter((complex) => inScope({ complexId: complex.id }, scope))
        .map(({ id, name }) => ({ id, name })),
    [complexes, scope],
  );
  // A block or a complex not offered here (another complex now worked in) filters nothing.
  const shownFilters = useMemo(
    () => ({
      ...filters,
      block: filters.block === 'all' || blocks.includes(filters.block) ? filters.block : 'all',
      building: buildings.some((b) => b.id === filters.building) ? filters.building : 'all',
    }),
    [filters, blocks, buildings],
  );
  const filtered = useMemo(() => filterApartments(all, shownFilters), [all, shownFilters]);
  const index = reveal ? filtered.findIndex((card) => card.id === reveal) : -1;
  if (index >= 0) {
    setReveal(null);
    setPage(Math.floor(index / limits.apartmentsPageSize) + 1);
  }
  const shown = useMemo(() => pageOf(filtered, page, limits.apartmentsPageSize), [filtered, page]);
  return {
    allRows: () => filtered.map((card) => ({ card, unit: snapshot?.apartments.get(card.id) })),
    loading: snapshot === undefined,
    cards: shown.items,
    page: shown.page,
    pageCount: shown.pageCount,
    setPage,
    filters: shownFilters,
    floors,
    blocks,
    buildings,
    setFilter(key, value) {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    },
  };
}

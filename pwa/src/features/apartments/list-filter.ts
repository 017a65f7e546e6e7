import { type ApartmentStatus, limits } from '@chungcu/contracts';

/** A current resident as an apartment card lists them. */
export interface CardResident {
  assignmentId: string;
  residentId: string;
  firstName: string;
  lastName: string;
  isPrimary: boolean;
}

/** One card of /apartments: the unit and who lives there now. */
export interface ApartmentCardView {
  id: string;
  unitNumber: string;
  buildingBlock: string;
  status: ApartmentStatus;
  image: string;
  /** Primary first. */
  residents: CardResident[];
}

export interface ApartmentFilters {
  status: 'all' | ApartmentStatus;
  block: 'all' | string;
  assigned: 'all' | 'assigned' | 'unassigned';
  /** Held, but does not affect the list (spec section 2). */
  building: 'all' | string;
}

export const noFilters: ApartmentFilters = {
  status: 'all',
  block: 'all',
  assigned: 'all',
  building: 'all',
};

/**
 * A unit belongs to block 'A' when its block is 'A' or, for units created with a building name
 * such as 'Tòa A' (block 'Tòa'), when its number starts with 'A'.
 */
function inBlock(card: ApartmentCardView, block: string): boolean {
  const wanted = block.toUpperCase();
  return (
    card.buildingBlock.toUpperCase() === wanted || card.unitNumber.toUpperCase().startsWith(wanted)
  );
}

/** The cards the filters keep, in their given order. */
export function filterApartments(
  cards: readonly ApartmentCardView[],
  filters: ApartmentFilters,
): ApartmentCardView[] {
  return cards.filter(
    (card) =>
      (filters.status === 'all' || card.status === filters.status) &&
      (filters.block === 'all' || inBlock(card, filters.block)) &&
      (filters.assigned === 'all' ||
        (filters.assigned === 'assigned') === card.residents.length > 0),
  );
}

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
}

/** One page of `items` (4 per page by default, spec section 9). */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number = limits.apartmentsPageSize,
): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}

/** Natural order of unit numbers: A2-403 before A10-101. */
export function compareUnits(a: { unitNumber: string }, b: { unitNumber: string }): number {
  return a.unitNumber.localeCompare(b.unitNumber, 'vi', { numeric: true });
}

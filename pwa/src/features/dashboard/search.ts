import { type Apartment, type Resident, fullName } from '@chungcu/contracts';
import { foldForSearch } from '../../data';

export const SEARCH_LIMIT = 5;

export interface UnitHit {
  kind: 'unit';
  id: string;
  label: string;
  detail: string;
  to: string;
}

export interface ResidentHit {
  kind: 'resident';
  id: string;
  label: string;
  detail: string;
  to: string;
}

export type SearchHit = UnitHit | ResidentHit;

/** Units whose number or block contains the folded query ('a1-3' finds A1-305), by unit number. */
export function findUnits(
  apartments: readonly Pick<Apartment, 'id' | 'unitNumber' | 'buildingBlock' | 'deletedAt'>[],
  query: string,
  limit = SEARCH_LIMIT,
): UnitHit[] {
  const q = foldForSearch(query);
  if (!q) return [];
  return apartments
    .filter((a) => !a.deletedAt)
    .filter((a) => foldForSearch(`${a.unitNumber} ${a.buildingBlock}`).includes(q))
    .sort((a, b) => a.unitNumber.localeCompare(b.unitNumber))
    .slice(0, limit)
    .map((a) => ({
      kind: 'unit',
      id: a.id,
      label: a.unitNumber,
      detail: a.buildingBlock,
      to: `/apartments/${a.id}/residents`,
    }));
}

/**
 * Whether a mirrored resident matches the query: on the row's precomputed diacritic-free key
 * (name, email, phone, ID card), so nothing is folded per row while scanning.
 */
export function residentMatches(resident: { searchText: string }, query: string): boolean {
  const q = foldForSearch(query);
  return q !== '' && resident.searchText.includes(q);
}

export function residentHit(
  resident: Pick<Resident, 'id' | 'firstName' | 'lastName' | 'email' | 'phone'>,
): ResidentHit {
  return {
    kind: 'resident',
    id: resident.id,
    label: fullName(resident),
    detail: resident.phone || resident.email,
    to: '/residents',
  };
}

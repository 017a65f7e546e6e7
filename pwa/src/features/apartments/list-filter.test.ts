import { describe, expect, it } from 'vitest';
import {
  type ApartmentCardView,
  compareUnits,
  filterApartments,
  noFilters,
  pageOf,
} from './list-filter';

const resident = {
  assignmentId: 'a',
  residentId: 'r',
  firstName: 'An',
  lastName: 'Nguyễn',
  isPrimary: true,
};
const card = (unitNumber: string, fields: Partial<ApartmentCardView> = {}): ApartmentCardView => ({
  id: unitNumber,
  unitNumber,
  buildingBlock: unitNumber.charAt(0),
  status: 'available',
  image: '/api/placeholder/400/300',
  residents: [],
  ...fields,
});

const cards = [
  card('A1-101', { status: 'occupied', residents: [resident] }),
  card('A1-102'),
  card('B2-201', { status: 'maintenance' }),
  card('C1-301', { status: 'occupied', residents: [resident] }),
  card('A9-901', { buildingBlock: 'Tòa' }),
];
const units = (list: ApartmentCardView[]) => list.map((c) => c.unitNumber);

describe('filterApartments', () => {
  it('keeps everything with no filter', () => {
    expect(filterApartments(cards, noFilters)).toHaveLength(5);
  });

  it('filters by status', () => {
    expect(units(filterApartments(cards, { ...noFilters, status: 'occupied' }))).toEqual([
      'A1-101',
      'C1-301',
    ]);
    expect(units(filterApartments(cards, { ...noFilters, status: 'maintenance' }))).toEqual([
      'B2-201',
    ]);
  });

  it('filters by block, matching a unit number for blocks named after a building', () => {
    expect(units(filterApartments(cards, { ...noFilters, block: 'A' }))).toEqual([
      'A1-101',
      'A1-102',
      'A9-901',
    ]);
    expect(units(filterApartments(cards, { ...noFilters, block: 'C' }))).toEqual(['C1-301']);
  });

  it('filters by assigned and unassigned', () => {
    expect(units(filterApartments(cards, { ...noFilters, assigned: 'assigned' }))).toEqual([
      'A1-101',
      'C1-301',
    ]);
    expect(filterApartments(cards, { ...noFilters, assigned: 'unassigned' })).toHaveLength(3);
  });

  it('holds the building filter without applying it', () => {
    expect(filterApartments(cards, { ...noFilters, building: 'tower2' })).toHaveLength(5);
  });

  it('combines filters', () => {
    expect(
      units(filterApartments(cards, { ...noFilters, block: 'A', assigned: 'unassigned' })),
    ).toEqual(['A1-102', 'A9-901']);
  });
});

describe('pageOf', () => {
  it('cuts pages of 4 and clamps the page number', () => {
    expect(pageOf(cards, 1)).toMatchObject({ page: 1, pageCount: 2 });
    expect(units(pageOf(cards, 1).items)).toHaveLength(4);
    expect(units(pageOf(cards, 2).items)).toEqual(['A9-901']);
    expect(pageOf(cards, 9).page).toBe(2);
    expect(pageOf(cards, 0).page).toBe(1);
  });

  it('has one page for an empty or short list', () => {
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pageCount: 1 });
    expect(pageOf(cards.slice(0, 4), 1).pageCount).toBe(1);
  });
});

describe('compareUnits', () => {
  it('orders unit numbers naturally', () => {
    const sorted = [card('A10-101'), card('A2-403'), card('A2-1001')].sort(compareUnits);
    expect(units(sorted)).toEqual(['A2-403', 'A2-1001', 'A10-101']);
  });
});

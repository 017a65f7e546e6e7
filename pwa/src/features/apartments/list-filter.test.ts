import { describe, expect, it } from 'vitest';
import { floorOf } from './form-mapping';
import {
  type ApartmentCardView,
  cardSearchText,
  filterApartments,
  floorsOf,
  noFilters,
} from './list-filter';

const resident = {
  assignmentId: 'a',
  residentId: 'r',
  firstName: 'An',
  lastName: 'Nguyễn',
  isPrimary: true,
};
const card = (unitNumber: string, fields: Partial<ApartmentCardView> = {}): ApartmentCardView => {
  const residents = fields.residents ?? [];
  return {
    id: unitNumber,
    complexId: 'c1',
    unitNumber,
    buildingBlock: unitNumber.charAt(0),
    status: 'available',
    floor: floorOf(unitNumber),
    image: null,
    residents,
    searchText: cardSearchText(unitNumber, residents),
    ...fields,
  };
};

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

  it('filters by building: the complex a unit belongs to', () => {
    const sunrise = [
      ...cards,
      card('S1-101', { complexId: 'c2' }),
      card('S1-102', { complexId: 'c2' }),
    ];
    expect(units(filterApartments(sunrise, { ...noFilters, building: 'c2' }))).toEqual([
      'S1-101',
      'S1-102',
    ]);
    expect(filterApartments(sunrise, { ...noFilters, building: 'c1' })).toHaveLength(5);
    expect(filterApartments(sunrise, noFilters)).toHaveLength(7);
  });

  it('combines filters', () => {
    expect(
      units(filterApartments(cards, { ...noFilters, block: 'A', assigned: 'unassigned' })),
    ).toEqual(['A1-102', 'A9-901']);
  });
});

describe('list search and floor filter', () => {
  const huong = { ...resident, firstName: 'Hương', lastName: 'Lê Thị' };
  const duong = { ...resident, firstName: 'Dương', lastName: 'Đặng Văn' };
  const tower = [
    card('A2-1207', { residents: [huong] }),
    card('A2-1208'),
    card('B3-0905', { residents: [duong, resident] }),
    card('A2-403'),
  ];
  const found = (query: string, floor: 'all' | number = 'all') =>
    units(filterApartments(tower, { ...noFilters, query, floor }));

  it('finds a unit by its number, whatever the case', () => {
    expect(found('a2-12')).toEqual(['A2-1207', 'A2-1208']);
    expect(found(' B3-0905 ')).toEqual(['B3-0905']);
    expect(found('')).toHaveLength(4);
  });

  it('finds a unit by a current resident, diacritics and word order ignored', () => {
    expect(found('huong')).toEqual(['A2-1207']);
    expect(found('Lê Thị Hương')).toEqual(['A2-1207']);
    expect(found('huong le')).toEqual(['A2-1207']);
    expect(found('duong')).toEqual(['B3-0905']);
    expect(found('đặng')).toEqual(['B3-0905']);
    expect(found('nguyen an')).toEqual(['B3-0905']);
    expect(found('huong b3')).toEqual([]);
  });

  it('filters by floor, alone or with the search and the spec filters', () => {
    expect(floorsOf(tower)).toEqual([4, 9, 12]);
    expect(found('', 12)).toEqual(['A2-1207', 'A2-1208']);
    expect(found('', 9)).toEqual(['B3-0905']);
    expect(found('huong', 9)).toEqual([]);
    expect(
      units(filterApartments(tower, { ...noFilters, floor: 12, assigned: 'unassigned' })),
    ).toEqual(['A2-1208']);
  });
});

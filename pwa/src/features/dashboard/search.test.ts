import { describe, expect, it } from 'vitest';
import { searchTextOf } from '../../data';
import { findUnits, residentHit, residentMatches } from './search';
import { apartment } from './test-support';

describe('findUnits', () => {
  const units = [
    apartment({ unitNumber: 'B1-204', buildingBlock: 'B' }),
    apartment({ unitNumber: 'A2-403', buildingBlock: 'A' }),
    apartment({ unitNumber: 'A1-305', buildingBlock: 'A' }),
  ];

  it('finds units by part of their number, case ignored, sorted by number', () => {
    expect(findUnits(units, 'a2-4').map((h) => h.label)).toEqual(['A2-403']);
    expect(findUnits(units, '40').map((h) => h.label)).toEqual(['A2-403']);
    expect(findUnits(units, 'a').map((h) => h.label)).toEqual(['A1-305', 'A2-403']);
    expect(findUnits(units, '  ')).toEqual([]);
  });

  it('links to the unit’s residents and skips deleted units', () => {
    const [hit] = findUnits(units, 'b1');
    expect(hit?.to).toBe(`/apartments/${units[0]?.id}/residents`);
    const gone = units.slice(0, 1).map((u) => ({ ...u, deletedAt: '2026-01-01T00:00:00Z' }));
    expect(findUnits(gone, 'b1')).toEqual([]);
  });
});

describe('residentMatches', () => {
  const resident = {
    id: 'r1',
    firstName: 'Dương',
    lastName: 'Trần Thị',
    email: 'duong.tran@example.vn',
    phone: '+84905551234',
  };
  const row = { ...resident, searchText: searchTextOf('resident', resident) };

  it('ignores diacritics and case in names, and finds email and phone', () => {
    expect(residentMatches(row, 'tran thi duong')).toBe(true);
    expect(residentMatches(row, 'DUONG')).toBe(true);
    expect(residentMatches(row, 'example.vn')).toBe(true);
    expect(residentMatches(row, '0555123')).toBe(true);
    expect(residentMatches(row, 'nguyen')).toBe(false);
    expect(residentMatches(row, '')).toBe(false);
  });

  it('makes a hit that links to the residents screen', () => {
    expect(residentHit(resident)).toEqual({
      kind: 'resident',
      id: 'r1',
      label: 'Trần Thị Dương',
      detail: '+84905551234',
      to: '/residents',
    });
  });
});

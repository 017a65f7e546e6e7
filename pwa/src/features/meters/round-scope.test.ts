import type { Apartment, Meter } from '@chungcu/contracts';
import { describe, expect, it } from 'vitest';
import { buildRound } from './round';

const TIMES = '0193a1f0-0000-7000-8000-0000000000a1';
const SUNRISE = '0193a1f0-0000-7000-8000-0000000000b2';
const stamps = {
  version: 1,
  deletedAt: null,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
};

const unit = (id: string, unitNumber: string, complexId: string) =>
  ({
    ...stamps,
    id,
    complexId,
    unitNumber,
    buildingBlock: unitNumber.charAt(0),
    floor: 1,
    status: 'occupied',
  }) as Apartment;
const meter = (apartment: Apartment): Meter => ({
  ...stamps,
  id: `m-${apartment.id}`,
  complexId: apartment.complexId,
  apartmentId: apartment.id,
  kind: 'water',
  serial: `W-${apartment.unitNumber}`,
});

describe('the meter round of the complex worked in', () => {
  const units = [
    unit('a', 'A1-101', TIMES),
    unit('b', 'B1-102', TIMES),
    unit('v', 'V1-101', SUNRISE),
    unit('x', 'X1-201', SUNRISE),
  ];
  const apartments = new Map(units.map((u) => [u.id, u]));
  const meters = units.map(meter);

  it("walks only that complex's units, and offers only its blocks", () => {
    const round = buildRound(apartments, meters, [], '2026-11', { complexId: SUNRISE });
    expect(round.stops.map((s) => s.apartment.unitNumber)).toEqual(['V1-101', 'X1-201']);
    expect(round.blocks).toEqual(['V', 'X']);
    expect(round.total).toBe(2);
  });

  it('walks every complex held for "Tất cả"', () => {
    const round = buildRound(apartments, meters, [], '2026-11', { complexId: null });
    expect(round.blocks).toEqual(['A', 'B', 'V', 'X']);
    expect(round.total).toBe(4);
  });
});

import type { Assignment } from '@chungcu/contracts';
import { describe, expect, it } from 'vitest';
import { homesOf } from './queries';

const assignment = (fields: Partial<Assignment>): Assignment =>
  ({
    id: Math.random().toString(36),
    apartmentId: 'u1',
    residentId: 'r1',
    moveInDate: '2025-01-01T00:00:00.000Z',
    moveOutDate: null,
    isPrimary: false,
    notes: null,
    version: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    deletedAt: null,
    ...fields,
  }) as Assignment;

describe('homesOf (choosing a requester fills in their unit)', () => {
  it("gives each resident's current unit, the primary one first, never a past or deleted one", () => {
    const homes = homesOf([
      assignment({ residentId: 'an', apartmentId: 'old', moveOutDate: '2025-06-01T00:00:00.000Z' }),
      assignment({ residentId: 'an', apartmentId: 'A2-403' }),
      assignment({
        residentId: 'binh',
        apartmentId: 'B1-101',
        moveInDate: '2024-01-01T00:00:00.000Z',
      }),
      assignment({ residentId: 'binh', apartmentId: 'C3-305', isPrimary: true }),
      assignment({ residentId: 'chi', apartmentId: 'gone', deletedAt: '2025-02-01T00:00:00.000Z' }),
    ]);
    expect(Object.fromEntries(homes)).toEqual({ an: 'A2-403', binh: 'C3-305' });
  });
});

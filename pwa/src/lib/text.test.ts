import { describe, expect, it } from 'vitest';
import { byUnitNumber } from './text';

describe('byUnitNumber', () => {
  it('orders unit numbers naturally', () => {
    const units = ['A10-101', 'A2-403', 'A2-1001'].map((unitNumber) => ({ unitNumber }));
    expect(units.sort(byUnitNumber).map((u) => u.unitNumber)).toEqual([
      'A2-403',
      'A2-1001',
      'A10-101',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { periodOfDate, shiftPeriod } from './meter';

describe('reading periods', () => {
  it('move across years, either way', () => {
    expect(shiftPeriod('2026-01', -1)).toBe('2025-12');
    expect(shiftPeriod('2026-12', 1)).toBe('2027-01');
    expect(shiftPeriod('2026-11', -14)).toBe('2025-09');
    expect(shiftPeriod('2026-11', 0)).toBe('2026-11');
  });

  it('are the month a moment falls in on the local calendar', () => {
    expect(periodOfDate(new Date(2026, 0, 31, 23, 59))).toBe('2026-01');
    expect(periodOfDate(new Date(2026, 11, 1))).toBe('2026-12');
  });
});

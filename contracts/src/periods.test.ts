import { describe, expect, it } from 'vitest';
import { periodOfDate, shiftPeriod } from './meter';

describe('reading periods', () => {
  it('move across years, either way', () => {
    expect(shiftPeriod('2026-01', -1)).toBe('2025-12');
    expect(shiftPeriod('2026-12', 1)).toBe('2027-01');
    expect(shiftPeriod('2026-11', -14)).toBe('2025-09');
    expect(shiftPeriod('2026-11', 0)).toBe('2026-11');
  });

  it('are the month a moment falls in on Vietnam’s calendar, whatever the zone', () => {
    expect(periodOfDate(new Date('2026-01-31T16:59:59Z'))).toBe('2026-01');
    // 00:00 on 1 February in Hà Nội is still 31 January in UTC.
    expect(periodOfDate(new Date('2026-01-31T17:00:00Z'))).toBe('2026-02');
    expect(periodOfDate(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01');
  });
});

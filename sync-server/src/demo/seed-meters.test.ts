import { describe, expect, it } from 'vitest';
import { periodBefore } from './seed-meters';

describe("the demo's months", () => {
  it("are counted on Vietnam's calendar, as the screens count them, whatever the server's zone", () => {
    // 23:55 on 30 November in Hà Nội: November is this month.
    expect(periodBefore(new Date('2026-11-30T16:55:00Z'), 0)).toBe('2026-11');
    // 00:05 on 1 December there, still 30 November in UTC: December is, and last month November.
    const justPast = new Date('2026-11-30T17:05:00Z');
    expect([0, 1, 2].map((back) => periodBefore(justPast, back))).toEqual([
      '2026-12',
      '2026-11',
      '2026-10',
    ]);
    expect(periodBefore(new Date('2026-12-31T17:00:00Z'), 1)).toBe('2026-12');
  });
});

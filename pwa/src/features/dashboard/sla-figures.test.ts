import { describe, expect, it } from 'vitest';
import { slaFiguresOf } from './sla-figures';
import { inquiry } from './test-support';

const HOUR = 60 * 60 * 1000;
/** Local times (the device's calendar): the month boundary is the device's midnight. */
const two = (n: number) => String(n).padStart(2, '0');
/** A moment of 2026 in Hà Nội, whatever zone the test runs in: the month is Vietnam's. */
const local = (month: number, day: number, hour = 12) =>
  Date.parse(`2026-${two(month)}-${two(day)}T${two(hour)}:00:00+07:00`);
const iso = (ms: number) => new Date(ms).toISOString();

/** Made at `made` with `hours` to resolve; completed at `doneAt` when given. */
function request(
  made: number,
  hours: number,
  fields: Record<string, unknown> = {},
  doneAt?: number,
) {
  return inquiry({
    createdAt: iso(made),
    resolutionDueAt: iso(made + hours * HOUR),
    ...(doneAt === undefined ? {} : { status: 'completed', resolvedAt: iso(doneAt) }),
    ...fields,
  });
}

describe('the deadlines card (S24)', () => {
  it('counts overdue open requests by category and by assignee, most first', () => {
    const now = local(11, 20);
    const open = [
      request(local(11, 1), 24, { category: 'maintenance', assignedTo: 'Hùng' }),
      request(local(11, 2), 24, { category: 'maintenance', assignedTo: 'Lan' }),
      request(local(11, 3), 24, { category: 'complaint', assignedTo: 'Hùng' }),
      request(local(11, 4), 24, { category: 'security', assignedTo: null }),
      // Not yet due, paused long ago, or without a deadline: none of them count.
      request(local(11, 20, 6), 24, { category: 'security' }),
      request(local(11, 1), 24, { status: 'pending', slaPausedAt: iso(local(11, 1, 14)) }),
      inquiry({ createdAt: iso(local(10, 1)) }),
    ];
    const figures = slaFiguresOf(open, [], now);
    expect(figures.overdue).toBe(4);
    expect(figures.byCategory).toEqual([
      { label: 'Bảo trì', count: 2 },
      { label: 'An ninh & an toàn', count: 1 },
      { label: 'Khiếu nại', count: 1 },
    ]);
    expect(figures.byAssignee).toEqual([
      { name: 'Hùng', count: 2 },
      { name: null, count: 1 },
      { name: 'Lan', count: 1 },
    ]);
  });

  it('the share resolved in time counts this month only, across the month boundary', () => {
    const done = [
      // Resolved on 31 October, 23:00 (late), and on 1 November, 00:30 (in time).
      request(local(10, 30), 24, {}, local(10, 31, 23)),
      request(local(10, 31, 20), 24, {}, local(11, 1, 0) + 30 * 60_000),
      // November: one late, one in time.
      request(local(11, 5), 2, {}, local(11, 5, 20)),
      request(local(11, 6), 48, {}, local(11, 7)),
    ];
    // Still 31 October: only October's, the late one.
    expect(slaFiguresOf([], done, local(10, 31, 23) + 60_000)).toMatchObject({
      resolvedThisMonth: 1,
      resolvedInTime: 0,
      inTimeShare: 0,
    });
    // Just past midnight: November has begun with nothing resolved yet.
    expect(slaFiguresOf([], done, local(11, 1, 0) + 60_000).inTimeShare).toBeNull();
    expect(slaFiguresOf([], done, local(11, 20))).toMatchObject({
      resolvedThisMonth: 3,
      resolvedInTime: 2,
      inTimeShare: 2 / 3,
    });
  });
});

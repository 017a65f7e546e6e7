import { describe, expect, it } from 'vitest';
import { type DashboardRows, scopeRows } from './dashboard-store';
import { summarize } from './queries';
import {
  NOW,
  overdueShown,
  apartment,
  assignment,
  daysAgo,
  inquiry,
  meter,
  notice,
  payment,
} from './test-support';

const TIMES = '0193a1f0-0000-7000-8000-0000000000a1';
const SUNRISE = '0193a1f0-0000-7000-8000-0000000000b2';

describe('the dashboard of the complex worked in', () => {
  const a1 = apartment({ unitNumber: 'A1-101', complexId: TIMES, status: 'occupied' });
  const v1 = apartment({ unitNumber: 'V1-101', buildingBlock: 'V', complexId: SUNRISE });
  const v2 = apartment({ unitNumber: 'V1-102', buildingBlock: 'V', complexId: SUNRISE });
  const rows: DashboardRows = {
    apartments: [a1, v1, v2],
    assignments: [assignment({ apartmentId: a1.id, complexId: TIMES })],
    open: [
      inquiry({ title: 'Thang máy', complexId: TIMES, resolutionDueAt: daysAgo(1) }),
      inquiry({ title: 'Bãi xe', complexId: SUNRISE, resolutionDueAt: daysAgo(2) }),
      inquiry({ title: 'Hồ bơi', complexId: SUNRISE, resolutionDueAt: daysAgo(3) }),
    ],
    completedMaintenance: [],
    completedWithDeadline: [],
    residents: new Map(),
    meters: [
      meter({ apartmentId: a1.id, complexId: TIMES }),
      meter({ apartmentId: v1.id, complexId: SUNRISE }),
    ],
    readings: new Map(),
    issued: [
      notice({ complexId: TIMES, apartmentId: a1.id, amountDue: 2_500_000 }),
      notice({ complexId: SUNRISE, apartmentId: v1.id, amountDue: 1_800_000 }),
      notice({ complexId: SUNRISE, apartmentId: v2.id, amountDue: 1_200_000 }),
    ],
    payments: [
      payment({ complexId: SUNRISE, apartmentId: v1.id, amount: 1_800_000 }),
      payment({ complexId: TIMES, apartmentId: a1.id, amount: 500_000 }),
    ],
  };

  it('counts and lists only that complex', () => {
    const sunrise = scopeRows(rows, SUNRISE);
    expect(sunrise.apartments.map((a) => a.unitNumber)).toEqual(['V1-101', 'V1-102']);
    expect(sunrise.assignments).toEqual([]);
    const cards = (scope: string) =>
      Object.fromEntries(summarize(scopeRows(rows, scope), NOW).cards.map((c) => [c.key, c.value]));
    const billed = (scope: string) =>
      summarize(scopeRows(rows, scope), NOW).cards.find((c) => c.key === 'billed')?.detail;
    // Collected: what each complex's own payments paid of its own notices.
    expect(billed(SUNRISE)).toBe('Tháng 6/2026 · Đã thu 1.800.000\u00a0₫ / 3.000.000\u00a0₫ (60%)');
    expect(billed(TIMES)).toBe('Tháng 6/2026 · Đã thu 500.000\u00a0₫ / 2.500.000\u00a0₫ (20%)');
    expect(cards(SUNRISE)).toMatchObject({
      occupancy: '0%',
      meterReadings: '0/1',
      billed: '3.000.000\u00a0₫',
    });
    expect(cards(TIMES)).toMatchObject({
      occupancy: '100%',
      meterReadings: '0/1',
      billed: '2.500.000\u00a0₫',
    });
    expect(overdueShown(summarize(sunrise, NOW))).toBe('2');
    expect(overdueShown(summarize(scopeRows(rows, TIMES), NOW))).toBe('1');
    expect(summarize(scopeRows(rows, TIMES), NOW).soonest.map((i) => i.title)).toEqual([
      'Thang máy',
    ]);
  });

  it('is every complex the device holds for "Tất cả"', () => {
    expect(scopeRows(rows, null)).toBe(rows);
    expect(overdueShown(summarize(scopeRows(rows, null), NOW))).toBe('3');
  });
});

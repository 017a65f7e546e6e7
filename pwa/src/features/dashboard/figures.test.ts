import type { Invoice, Payment } from '@chungcu/contracts';
import { describe, expect, it } from 'vitest';
import {
  type FigureRows,
  billedOf,
  figuresOf,
  overdueDebtOf,
  overdueFor,
  readingProgress,
  statCards,
} from './figures';
import { dashboardStrings } from './strings';
import {
  NOW,
  apartment,
  assignment,
  daysAgo,
  inquiry,
  meter,
  payment,
  reading,
} from './test-support';

const s = dashboardStrings.get();

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(NOW - hours * HOUR).toISOString();

describe('figuresOf', () => {
  const lived = apartment({ unitNumber: 'A1-101', status: 'occupied' });
  const twice = apartment({ unitNumber: 'A1-102', status: 'occupied' });
  // Under repair with its family still there: occupied all the same.
  const repair = apartment({ unitNumber: 'A1-103', status: 'maintenance' });
  const empty = apartment({ unitNumber: 'A1-104' });
  const gone = apartment({ unitNumber: 'A1-105', deletedAt: daysAgo(3) });
  const rows: FigureRows = {
    apartments: [lived, twice, repair, empty, gone],
    assignments: [
      assignment({ apartmentId: lived.id }),
      // Two residents of one unit count it once.
      assignment({ apartmentId: twice.id }),
      assignment({ apartmentId: twice.id }),
      assignment({ apartmentId: repair.id }),
      // Moved out: the unit is empty now.
      assignment({ apartmentId: empty.id, moveOutDate: daysAgo(10) }),
      assignment({ apartmentId: gone.id }),
    ],
    open: [
      inquiry({ status: 'new' }),
      inquiry({ status: 'new', resolutionDueAt: hoursAgo(3) }),
      inquiry({ status: 'in_progress', resolutionDueAt: hoursAgo(50) }),
      // Waiting for the resident since before its deadline: its clock stopped in time.
      inquiry({ status: 'pending', resolutionDueAt: hoursAgo(1), slaPausedAt: hoursAgo(2) }),
      inquiry({ status: 'in_progress', resolutionDueAt: hoursAgo(-5) }),
      inquiry({ status: 'new', deletedAt: daysAgo(1) }),
    ],
    meters: [],
    readings: [],
  };

  it('counts open, new and overdue requests, the longest overdue, and occupancy', () => {
    expect(figuresOf(rows, NOW)).toEqual({
      openRequests: 5,
      newRequests: 2,
      overdueRequests: 2,
      longestOverdueMs: 50 * HOUR,
      units: 4,
      occupiedUnits: 3,
      period: '2026-06',
      unitsToRead: 0,
      unitsRead: 0,
      billed: null,
      overdueDebt: null,
    });
  });

  it('bills the latest month with issued notices: what they ask, how many, what was collected', () => {
    const notice = (month: string, amountDue: number, apartmentId = 'u1', paymentsCounted = 0) => ({
      month,
      amountDue,
      apartmentId,
      paymentsCounted,
    });
    const paid = (apartmentId: string, amount: number, status: Payment['status'] = 'matched') =>
      payment({ apartmentId, amount, status });
    expect(
      billedOf([notice('2026-05', 900_000), notice('2026-06', 1_250_000), notice('2026-06', 5)]),
    ).toEqual({ month: '2026-06', amount: 1_250_005, notices: 2, collected: 0 });
    // u1's June notice counted May's 900.000 paid; 1.000.000 more pays June's 1.250.000 in part.
    // u2 overpaid (collected stops at what the notice asks); u3's payment was voided.
    const june = [
      notice('2026-06', 1_250_000, 'u1', 900_000),
      notice('2026-06', 300_000, 'u2'),
      notice('2026-06', 450_000, 'u3'),
    ];
    const payments = [
      paid('u1', 900_000),
      paid('u1', 1_000_000),
      paid('u2', 400_000),
      paid('u3', 450_000, 'voided'),
    ];
    expect(billedOf(june, payments)).toEqual({
      month: '2026-06',
      amount: 2_000_000,
      notices: 3,
      collected: 1_300_000,
    });
    expect(billedOf([])).toBeNull();
  });

  it('adds up what live units owe past the due date, the oldest debts settled first', () => {
    const notice = (apartmentId: string, month: string, amountDue: number, counted = 0) =>
      ({
        apartmentId,
        month,
        amountDue,
        previousBalance: 0,
        creditCarried: 0,
        paymentsCounted: counted,
        dueDate: `${month}-15`,
        status: 'issued',
      }) as Invoice;
    const paid = (apartmentId: string, amount: number) =>
      payment({ apartmentId, amount, status: 'matched' });
    const live = rows.apartments.filter((a) => !a.deletedAt).map((a) => a.id);
    const [u1, u2, u3] = live as [string, string, string];
    const gone = rows.apartments.find((a) => a.deletedAt)?.id as string;
    // On NOW's day (15/6), May's notices (due 15/5) are a month past due.
    const issued = [
      // u1 owes May's 500.000 in full.
      notice(u1, '2026-05', 500_000),
      // u2 paid May's 300.000 of 400.000: 100.000 past due.
      notice(u2, '2026-05', 400_000),
      // u3 paid everything; the deleted unit's debt is not the complex's any more.
      notice(u3, '2026-05', 200_000),
      notice(gone, '2026-05', 7_000_000),
    ];
    const payments = [paid(u2, 300_000), paid(u3, 200_000)];
    expect(overdueDebtOf({ apartments: rows.apartments, issued, payments }, NOW)).toEqual({
      amount: 600_000,
      units: 2,
    });
    expect(overdueDebtOf({ apartments: rows.apartments, issued: [], payments }, NOW)).toBeNull();
    // Paid: nothing past due, though notices exist.
    const settled = [...payments, paid(u1, 500_000), paid(u2, 100_000)];
    expect(overdueDebtOf({ apartments: rows.apartments, issued, payments: settled }, NOW)).toEqual({
      amount: 0,
      units: 0,
    });
  });

  it('has no longest overdue when nothing is past its deadline', () => {
    const figures = figuresOf({ ...rows, open: [inquiry({ status: 'new' })] }, NOW);
    expect(figures).toMatchObject({ overdueRequests: 0, longestOverdueMs: null });
  });
});

describe('readingProgress', () => {
  const a = apartment({ unitNumber: 'A1-101' });
  const b = apartment({ unitNumber: 'A1-102' });
  const c = apartment({ unitNumber: 'A1-103' });
  const bare = apartment({ unitNumber: 'A1-104' });
  const [aWater, aPower] = [
    meter({ apartmentId: a.id }),
    meter({ apartmentId: a.id, kind: 'electricity' }),
  ];
  const [bWater, bPower] = [
    meter({ apartmentId: b.id }),
    meter({ apartmentId: b.id, kind: 'electricity' }),
  ];
  const cWater = meter({ apartmentId: c.id });
  const removed = meter({ apartmentId: c.id, kind: 'electricity', deletedAt: daysAgo(30) });

  it('counts a unit read when every live meter of it has this month’s reading', () => {
    const readings = [
      reading({ meterId: aWater.id }),
      reading({ meterId: aPower.id }),
      // Only one of two: not read yet.
      reading({ meterId: bWater.id }),
      // Last month's and a deleted one do not count.
      reading({ meterId: bPower.id, period: '2026-05' }),
      reading({ meterId: cWater.id, deletedAt: daysAgo(1) }),
    ];
    const meters = [aWater, aPower, bWater, bPower, cWater, removed];
    expect(readingProgress([a, b, c, bare], meters, readings, '2026-06')).toEqual({
      unitsToRead: 3,
      unitsRead: 1,
    });
    // The removed meter does not hold unit C back once its live one is read.
    const cRead = [...readings, reading({ meterId: cWater.id })];
    expect(readingProgress([a, b, c, bare], meters, cRead, '2026-06')).toEqual({
      unitsToRead: 3,
      unitsRead: 2,
    });
    // Meters of units not in the rows (another complex, a deleted unit) are not on the round.
    expect(readingProgress([a], meters, readings, '2026-06')).toEqual({
      unitsToRead: 1,
      unitsRead: 1,
    });
  });
});

describe('statCards', () => {
  const figures = {
    openRequests: 1234,
    newRequests: 3,
    overdueRequests: 2,
    longestOverdueMs: 50 * HOUR,
    units: 82,
    occupiedUnits: 59,
    period: '2026-06',
    unitsToRead: 80,
    unitsRead: 12,
    billed: { month: '2026-05', amount: 185_400_000, notices: 80, collected: 135_342_000 },
    overdueDebt: { amount: 48_250_000, units: 17 },
  };

  it('gives the spec’s four cards in order, the month’s fees and debts past due, each from the figures', () => {
    expect(statCards(figures)).toEqual([
      { key: 'openRequests', value: '1.234', detail: s.cards.newRequests(3) },
      {
        key: 'overdueRequests',
        value: '2',
        detail: s.cards.longestOverdue(s.cards.days(2)),
        alert: true,
      },
      { key: 'occupancy', value: '72%', detail: s.cards.occupied(59, 82) },
      { key: 'meterReadings', value: '12/80', detail: s.cards.unitsRead('Tháng 6/2026') },
      {
        key: 'billed',
        value: '185.400.000\u00a0₫',
        detail: 'Tháng 5/2026 · Đã thu 135.342.000\u00a0₫ / 185.400.000\u00a0₫ (73%)',
      },
      {
        key: 'overdueDebt',
        value: '48.250.000\u00a0₫',
        detail: '17 căn nợ quá hạn thanh toán',
        alert: true,
      },
    ]);
  });

  it('says so rather than showing a figure it does not have', () => {
    const none = { ...figures, newRequests: 0, overdueRequests: 0, longestOverdueMs: null };
    const cards = statCards({
      ...none,
      units: 0,
      occupiedUnits: 0,
      unitsToRead: 0,
      unitsRead: 0,
      billed: null,
      overdueDebt: null,
    });
    expect(cards.map((c) => [c.value, c.detail])).toEqual([
      ['1.234', s.cards.noNewRequests],
      ['0', s.cards.noneOverdue],
      [s.cards.noFigure, s.cards.noUnits],
      [s.cards.noFigure, s.cards.noMeters],
      [s.cards.noFigure, s.cards.noBilled],
      [s.cards.noFigure, s.cards.noDebtOverdue],
    ]);
    const clear = statCards({ ...figures, overdueDebt: { amount: 0, units: 0 } }).at(-1);
    expect(clear).toMatchObject({ value: '0\u00a0₫', detail: s.cards.noDebtOverdue, alert: false });
    expect(cards.map((c) => c.value).join(' ')).not.toMatch(/\$/);
  });

  it('says how long overdue in days, else hours', () => {
    expect(overdueFor(26 * HOUR)).toBe(s.cards.days(1));
    expect(overdueFor(5 * HOUR + 59 * 60_000)).toBe(s.cards.hours(5));
    expect(overdueFor(20 * 60_000)).toBe(s.cards.underAnHour);
  });
});

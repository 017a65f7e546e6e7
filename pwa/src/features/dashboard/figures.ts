import {
  type Apartment,
  type Assignment,
  type Inquiry,
  type Invoice,
  type Meter,
  type MeterReading,
  type Payment,
  periodOfDate,
  vietnamDate,
} from '@chungcu/contracts';
import { ageingByUnit, noticePayment, paymentTotalsByUnit, slaReadingOf } from '@chungcu/mutations';
import { formatMoney, formatMonth, formatNumber, formatPercent } from '../../lib/format';
import { type DashboardStrings, dashboardStrings } from './strings';

/**
 * The rows the stat cards are computed from, all read from the mirror. No figure is invented:
 * money is what fee notices issued ask, and what the units' counted payments paid of them.
 */
export interface FigureRows {
  apartments: readonly Apartment[];
  assignments: readonly Assignment[];
  /** Every request not completed. */
  open: readonly Inquiry[];
  meters: readonly Meter[];
  /** Readings of any month; only those of `now`'s month count. */
  readings: Iterable<MeterReading>;
  /** Issued fee notices of any month; the latest month's count. */
  issued?: readonly Invoice[];
  /** Payments of any unit: what was collected of the notices (the ledger's, rule S34). */
  payments?: readonly Payment[];
}

/** The figures at one moment. */
export interface Figures {
  openRequests: number;
  /** Of the open requests, those nobody has taken up yet (status 'new'). */
  newRequests: number;
  /** Open requests past their category's deadline, read as the deadline card reads them. */
  overdueRequests: number;
  /** How long the most overdue request is past its deadline; null when none is. */
  longestOverdueMs: number | null;
  units: number;
  /** Units with at least one current resident. */
  occupiedUnits: number;
  /** `YYYY-MM` of `now` on the device's calendar: the reading round's month. */
  period: string;
  /** Live units with at least one live meter. */
  unitsToRead: number;
  /** Of those, the units whose every meter has this month's reading. */
  unitsRead: number;
  /**
   * The latest month with issued fee notices ('YYYY-MM'), what they ask, how many, and what has
   * been paid of them (each notice's `noticePayment`, rule S34); null: none.
   */
  billed: { month: string; amount: number; notices: number; collected: number } | null;
  /**
   * What the live units owe past their notices' due dates (Vietnam's calendar) and how many units
   * owe it, read from the one ledger as the Công nợ card reads it (rule S34); null: no notice.
   */
  overdueDebt: { amount: number; units: number } | null;
}

const time = (value: string | null | undefined) => (value ? Date.parse(value) : NaN);

/** When a completed inquiry was completed: its response date, else its last update. */
export function completedAtOf(inquiry: Inquiry): number | null {
  if (inquiry.status !== 'completed') return null;
  return time(inquiry.responseDate ?? inquiry.updatedAt);
}

/** Whether an assignment made its resident a current resident at `at`. */
export function isCurrentAt(assignment: Assignment, at: number): boolean {
  if (assignment.deletedAt) return false;
  if (!(time(assignment.moveInDate) <= at)) return false;
  return assignment.moveOutDate === null || time(assignment.moveOutDate) > at;
}

/** The ids of the live units that have at least one current resident at `at`. */
export function occupiedAt(
  apartments: readonly Apartment[],
  assignments: readonly Assignment[],
  at: number,
): Set<string> {
  const live = new Set(apartments.filter((a) => !a.deletedAt).map((a) => a.id));
  const occupied = new Set<string>();
  for (const assignment of assignments) {
    if (live.has(assignment.apartmentId) && isCurrentAt(assignment, at)) {
      occupied.add(assignment.apartmentId);
    }
  }
  return occupied;
}

/** The month of `now` as a reading period (`YYYY-MM`, the device's local calendar). */
export const periodOf = (now: number): string => periodOfDate(new Date(now));

/**
 * This month's reading round by unit: the live units with a live meter, and those whose every
 * meter has a reading of `period` (a unit is read when its water and electricity both are).
 */
export function readingProgress(
  apartments: readonly Apartment[],
  meters: readonly Meter[],
  readings: Iterable<MeterReading>,
  period: string,
): { unitsToRead: number; unitsRead: number } {
  const live = new Set(apartments.filter((a) => !a.deletedAt).map((a) => a.id));
  const read = new Set<string>();
  for (const reading of readings) {
    if (!reading.deletedAt && reading.period === period) read.add(reading.meterId);
  }
  const allRead = new Map<string, boolean>();
  for (const meter of meters) {
    if (meter.deletedAt || !live.has(meter.apartmentId)) continue;
    allRead.set(meter.apartmentId, (allRead.get(meter.apartmentId) ?? true) && read.has(meter.id));
  }
  let unitsRead = 0;
  for (const done of allRead.values()) if (done) unitsRead += 1;
  return { unitsToRead: allRead.size, unitsRead };
}

/** The figures at `now`, each counted from the rows as they are. */
export function figuresOf(rows: FigureRows, now: number): Figures {
  const open = rows.open.filter((i) => !i.deletedAt);
  let overdueRequests = 0;
  let longestOverdueMs: number | null = null;
  for (const inquiry of open) {
    const reading = slaReadingOf(inquiry, now);
    if (reading.standing !== 'overdue' || reading.remainingMs === null) continue;
    overdueRequests += 1;
    longestOverdueMs = Math.max(longestOverdueMs ?? 0, -reading.remainingMs);
  }
  const period = periodOf(now);
  return {
    openRequests: open.length,
    newRequests: open.filter((i) => i.status === 'new').length,
    overdueRequests,
    longestOverdueMs,
    units: rows.apartments.filter((a) => !a.deletedAt).length,
    occupiedUnits: occupiedAt(rows.apartments, rows.assignments, now).size,
    period,
    ...readingProgress(rows.apartments, rows.meters, rows.readings, period),
    billed: billedOf(rows.issued ?? [], rows.payments ?? []),
    overdueDebt: overdueDebtOf(rows, now),
  };
}

/** What the live units owe past due at `now`, and how many owe it; null before any notice. */
export function overdueDebtOf(
  rows: Pick<FigureRows, 'apartments' | 'issued' | 'payments'>,
  now: number,
): Figures['overdueDebt'] {
  const issued = rows.issued ?? [];
  if (issued.length === 0) return null;
  const live = new Set(rows.apartments.filter((a) => !a.deletedAt).map((a) => a.id));
  const notices = issued.filter((notice) => live.has(notice.apartmentId));
  let amount = 0;
  let units = 0;
  for (const ageing of ageingByUnit(notices, rows.payments ?? [], vietnamDate(now)).values()) {
    if (ageing.overdue === 0) continue;
    amount += ageing.overdue;
    units += 1;
  }
  return { amount, units };
}

/**
 * The latest month's issued notices: what they ask in all, how many, and what the units' payments
 * have paid of them (each notice paid by the payments since it was made, oldest debts first).
 */
export function billedOf(
  issued: readonly Pick<Invoice, 'month' | 'amountDue' | 'apartmentId' | 'paymentsCounted'>[],
  payments: readonly Payment[] = [],
): Figures['billed'] {
  let month: string | null = null;
  for (const notice of issued) if (month === null || notice.month > month) month = notice.month;
  if (month === null) return null;
  const ofMonth = issued.filter((notice) => notice.month === month);
  const totals = paymentTotalsByUnit(payments);
  return {
    month,
    amount: ofMonth.reduce((sum, notice) => sum + notice.amountDue, 0),
    notices: ofMonth.length,
    collected: ofMonth.reduce(
      (sum, notice) => sum + noticePayment(notice, totals.get(notice.apartmentId) ?? 0).paid,
      0,
    ),
  };
}

export type StatKey =
  'openRequests' | 'overdueRequests' | 'occupancy' | 'meterReadings' | 'billed' | 'overdueDebt';

/** One stat card: the spec's shape (title, value, a line under it) with figures from the data. */
export interface StatCard {
  key: StatKey;
  value: string;
  detail: string;
  /** Something needs doing (overdue requests): the value is shown in the error colour. */
  alert?: boolean;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A time past due as staff say it: whole days, else whole hours, else under an hour. */
export function overdueFor(ms: number, s: DashboardStrings = dashboardStrings.get()): string {
  if (ms >= DAY_MS) return s.cards.days(Math.floor(ms / DAY_MS));
  if (ms >= HOUR_MS) return s.cards.hours(Math.floor(ms / HOUR_MS));
  return s.cards.underAnHour;
}

/**
 * The cards, the spec's four in its order, then the month's fees and the debts past due, from
 * the figures at one moment.
 */
export function statCards(f: Figures, s: DashboardStrings = dashboardStrings.get()): StatCard[] {
  const c = s.cards;
  return [
    {
      key: 'openRequests',
      value: formatNumber(f.openRequests),
      detail: f.newRequests ? c.newRequests(f.newRequests) : c.noNewRequests,
    },
    {
      key: 'overdueRequests',
      value: formatNumber(f.overdueRequests),
      detail:
        f.longestOverdueMs === null
          ? c.noneOverdue
          : c.longestOverdue(overdueFor(f.longestOverdueMs, s)),
      alert: f.overdueRequests > 0,
    },
    {
      key: 'occupancy',
      value: f.units ? formatPercent(f.occupiedUnits / f.units) : c.noFigure,
      detail: f.units ? c.occupied(f.occupiedUnits, f.units) : c.noUnits,
    },
    {
      key: 'meterReadings',
      value: f.unitsToRead
        ? `${formatNumber(f.unitsRead)}/${formatNumber(f.unitsToRead)}`
        : c.noFigure,
      detail: f.unitsToRead ? c.unitsRead(formatMonth(f.period)) : c.noMeters,
    },
    {
      key: 'billed',
      value: f.billed ? formatMoney(f.billed.amount) : c.noFigure,
      detail: f.billed
        ? c.collected(
            formatMonth(f.billed.month),
            formatMoney(f.billed.collected),
            formatMoney(f.billed.amount),
            f.billed.amount > 0 ? formatPercent(f.billed.collected / f.billed.amount) : null,
          )
        : c.noBilled,
    },
    {
      key: 'overdueDebt',
      value: f.overdueDebt ? formatMoney(f.overdueDebt.amount) : c.noFigure,
      detail: f.overdueDebt?.units ? c.unitsOverdue(f.overdueDebt.units) : c.noDebtOverdue,
      alert: (f.overdueDebt?.amount ?? 0) > 0,
    },
  ];
}

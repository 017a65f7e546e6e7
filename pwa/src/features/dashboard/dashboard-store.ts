import type {
  Apartment,
  Assignment,
  Inquiry,
  Invoice,
  Meter,
  MeterReading,
  Payment,
} from '@chungcu/contracts';
import {
  type ChungCuDb,
  type DerivedStore,
  deriveStore,
  inScope,
  liveTable,
  perDatabase,
} from '../../data';
import type { PersonName } from './activity';

/** The mirror's rows the dashboard is computed from. */
export interface DashboardRows {
  apartments: readonly Apartment[];
  assignments: readonly Assignment[];
  /** Every request not completed. */
  open: readonly Inquiry[];
  /** Completed maintenance requests (the figures' history); other completed ones are not kept. */
  completedMaintenance: readonly Inquiry[];
  /** Completed requests that had a deadline (rule S24): the month's share resolved in time. */
  completedWithDeadline: readonly Inquiry[];
  residents: ReadonlyMap<string, PersonName>;
  meters: readonly Meter[];
  /** Every reading held, not copied: the figures read this month's (through `meters`). */
  readings: ReadonlyMap<string, MeterReading>;
  /** Issued fee notices (drafts are the office's work in progress, not billed). */
  issued: readonly Invoice[];
  /** Payments held: what was collected of the issued notices (rule S34). */
  payments: readonly Payment[];
}

/**
 * The dashboard's rows, from the shared tables (read once, then kept current row by row), so
 * opening the dashboard again, or a pull that touches a few rows, costs a recount in memory, not
 * a re-read of every request. Completed requests other than maintenance, or with a deadline,
 * are left out.
 */
export function createDashboardStore(db: ChungCuDb): DerivedStore<DashboardRows> {
  const apartments = liveTable(db, 'apartments');
  const assignments = liveTable(db, 'assignments');
  const inquiries = liveTable(db, 'inquiries');
  const residents = liveTable(db, 'residents');
  const meters = liveTable(db, 'meters');
  const readings = liveTable(db, 'meterReadings');
  const invoices = liveTable(db, 'invoices');
  const payments = liveTable(db, 'payments');
  return deriveStore(
    [apartments, assignments, inquiries, residents, meters, readings, invoices, payments],
    () => {
      const a = apartments.get();
      const s = assignments.get();
      const i = inquiries.get();
      const r = residents.get();
      const m = meters.get();
      const readingRows = readings.get();
      const notices = invoices.get();
      const paid = payments.get();
      if (!a || !s || !i || !r || !m || !readingRows || !notices || !paid) return null;
      const open: Inquiry[] = [];
      const completedMaintenance: Inquiry[] = [];
      const completedWithDeadline: Inquiry[] = [];
      for (const inquiry of i.values()) {
        if (inquiry.status !== 'completed') {
          open.push(inquiry);
          continue;
        }
        if (inquiry.category === 'maintenance') completedMaintenance.push(inquiry);
        if (inquiry.resolutionDueAt) completedWithDeadline.push(inquiry);
      }
      return {
        apartments: [...a.values()],
        assignments: [...s.values()],
        open,
        completedMaintenance,
        completedWithDeadline,
        residents: r,
        meters: [...m.values()],
        readings: readingRows,
        issued: [...notices.values()].filter((n) => !n.deletedAt && n.status === 'issued'),
        payments: [...paid.values()],
      };
    },
    { keepWarm: true },
  );
}

/** The one dashboard store of a database (created on first use, then kept warm). */
export const dashboardStoreOf = perDatabase(createDashboardStore);

/**
 * The rows of one complex (`scope`; null: every complex the device holds, the rows themselves).
 * Residents stay whole: they only name the people of the activity, found by id.
 */
export function scopeRows(rows: DashboardRows, scope: string | null): DashboardRows {
  if (scope === null) return rows;
  const within = <T extends { complexId?: string | null }>(list: readonly T[]) =>
    list.filter((row) => inScope(row, scope));
  return {
    apartments: within(rows.apartments),
    assignments: within(rows.assignments),
    open: within(rows.open),
    completedMaintenance: within(rows.completedMaintenance),
    completedWithDeadline: within(rows.completedWithDeadline),
    residents: rows.residents,
    meters: within(rows.meters),
    // Counted through the meters in scope: another complex's readings name none of them.
    readings: rows.readings,
    issued: within(rows.issued),
    payments: within(rows.payments),
  };
}

import type {
  Apartment,
  BankAccount,
  BillingPeriod,
  Block,
  Complex,
  FeeType,
  Invoice,
  UnitCharge,
} from '@chungcu/contracts';
import {
  balanceAfter,
  byFeeOrder,
  noticePayment,
  paymentTotalsByUnit,
  paymentsTotal,
} from '@chungcu/mutations';
import { type TableRows, appDb, useTables } from '../../data';
import { type PrintedNotice, blocksOf, noticesToPrint } from './print-order';
import { primaryNamesOf } from './primary-names';
import { byUnitNumber } from '../../lib/text';

/** A resident's homes and the notices this device holds for each, newest month first. */
export interface ResidentFees {
  /** The units they live in now, by unit number (the device holds exactly those). */
  homes: Apartment[];
  /** Issued notices by unit id (a resident's device never holds a draft). */
  noticesOf: ReadonlyMap<string, Invoice[]>;
}

/** A resident's homes by unit number and each one's issued notices, newest month first. */
export function residentFeesOf(
  apartments: Iterable<Apartment>,
  invoices: Iterable<Invoice>,
): ResidentFees {
  const homes = [...apartments].filter((a) => !a.deletedAt).sort(byUnitNumber);
  const noticesOf = new Map<string, Invoice[]>();
  for (const invoice of invoices) {
    if (invoice.deletedAt || invoice.status !== 'issued') continue;
    const list = noticesOf.get(invoice.apartmentId) ?? [];
    list.push(invoice);
    noticesOf.set(invoice.apartmentId, list);
  }
  for (const list of noticesOf.values()) list.sort((a, b) => b.month.localeCompare(a.month));
  return { homes, noticesOf };
}

/** The resident's homes and their issued notices, live from the mirror; undefined until read. */
export function useResidentFees(db = appDb): ResidentFees | undefined {
  return useTables(
    db,
    ['apartments', 'invoices'],
    (apartments, invoices) => residentFeesOf(apartments.values(), invoices.values()),
    [],
  );
}

/** A notice as the office's list shows it: with its unit's number. */
export interface PeriodNotice {
  invoice: Invoice;
  unitNumber: string;
  /** What an issued notice has been paid so far (rule S34); null for a draft. */
  paid: number | null;
}

/** The office's months of one complex, newest first, and each one's notices. */
export interface ComplexBilling {
  periods: BillingPeriod[];
  noticesOf: (periodId: string) => PeriodNotice[];
  /** Live units of the complex. */
  units: number;
}

/**
 * A complex's billing periods and notices, live from the mirror; undefined until read. Notices
 * with a line not computed come first (they stop the issue), then by unit number.
 */
export function useComplexBilling(
  complexId: string | null,
  db = appDb,
): ComplexBilling | undefined {
  return useTables(
    db,
    ['billingPeriods', 'invoices', 'apartments', 'payments'],
    (periods, invoices, apartments, payments) => {
      const totals = paymentTotalsByUnit([...payments.values()]);
      const unitNumbers = new Map<string, string>();
      for (const unit of apartments.values()) {
        if (!unit.deletedAt && unit.complexId === complexId)
          unitNumbers.set(unit.id, unit.unitNumber);
      }
      const byPeriod = new Map<string, PeriodNotice[]>();
      for (const invoice of invoices.values()) {
        if (invoice.deletedAt || invoice.complexId !== complexId) continue;
        const list = byPeriod.get(invoice.periodId) ?? [];
        const paid =
          invoice.status === 'issued'
            ? noticePayment(invoice, totals.get(invoice.apartmentId) ?? 0).paid
            : null;
        list.push({ invoice, unitNumber: unitNumbers.get(invoice.apartmentId) ?? '', paid });
        byPeriod.set(invoice.periodId, list);
      }
      for (const list of byPeriod.values()) {
        list.sort(
          (a, b) =>
            Number(b.invoice.flaggedLines > 0) - Number(a.invoice.flaggedLines > 0) ||
            byUnitNumber(a, b),
        );
      }
      return {
        periods: [...periods.values()]
          .filter((p) => !p.deletedAt && p.complexId === complexId)
          .sort((a, b) => b.month.localeCompare(a.month)),
        noticesOf: (periodId: string) => byPeriod.get(periodId) ?? [],
        units: unitNumbers.size,
      };
    },
    [complexId],
  );
}

/** A complex's live fees, in the order its notices list them. */
const feesOfComplex = (fees: TableRows<'feeTypes'>, complexId: string | null | undefined) =>
  [...fees.values()].filter((f) => !f.deletedAt && f.complexId === complexId).sort(byFeeOrder);

/** A complex's live fees in the order notices list them; undefined until read. */
export function useFeeTypes(complexId: string | null, db = appDb): FeeType[] | undefined {
  return useTables(db, ['feeTypes'], (fees) => feesOfComplex(fees, complexId), [complexId]);
}

/** What a unit owes now: its latest issued notice less the payments since (rule S34). */
const balanceOf = (latest: Invoice | undefined, paid: number) => balanceAfter(latest, paid).owed;

/** A unit charge as the unit page lists it. */
export interface UnitChargeItem {
  charge: UnitCharge;
  /** On an issued notice, or in a closed month: it can no longer be taken back (rule S31). */
  frozen: boolean;
  /** The number of the notice it corrects, if any. */
  corrects: string | null;
}

/** A unit's fees and notices as the office sees them on its page. */
export interface UnitFees {
  unit: Apartment | undefined;
  /** The complex's live fees, in notice order. */
  fees: FeeType[];
  /** The unit's notices, newest month first. */
  notices: Invoice[];
  /** What the latest issued notice still asks, less what was paid since (rule S34). */
  balance: number;
  /** Its one-offs, adjustments and credit notes, newest month first. */
  charges: UnitChargeItem[];
  /** The complex's months by month ('YYYY-MM'), to regenerate a drafted one after a change. */
  periodOf: ReadonlyMap<string, BillingPeriod>;
}

/** A unit's fees, notices and charges, live from the mirror; undefined until read. */
export function useUnitFees(apartmentId: string, db = appDb): UnitFees | undefined {
  return useTables(
    db,
    ['apartments', 'feeTypes', 'invoices', 'unitCharges', 'billingPeriods', 'payments'],
    (apartments, fees, invoices, unitCharges, periods, payments) => {
      const unit = apartments.get(apartmentId);
      const notices = [...invoices.values()]
        .filter((i) => !i.deletedAt && i.apartmentId === apartmentId)
        .sort((a, b) => b.month.localeCompare(a.month));
      const periodOf = new Map(
        [...periods.values()]
          .filter((p) => !p.deletedAt && p.complexId === unit?.complexId)
          .map((p) => [p.month, p]),
      );
      const issuedIn = new Set(notices.filter((i) => i.status === 'issued').map((i) => i.month));
      const charges = [...unitCharges.values()]
        .filter((c) => !c.deletedAt && c.apartmentId === apartmentId)
        .sort((a, b) => b.month.localeCompare(a.month) || byFeeOrder(a, b))
        .map((charge) => ({
          charge,
          frozen: issuedIn.has(charge.month) || periodOf.get(charge.month)?.status === 'closed',
          corrects: charge.correctsInvoiceId
            ? (invoices.get(charge.correctsInvoiceId)?.number ?? null)
            : null,
        }));
      return {
        unit,
        fees: feesOfComplex(fees, unit?.complexId),
        notices,
        balance: balanceOf(
          notices.find((i) => i.status === 'issued'),
          paymentsTotal([...payments.values()], apartmentId),
        ),
        charges,
        periodOf,
      };
    },
    [apartmentId],
  );
}

/** A complex's live accounts residents pay into, the default first, then by bank; undefined until read. */
export function useBankAccounts(complexId: string | null, db = appDb): BankAccount[] | undefined {
  return useTables(
    db,
    ['bankAccounts'],
    (accounts) =>
      [...accounts.values()]
        .filter((a) => !a.deletedAt && a.complexId === complexId)
        .sort(
          (a, b) =>
            Number(b.isDefault) - Number(a.isDefault) ||
            a.bankBin.localeCompare(b.bankBin) ||
            a.accountNumber.localeCompare(b.accountNumber),
        ),
    [complexId],
  );
}

/**
 * The account a complex's notices ask to be paid into (its default, rule S33), held by staff of
 * the complex and by its residents alike; null when it has none, undefined until read.
 */
export function useDefaultBankAccount(
  complexId: string,
  db = appDb,
): BankAccount | null | undefined {
  return useTables(
    db,
    ['bankAccounts'],
    (accounts) =>
      [...accounts.values()].find(
        (a) => !a.deletedAt && a.isDefault && a.complexId === complexId,
      ) ?? null,
    [complexId],
  );
}

/** A complex's live blocks by name (to print a block's notices); undefined until read. */
export function useComplexBlocks(complexId: string | null, db = appDb): Block[] | undefined {
  return useTables(db, ['blocks'], (blocks) => blocksOf(blocks.values(), complexId), [complexId]);
}

/** What the print page prints: the period, and its issued notices by block then unit. */
export interface NoticesToPrint {
  period: BillingPeriod | undefined;
  /** The complex the period bills, whose board the notices come from. */
  complex: Pick<Complex, 'name' | 'address'> | undefined;
  /** The block printed alone, if one was asked for (undefined: all, or no such block). */
  block: Block | undefined;
  notices: PrintedNotice[];
}

/**
 * A period's issued notices to print, those of block `blockId` alone when given, ordered by block
 * then unit; undefined until read.
 */
export function useNoticesToPrint(
  periodId: string,
  blockId: string | null,
  db = appDb,
): NoticesToPrint | undefined {
  return useTables(
    db,
    ['billingPeriods', 'invoices', 'apartments', 'blocks', 'complexes', 'assignments', 'residents'],
    (periods, invoices, apartments, blocks, complexes, assignments, residents) => {
      const period = periods.get(periodId);
      const block = blockId ? blocks.get(blockId) : undefined;
      const primaryNames = primaryNamesOf(assignments.values(), residents, (id) =>
        apartments.has(id),
      );
      return {
        period: period && !period.deletedAt ? period : undefined,
        complex: period && complexes.get(period.complexId),
        block,
        // A block asked for and not held prints nothing rather than every block.
        notices:
          blockId && !block
            ? []
            : noticesToPrint(
                invoices.values(),
                apartments,
                periodId,
                block?.name ?? null,
                primaryNames,
              ),
      };
    },
    [periodId, blockId],
  );
}

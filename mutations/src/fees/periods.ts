import {
  type BillingPeriod,
  type Invoice,
  type MeterKind,
  type MutationArgs,
  type UnitCharge,
  type Vehicle,
  invoiceNumberOf,
  messages,
  shiftPeriod,
} from '@chungcu/contracts';
import { complexForNew } from '../complexes';
import { defineMutator } from '../define';
import { complexPeriodKeyOf } from '../keys';
import { rowInReach } from '../reach';
import { stableIdOf } from '../stable-id';
import { type MutationTx, conflict, invalid, notFound } from '../tx';
import { balanceAfter, paymentTotalsByUnit } from '../payments/ledger';
import { type PeriodReading, type UnitFacts, amountDue, byFeeOrder, linesForUnit } from './invoice';

const m = messages.fee;

/** The days a month's notice charges: its first day, and the next month's first (excluded). */
export function monthSpan(month: string): { start: string; end: string } {
  return { start: `${month}-01`, end: `${shiftPeriod(month, 1)}-01` };
}

/** A unit's notice of a period has one id on every device and the server: run twice, one row. */
export const invoiceIdOf = (periodId: string, apartmentId: string) =>
  stableIdOf(`invoice:${periodId}:${apartmentId}`);

/** A live period the actor reaches, else it does not exist for them (404). */
export async function reachablePeriod(tx: MutationTx, id: string): Promise<BillingPeriod> {
  const period = await tx.get('billingPeriod', id);
  if (!period || period.deletedAt || !rowInReach(tx.actor, 'billingPeriod', period)) {
    throw notFound(m.periodNotFound);
  }
  return period;
}

/** Opens a complex's month of fees: one per complex and month, paid by a day after it begins. */
export const openBillingPeriod = defineMutator(
  'openBillingPeriod',
  'managers',
  async (tx, args) => {
    const complexId = await complexForNew(tx, args.complexId);
    if (args.dueDate <= monthSpan(args.month).start) throw invalid(m.dueDateInvalid);
    const periods = await tx.list('billingPeriod', 'complexId', complexId);
    if (periods.some((p) => p.month === args.month)) throw conflict(m.periodTaken);
    return tx.insert('billingPeriod', {
      id: args.id,
      complexId,
      month: args.month,
      status: 'open',
      dueDate: args.dueDate,
      lastInvoiceNumber: 0,
      issuedAt: null,
    });
  },
);

/** Count by key. */
function countBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

/** What every unit's notice of a period is computed from, read once for the whole complex. */
async function complexFacts(tx: MutationTx, period: BillingPeriod) {
  const { complexId, month } = period;
  const units = await tx.list('apartment', 'complexId', complexId);
  const fees = (await tx.list('feeType', 'complexId', complexId)).sort(byFeeOrder);
  const vehicles = new Map<string, Vehicle[]>();
  for (const vehicle of await tx.list('vehicle', 'complexId', complexId)) {
    if (vehicle.status !== 'active') continue;
    vehicles.set(vehicle.apartmentId, [...(vehicles.get(vehicle.apartmentId) ?? []), vehicle]);
  }
  const members = await tx.list('householdMember', 'complexId', complexId);
  const meters = await tx.list('meter', 'complexId', complexId);
  const valueOf = async (of: string) =>
    new Map(
      (await tx.list('meterReading', 'complexPeriod', complexPeriodKeyOf(complexId, of))).map(
        (r) => [r.meterId, r],
      ),
    );
  const [current, previous] = [await valueOf(month), await valueOf(shiftPeriod(month, -1))];
  const monthKey = complexPeriodKeyOf(complexId, month);
  const readingsOf = new Map<string, Partial<Record<MeterKind, PeriodReading>>>();
  for (const meter of meters) {
    const readings = readingsOf.get(meter.apartmentId) ?? {};
    const [earlier, latest] = [previous.get(meter.id), current.get(meter.id)];
    readings[meter.kind] ??= {
      previous: earlier?.value ?? null,
      current: latest?.value ?? null,
      estimated: earlier?.estimated === true || latest?.estimated === true,
    };
    readingsOf.set(meter.apartmentId, readings);
  }
  // What the month before left: its issued notices' balance and carried credit.
  const before = (await tx.list('billingPeriod', 'complexId', complexId)).find(
    (p) => p.month === shiftPeriod(month, -1),
  );
  const carried = new Map<string, Invoice>();
  if (before) {
    for (const invoice of await tx.list('invoice', 'periodId', before.id)) {
      if (invoice.status === 'issued') carried.set(invoice.apartmentId, invoice);
    }
  }
  const paid = paymentTotalsByUnit(await tx.list('payment', 'complexId', complexId));
  const charges = new Map<string, UnitCharge[]>();
  for (const charge of await tx.list('unitCharge', 'complexMonth', monthKey)) {
    charges.set(charge.apartmentId, [...(charges.get(charge.apartmentId) ?? []), charge]);
  }
  return {
    chargesOf: (unitId: string) => (charges.get(unitId) ?? []).sort(byFeeOrder),
    units,
    fees,
    vehiclesOf: (unitId: string) => vehicles.get(unitId) ?? [],
    persons: countBy(members, (member) => member.apartmentId),
    readingsOf,
    carried,
    paidBy: (unitId: string) => paid.get(unitId) ?? 0,
  };
}

/** The fields of a notice that generating decides (a draft changes only when one of them does). */
const computedFields = [
  'lines',
  'charges',
  'previousBalance',
  'credits',
  'amountDue',
  'creditCarried',
  'flaggedLines',
  'dueDate',
  'paymentsCounted',
] as const;

/** JSON with every object's keys sorted: the server's jsonb keeps keys in an order of its own. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

const sameComputed = (a: Partial<Invoice>, b: Partial<Invoice>) =>
  computedFields.every((field) => canonical(a[field]) === canonical(b[field]));

/**
 * Makes every live unit's draft notice of a period from the complex's fees, the unit's area,
 * vehicles, registered members and the month's readings, and what the month before left
 * (rule S31). Idempotent: each notice's id is derived from the period and the unit, an unchanged
 * draft is left as it is, an issued notice is never touched, and a removed unit's draft goes.
 */
export const generateInvoices = defineMutator(
  'generateInvoices',
  'managers',
  async (tx, { id }) => {
    const period = await reachablePeriod(tx, id);
    if (period.status === 'closed') throw conflict(m.periodClosed);
    const facts = await complexFacts(tx, period);
    const existing = new Map(
      (await tx.list('invoice', 'periodId', period.id)).map((invoice) => [invoice.id, invoice]),
    );
    const span = monthSpan(period.month);
    const kept = new Set<string>();
    for (const unit of facts.units) {
      const invoiceId = invoiceIdOf(period.id, unit.id);
      kept.add(invoiceId);
      const found = existing.get(invoiceId);
      if (found?.status === 'issued') continue;
      const unitFacts: UnitFacts = {
        area: unit.squareFootage,
        vehicles: facts.vehiclesOf(unit.id),
        persons: facts.persons.get(unit.id) ?? 1,
        readings: facts.readingsOf.get(unit.id) ?? {},
        optedOut: new Set(
          facts.fees.filter((f) => f.optedOutUnitIds.includes(unit.id)).map((f) => f.id),
        ),
        charges: facts.chargesOf(unit.id),
      };
      const lines = linesForUnit(facts.fees, unitFacts, span);
      // What the unit owes, or has in credit, after last month's notice and its payments since.
      const paymentsCounted = facts.paidBy(unit.id);
      const before = balanceAfter(facts.carried.get(unit.id), paymentsCounted);
      const previousBalance = before.owed;
      const { charges, credits, due, creditCarried } = amountDue(
        lines,
        previousBalance,
        before.credit,
      );
      const computed = {
        lines,
        charges,
        previousBalance,
        credits,
        amountDue: due,
        creditCarried,
        flaggedLines: lines.filter((line) => line.flag).length,
        paymentsCounted,
        dueDate: period.dueDate,
      };
      if (!found) {
        await tx.insert('invoice', {
          id: invoiceId,
          complexId: period.complexId,
          periodId: period.id,
          apartmentId: unit.id,
          month: period.month,
          number: null,
          status: 'draft',
          issuedAt: null,
          ...computed,
        });
      } else if (!sameComputed(found, computed)) {
        await tx.update('invoice', invoiceId, computed);
      }
    }
    for (const invoice of existing.values()) {
      if (!kept.has(invoice.id) && invoice.status === 'draft')
        await tx.delete('invoice', invoice.id);
    }
    if (period.status === 'open')
      return tx.update('billingPeriod', period.id, { status: 'drafted' });
    if (period.status === 'issued') {
      const drafts = [...kept].some((invoiceId) => existing.get(invoiceId)?.status !== 'issued');
      if (drafts) return tx.update('billingPeriod', period.id, { status: 'drafted' });
    }
    return period;
  },
);

/** A notice just issued, with the number of its unit (what its household is told). */
export interface IssuedNotice {
  invoice: Invoice;
  unitNumber: string;
}

/** Units in natural order (A2-403 before A10-101); one collator, not one a comparison. */
const unitOrder = new Intl.Collator('vi', { numeric: true }).compare;

/**
 * Issues a period's drafts, all or those named, in the order of their units: each gets the next
 * number of the month (`TC-2026-11-00001`, …), which only the server gives. The period's row is
 * read locked first, so two servers issuing at once take turns and the second finds nothing left
 * (409): numbers never repeat or skip. A draft with a line not computed (no reading) stops it.
 * Answers the period as left and the notices this call issued.
 */
export async function issueInvoices(
  tx: MutationTx,
  args: MutationArgs<'issueInvoices'>,
): Promise<{ period: BillingPeriod; issued: IssuedNotice[] }> {
  const period = await reachablePeriod(tx, args.id);
  if (period.status === 'closed') throw conflict(m.periodClosed);
  if (period.status === 'open') throw conflict(m.periodNotDrafted);
  const complex = await tx.get('complex', period.complexId);
  if (!complex) throw notFound(messages.complex.notFound);
  const named = args.invoiceIds ? new Set(args.invoiceIds) : null;
  const invoices = await tx.list('invoice', 'periodId', period.id);
  const drafts = invoices.filter((i) => i.status === 'draft' && (!named || named.has(i.id)));
  if (drafts.length === 0) throw conflict(m.nothingToIssue);
  const flagged = drafts.filter((invoice) => invoice.flaggedLines > 0).length;
  if (flagged > 0) throw conflict(m.flaggedLines(flagged));
  const unitNumbers = new Map(
    (await tx.list('apartment', 'complexId', period.complexId)).map((u) => [u.id, u.unitNumber]),
  );
  const unitOf = (invoice: Invoice) => unitNumbers.get(invoice.apartmentId) ?? '';
  drafts.sort((a, b) => unitOrder(unitOf(a), unitOf(b)));
  let last = period.lastInvoiceNumber;
  const issued: IssuedNotice[] = [];
  for (const draft of drafts) {
    last += 1;
    const invoice = await tx.update('invoice', draft.id, {
      status: 'issued',
      number: invoiceNumberOf(complex.code, period.month, last),
      issuedAt: tx.now,
    });
    issued.push({ invoice, unitNumber: unitOf(draft) });
  }
  const left =
    invoices.length - invoices.filter((i) => i.status === 'issued').length - drafts.length;
  const updated = await tx.update('billingPeriod', period.id, {
    lastInvoiceNumber: last,
    status: left > 0 ? 'drafted' : 'issued',
    issuedAt: period.issuedAt ?? tx.now,
  });
  return { period: updated, issued };
}

import { type Apartment, type UnitCharge, messages } from '@chungcu/contracts';
import { defineMutator } from '../define';
import { rowInReach } from '../reach';
import { type MutationTx, conflict, invalid, notFound } from '../tx';
import { visibleUnit } from '../vehicles';
import { reachableFee } from './fee-types';
import { invoiceIdOf } from './periods';

const m = messages.fee;

/**
 * A unit's month still takes charges: its period (if opened) is not closed and the unit's notice
 * of it is not issued. An issued notice is frozen for good, so a correction goes on a later month
 * as an adjustment or a credit note (rule S31).
 */
async function assertMonthOpen(tx: MutationTx, unit: Apartment, month: string): Promise<void> {
  const periods = await tx.list('billingPeriod', 'complexId', unit.complexId);
  const period = periods.find((p) => p.month === month);
  if (!period) return;
  if (period.status === 'closed') throw conflict(m.periodClosed);
  const invoice = await tx.get('invoice', invoiceIdOf(period.id, unit.id));
  if (invoice?.status === 'issued') throw conflict(m.chargeMonthIssued);
}

/** A live unit charge the actor reaches, else it does not exist for them (404). */
async function reachableCharge(tx: MutationTx, id: string): Promise<UnitCharge> {
  const charge = await tx.get('unitCharge', id);
  if (!charge || charge.deletedAt || !rowInReach(tx.actor, 'unitCharge', charge)) {
    throw notFound(m.chargeNotFound);
  }
  return charge;
}

/**
 * Puts a one-off, an adjustment or a credit note on a unit's month (its managers), under
 * one of the complex's fees; it reaches the unit's notice when the month's drafts are made.
 */
export const addUnitCharge = defineMutator('addUnitCharge', 'managers', async (tx, args) => {
  const fee = await reachableFee(tx, args.feeTypeId);
  const unit = await visibleUnit(tx, args.apartmentId);
  if (unit.complexId !== fee.complexId) throw notFound(messages.apartment.notFound);
  await assertMonthOpen(tx, unit, args.month);
  if (args.correctsInvoiceId !== null) {
    const corrected = await tx.get('invoice', args.correctsInvoiceId);
    const valid =
      corrected?.apartmentId === unit.id &&
      corrected.status === 'issued' &&
      corrected.month < args.month;
    if (!valid) throw invalid(m.correctedInvoiceInvalid);
  }
  return tx.insert('unitCharge', {
    id: args.id,
    complexId: unit.complexId,
    apartmentId: unit.id,
    feeTypeId: fee.id,
    month: args.month,
    kind: args.kind,
    name: args.name,
    amount: args.amount,
    correctsInvoiceId: args.correctsInvoiceId,
  });
});

/** Takes a charge back while its month's notice of the unit is not issued (then it is frozen). */
export const removeUnitCharge = defineMutator(
  'removeUnitCharge',
  'managers',
  async (tx, { id }) => {
    const charge = await reachableCharge(tx, id);
    await assertMonthOpen(tx, await visibleUnit(tx, charge.apartmentId), charge.month);
    await tx.delete('unitCharge', id);
  },
);

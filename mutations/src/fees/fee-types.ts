import { type FeeType, messages } from '@chungcu/contracts';
import { complexForNew } from '../complexes';
import { defineMutator } from '../define';
import { rowInReach } from '../reach';
import { type MutationTx, conflict, invalid, notFound } from '../tx';
import { visibleUnit } from '../vehicles';

const m = messages.fee;

type FeeFields = Pick<
  FeeType,
  'basis' | 'unitPrice' | 'vehiclePrices' | 'meterKind' | 'tariffs' | 'surcharges'
>;

/**
 * Why a fee as it would be stored cannot charge anything, or null: each basis needs its own
 * fields (a price, vehicle prices, a meter and tariffs), and only a metered fee has tariffs.
 * Asked of the whole row after a change, since a change of one field is checked against the rest.
 */
export function feeTypeProblem(fee: FeeFields): string | null {
  switch (fee.basis) {
    case 'perArea':
    case 'perUnit':
      if (fee.unitPrice === null) return m.unitPriceRequired;
      break;
    case 'perVehicle':
      if (Object.keys(fee.vehiclePrices).length === 0) return m.vehiclePricesRequired;
      break;
    case 'metered':
      if (fee.meterKind === null) return m.meterRequired;
      if (fee.tariffs.length === 0) return m.tariffRequired;
      break;
    case 'oneOff':
      break;
  }
  if (fee.basis !== 'metered' && fee.tariffs.length > 0) return m.notMeteredNoTariff;
  return null;
}

/** A name not taken by another live fee of the complex (the server's unique index decides too). */
async function assertNameFree(tx: MutationTx, complexId: string, name: string, exceptId?: string) {
  const fees = await tx.list('feeType', 'complexId', complexId);
  const key = name.toLocaleLowerCase('vi');
  if (fees.some((f) => f.id !== exceptId && f.name.toLocaleLowerCase('vi') === key)) {
    throw conflict(m.nameTaken);
  }
}

/** A live fee the actor reaches, else it does not exist for them (404). */
export async function reachableFee(tx: MutationTx, id: string): Promise<FeeType> {
  const fee = await tx.get('feeType', id);
  if (!fee || fee.deletedAt || !rowInReach(tx.actor, 'feeType', fee)) throw notFound(m.notFound);
  return fee;
}

/** A complex's new fee (its managers). */
export const createFeeType = defineMutator('createFeeType', 'managers', async (tx, args) => {
  const complexId = await complexForNew(tx, args.complexId);
  const { id, complexId: _named, ...fields } = args;
  const problem = feeTypeProblem(fields);
  if (problem) throw invalid(problem);
  await assertNameFree(tx, complexId, fields.name);
  return tx.insert('feeType', { id, complexId, ...fields, optedOutUnitIds: [] });
});

/** A fee's name, prices, tariffs or surcharges; the whole fee is checked again after. */
export const updateFeeType = defineMutator('updateFeeType', 'managers', async (tx, args) => {
  const { id, baseVersion, ...fields } = args;
  const current = await reachableFee(tx, id);
  const problem = feeTypeProblem({
    basis: current.basis,
    unitPrice: fields.unitPrice !== undefined ? fields.unitPrice : current.unitPrice,
    vehiclePrices: fields.vehiclePrices ?? current.vehiclePrices,
    meterKind: fields.meterKind !== undefined ? fields.meterKind : current.meterKind,
    tariffs: fields.tariffs ?? current.tariffs,
    surcharges: fields.surcharges ?? current.surcharges,
  });
  if (problem) throw invalid(problem);
  if (fields.name !== undefined) await assertNameFree(tx, current.complexId, fields.name, id);
  return tx.update('feeType', id, fields, { baseVersion });
});

/** Removes a fee from later notices; issued notices keep their lines (rule S31). */
export const deleteFeeType = defineMutator('deleteFeeType', 'managers', async (tx, { id }) => {
  await reachableFee(tx, id);
  await tx.delete('feeType', id);
});

/**
 * Switches a fee off for a unit (it pays EVN directly, say), or back on. Run again on the
 * server against the fee as it is then, so two people switching two units never undo each other.
 */
export const setFeeOptOut = defineMutator('setFeeOptOut', 'managers', async (tx, args) => {
  const fee = await reachableFee(tx, args.id);
  const unit = await visibleUnit(tx, args.apartmentId);
  if (unit.complexId !== fee.complexId) throw notFound(messages.apartment.notFound);
  if (args.optedOut === fee.optedOutUnitIds.includes(unit.id)) return fee;
  const others = fee.optedOutUnitIds.filter((unitId) => unitId !== unit.id);
  const optedOutUnitIds = args.optedOut ? [...others, unit.id] : others;
  return tx.update('feeType', fee.id, { optedOutUnitIds });
});

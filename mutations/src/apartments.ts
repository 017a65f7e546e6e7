import { type Apartment, messages } from '@chungcu/contracts';
import { blockForUnit } from './blocks';
import { complexForNew } from './complexes';
import { defineMutator } from './define';
import { type MutationTx, conflict, notFound, unitKeyOf } from './tx';

const m = messages.apartment;

/**
 * A unit number is unique among live units whatever the case ("a2-403" is "A2-403"): the device
 * refuses a clash with the units it holds at once, the server's index decides the rest.
 */
async function assertUnitNumberFree(
  tx: MutationTx,
  id: string,
  complexId: string,
  unitNumber: string,
) {
  const holders = await tx.list('apartment', 'unitKey', unitKeyOf(unitNumber));
  // Unit numbers repeat between complexes ("A2-403" in two buildings); within one they do not.
  if (holders.some((other) => other.id !== id && other.complexId === complexId)) {
    throw conflict(m.unitNumberTaken);
  }
}

/**
 * A rent as the server's decimal(10, 2) column answers it ("1850" → "1850.00", "0500.5" →
 * "500.50"), so the device shows what the server will hold. The schema has checked the digits.
 */
function rentOf(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

/**
 * A unit, available unless told otherwise, in the block its `buildingBlock` names (made when its
 * complex has none of that name yet; the unit stores the block's own spelling).
 */
export const createApartment = defineMutator(
  'createApartment',
  'staff',
  async (tx, args): Promise<Apartment> => {
    const { id, imageUrl, description, complexId: named, ...fields } = args;
    const complexId = await complexForNew(tx, named);
    await assertUnitNumberFree(tx, id, complexId, fields.unitNumber);
    // complexForNew locked the complex: units made meanwhile cannot make the same block twice.
    const buildingBlock = await blockForUnit(tx, complexId, fields.buildingBlock);
    return tx.insert('apartment', {
      id,
      complexId,
      ...fields,
      buildingBlock,
      monthlyRent: rentOf(fields.monthlyRent),
      description: description ?? null,
      imageUrl: imageUrl ?? null,
      notes: null,
    });
  },
);

/**
 * Applies the changed fields (last writer wins, clashes reported in `overwritten`, rule S8).
 * Staff may set any status by hand, 'available' with residents living there included: the
 * status follows occupancy again at the next move in or out (see `settleOccupancy`).
 */
export const updateApartment = defineMutator('updateApartment', 'staff', async (tx, args) => {
  const { id, baseVersion, ...fields } = args;
  const current = await tx.get('apartment', id);
  if (!current) throw notFound(m.notFound);
  if (fields.unitNumber !== undefined) {
    await assertUnitNumberFree(tx, id, current.complexId, fields.unitNumber);
  }
  const monthlyRent = fields.monthlyRent === undefined ? undefined : rentOf(fields.monthlyRent);
  const buildingBlock =
    fields.buildingBlock === undefined
      ? undefined
      : await blockForUnit(tx, current.complexId, fields.buildingBlock);
  return tx.update('apartment', id, { ...fields, monthlyRent, buildingBlock }, { baseVersion });
});

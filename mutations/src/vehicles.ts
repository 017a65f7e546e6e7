import {
  type Apartment,
  type Vehicle,
  type VehicleKind,
  messages,
  plateOf,
} from '@chungcu/contracts';
import { defineMutator } from './define';
import { type MutationTx, conflict, invalid, notFound } from './tx';

const m = messages.vehicle;

/**
 * The unit a vehicle or a household request belongs to: live, and one the actor may see (a
 * resident: a unit they live in now), else it does not exist for them.
 */
export async function visibleUnit(tx: MutationTx, apartmentId: string): Promise<Apartment> {
  const apartment = await tx.get('apartment', apartmentId);
  if (!apartment || apartment.deletedAt || !(await tx.canSee('apartment', apartmentId))) {
    throw notFound(messages.apartment.notFound);
  }
  return apartment;
}

/**
 * The plate a vehicle of `kind` is stored with (normalised, or null for none), refused when it
 * is not a Vietnamese plate of that kind or another live vehicle of the complex has it. The
 * device checks the vehicles it holds; the server's unique index decides for the rest.
 */
export async function checkedPlate(
  tx: MutationTx,
  raw: string | null | undefined,
  kind: VehicleKind,
  complexId: string,
  exceptId?: string,
): Promise<string | null> {
  const read = plateOf(raw, kind);
  if ('problem' in read) throw invalid(read.problem);
  if (read.plate) {
    const holders = await tx.list('vehicle', 'plateNumber', read.plate);
    if (holders.some((v) => v.id !== exceptId && v.complexId === complexId)) {
      throw conflict(m.plateTaken);
    }
  }
  return read.plate;
}

/** A vehicle's owner: a current member of its unit, or none. */
export async function checkedOwner(
  tx: MutationTx,
  ownerMemberId: string | null | undefined,
  apartmentId: string,
): Promise<string | null> {
  if (!ownerMemberId) return null;
  const member = await tx.get('householdMember', ownerMemberId);
  if (!member || member.deletedAt || member.apartmentId !== apartmentId) {
    throw invalid(messages.household.memberNotFound);
  }
  return ownerMemberId;
}

/** Registers a household's vehicle (staff): plate normalised and unique in the complex. */
export const createVehicle = defineMutator(
  'createVehicle',
  'staff',
  async (tx, args): Promise<Vehicle> => {
    const apartment = await visibleUnit(tx, args.apartmentId);
    const plateNumber = await checkedPlate(
      tx,
      args.plateNumber,
      args.kind,
      apartment.complexId,
      args.id,
    );
    return tx.insert('vehicle', {
      id: args.id,
      complexId: apartment.complexId,
      apartmentId: apartment.id,
      kind: args.kind,
      plateNumber,
      brand: args.brand,
      ownerMemberId: await checkedOwner(tx, args.ownerMemberId, apartment.id),
      status: args.status,
    });
  },
);

/**
 * Changes a vehicle's kind, plate, make, owner or status (last writer wins, clashes reported,
 * rule S8). A new kind reads the plate again as that kind's.
 */
export const updateVehicle = defineMutator('updateVehicle', 'staff', async (tx, args) => {
  const { id, baseVersion, plateNumber, kind, ownerMemberId, ...fields } = args;
  const current = await tx.get('vehicle', id);
  if (!current) throw notFound(m.notFound);
  const nextKind = kind ?? current.kind;
  const plate =
    plateNumber !== undefined || kind !== undefined
      ? await checkedPlate(
          tx,
          plateNumber !== undefined ? plateNumber : current.plateNumber,
          nextKind,
          current.complexId,
          id,
        )
      : undefined;
  const owner =
    ownerMemberId !== undefined
      ? await checkedOwner(tx, ownerMemberId, current.apartmentId)
      : undefined;
  // A tombstoned vehicle is refused here with the usual 409 (rule S7).
  return tx.update(
    'vehicle',
    id,
    { ...fields, kind, plateNumber: plate, ownerMemberId: owner },
    { baseVersion },
  );
});

/** Removes a vehicle the household no longer has (a tombstone, rule S10). */
export const deleteVehicle = defineMutator('deleteVehicle', 'staff', async (tx, { id }) => {
  const current = await tx.get('vehicle', id);
  if (!current || current.deletedAt) throw notFound(m.notFound);
  await tx.delete('vehicle', id);
});

import {
  type HouseholdRelation,
  type HouseholdRequest,
  type MutationArgsInput,
  type Vehicle,
  type VehicleKind,
  uuidv7,
} from '@chungcu/contracts';
import { type ChungCuDb, appDb, mutate } from '../../data';
import { enumStrings } from '../../lib/i18n';
import { householdStrings } from './strings';

/** The outbox's labels in the language of the moment. */
const labels = () => householdStrings.get().outboxLabel;
/** A vehicle's name in a label: its plate, else its kind. */
const vehicleName = (plate: string | null | undefined, kind: VehicleKind) =>
  plate ?? enumStrings.get().vehicleKinds[kind];
type Options = { db?: ChungCuDb };

export interface MemberAsk {
  apartmentId: string;
  firstName: string;
  lastName: string;
  relation: HouseholdRelation;
  dateOfBirth?: string | null;
  phone?: string | null;
  note?: string | null;
}

/** A resident asks staff to add a member to their unit (offline too). */
export function askForMember(ask: MemberAsk, { db = appDb }: Options = {}) {
  return mutate(
    'createHouseholdRequest',
    { id: uuidv7(), kind: 'member', ...ask },
    { db, label: labels().askMember(`${ask.lastName} ${ask.firstName}`.trim()) },
  );
}

export interface VehicleAsk {
  apartmentId: string;
  plateNumber: string | null;
  vehicleKind: VehicleKind;
  brand?: string | null;
  note?: string | null;
}

/** A resident asks staff to register a vehicle of their unit (offline too). */
export function askForVehicle(ask: VehicleAsk, { db = appDb }: Options = {}) {
  return mutate(
    'createHouseholdRequest',
    { id: uuidv7(), kind: 'vehicle', ...ask },
    { db, label: labels().askVehicle(vehicleName(ask.plateNumber, ask.vehicleKind)) },
  );
}

/**
 * Staff approve a request: a vehicle's becomes the unit's vehicle, a member's a resident record
 * (completed with `resident`) living in the unit; the new rows' ids are made here (rule S13).
 */
export function approveRequest(
  request: HouseholdRequest,
  resident?: MutationArgsInput<'approveHouseholdRequest'>['resident'],
  { db = appDb }: Options = {},
) {
  const ids =
    request.kind === 'vehicle'
      ? { vehicleId: uuidv7() }
      : { residentId: uuidv7(), assignmentId: uuidv7(), resident };
  return mutate(
    'approveHouseholdRequest',
    { id: request.id, ...ids },
    { db, label: labels().approve },
  );
}

/** Staff refuse a request with the reason its resident reads. */
export function refuseRequest(id: string, reason: string, { db = appDb }: Options = {}) {
  return mutate('refuseHouseholdRequest', { id, reason }, { db, label: labels().refuse });
}

/** Staff register a vehicle of a unit. */
export function addVehicle(
  args: Omit<MutationArgsInput<'createVehicle'>, 'id'>,
  { db = appDb }: Options = {},
) {
  return mutate(
    'createVehicle',
    { id: uuidv7(), ...args },
    { db, label: labels().addVehicle(vehicleName(args.plateNumber, args.kind)) },
  );
}

/** Staff change a vehicle's status (parking or not). */
export function setVehicleStatus(
  vehicle: Vehicle,
  status: Vehicle['status'],
  { db = appDb }: Options = {},
) {
  return mutate(
    'updateVehicle',
    { id: vehicle.id, status, baseVersion: vehicle.version },
    { db, label: labels().updateVehicle(vehicleName(vehicle.plateNumber, vehicle.kind)) },
  );
}

/** Staff remove a vehicle the household no longer has. */
export function deleteVehicle(vehicle: Vehicle, { db = appDb }: Options = {}) {
  return mutate(
    'deleteVehicle',
    { id: vehicle.id },
    { db, label: labels().deleteVehicle(vehicleName(vehicle.plateNumber, vehicle.kind)) },
  );
}

import type {
  Apartment,
  HouseholdMember,
  HouseholdRequest,
  User,
  Vehicle,
} from '@chungcu/contracts';
import { appDb, inScope, useTables, useWorkingComplex } from '../../data';

/** A unit's household as this device holds it. */
export interface Household {
  members: HouseholdMember[];
  vehicles: Vehicle[];
  /** Newest first. */
  requests: HouseholdRequest[];
}

const live = <T extends { deletedAt: string | null; apartmentId: string }>(
  rows: ReadonlyMap<string, T>,
  apartmentId: string,
) => [...rows.values()].filter((r) => !r.deletedAt && r.apartmentId === apartmentId);

/** The head first, then by move-in. */
const byHousehold = (a: HouseholdMember, b: HouseholdMember) =>
  Number(b.isPrimary) - Number(a.isPrimary) || a.moveInDate.localeCompare(b.moveInDate);

/** Cars first, then motorbikes, bicycles and electric ones, each by plate. */
const KIND_ORDER = ['car', 'motorbike', 'electric', 'bicycle'];
const byVehicle = (a: Vehicle, b: Vehicle) =>
  KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
  (a.plateNumber ?? '').localeCompare(b.plateNumber ?? '');

/** A unit's members, vehicles and requests, live from the mirror; undefined until read. */
export function useHousehold(apartmentId: string | null, db = appDb): Household | undefined {
  return useTables(
    db,
    ['householdMembers', 'vehicles', 'householdRequests'],
    (members, vehicles, requests) => ({
      members: apartmentId ? live(members, apartmentId).sort(byHousehold) : [],
      vehicles: apartmentId ? live(vehicles, apartmentId).sort(byVehicle) : [],
      requests: apartmentId
        ? live(requests, apartmentId).sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        : [],
    }),
    [apartmentId],
  );
}

/**
 * The units a resident user lives in: their device holds exactly those (the access module's
 * rule), by unit number.
 */
export function useHomes(db = appDb): Apartment[] | undefined {
  return useTables(
    db,
    ['apartments'],
    (apartments) =>
      [...apartments.values()]
        .filter((a) => !a.deletedAt)
        .sort((a, b) => a.unitNumber.localeCompare(b.unitNumber)),
    [],
  );
}

/** Staff names by account id, for "asked by" and "decided by". */
export function useUserNames(db = appDb): ReadonlyMap<string, User> | undefined {
  return useTables(db, ['users'], (users) => users, []);
}

/** A request waiting for staff, with the unit it is for. */
export interface PendingRequest {
  request: HouseholdRequest;
  unitNumber: string;
}

/** The requests waiting for staff in the complex worked in (every complex on "Tất cả"), oldest first. */
export function usePendingRequests(db = appDb): PendingRequest[] | undefined {
  const { scope } = useWorkingComplex(db);
  return useTables(
    db,
    ['householdRequests', 'apartments'],
    (requests, apartments) =>
      [...requests.values()]
        .filter((r) => !r.deletedAt && r.status === 'pending' && inScope(r, scope))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map((request) => ({
          request,
          unitNumber: apartments.get(request.apartmentId)?.unitNumber ?? '',
        })),
    [scope],
  );
}

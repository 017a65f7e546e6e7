import { type HouseholdRequest, isStaffRole, messages } from '@chungcu/contracts';
import { createAssignment } from './assignments';
import { defineMutator } from './define';
import { createResident } from './residents';
import { type MutationTx, conflict, forbidden, invalid, notFound, toInstant } from './tx';
import { checkedOwner, checkedPlate, createVehicle, visibleUnit } from './vehicles';

const m = messages.household;

/** The fields of a request nobody has decided on yet. */
const UNDECIDED = {
  status: 'pending',
  refuseReason: null,
  decidedBy: null,
  decidedAt: null,
  residentId: null,
  assignmentId: null,
  vehicleId: null,
} as const;

const NO_MEMBER = {
  firstName: null,
  lastName: null,
  relation: null,
  dateOfBirth: null,
  phone: null,
} as const;
const NO_VEHICLE = { plateNumber: null, vehicleKind: null, brand: null, ownerMemberId: null };

/**
 * A resident asks staff to add a member or a vehicle to a unit they live in now (a unit they do
 * not does not exist for them). A vehicle's plate is checked and normalised as the vehicle's
 * will be, and refused when the complex has it already or a request for it is waiting. Staff
 * add members and vehicles themselves instead.
 */
export const createHouseholdRequest = defineMutator(
  'createHouseholdRequest',
  'signedIn',
  async (tx, args): Promise<HouseholdRequest> => {
    if (isStaffRole(tx.actor.role)) throw forbidden(m.residentOnly);
    const apartment = await visibleUnit(tx, args.apartmentId);
    const common = {
      id: args.id,
      complexId: apartment.complexId,
      apartmentId: apartment.id,
      kind: args.kind,
      requestedBy: tx.actor.userId,
      note: args.note,
      ...UNDECIDED,
    };
    if (args.kind === 'member') {
      return tx.insert('householdRequest', {
        ...common,
        ...NO_VEHICLE,
        firstName: args.firstName,
        lastName: args.lastName,
        relation: args.relation,
        dateOfBirth: toInstant(args.dateOfBirth) ?? null,
        phone: args.phone,
      });
    }
    const plateNumber = await checkedPlate(
      tx,
      args.plateNumber,
      args.vehicleKind,
      apartment.complexId,
    );
    if (plateNumber) {
      const asked = await tx.list('householdRequest', 'plateNumber', plateNumber);
      if (asked.some((r) => r.status === 'pending' && r.complexId === apartment.complexId)) {
        throw conflict(m.requestPending);
      }
    }
    return tx.insert('householdRequest', {
      ...common,
      ...NO_MEMBER,
      plateNumber,
      vehicleKind: args.vehicleKind,
      brand: args.brand,
      ownerMemberId: await checkedOwner(tx, args.ownerMemberId, apartment.id),
    });
  },
);

/** A request staff may still decide on: one of their complexes', and pending. */
async function pendingRequest(tx: MutationTx, id: string): Promise<HouseholdRequest> {
  const request = await tx.get('householdRequest', id);
  if (!request || request.deletedAt) throw notFound(m.requestNotFound);
  if (request.status !== 'pending') throw conflict(m.alreadyDecided);
  return request;
}

/**
 * Staff approve a request: a member's becomes a resident record of the complex (completed with
 * the ID card, email and phone staff enter) living in the unit with the asked relation; a
 * vehicle's becomes the unit's vehicle (a plate taken since is refused). What it made is named
 * on the request, all in one write, on the device as on the server.
 */
export const approveHouseholdRequest = defineMutator(
  'approveHouseholdRequest',
  'staff',
  async (tx, args): Promise<HouseholdRequest> => {
    const request = await pendingRequest(tx, args.id);
    const decided = { status: 'approved' as const, decidedBy: tx.actor.userId, decidedAt: tx.now };
    if (request.kind === 'vehicle') {
      if (!args.vehicleId) throw invalid(m.newIdsRequired);
      const owner =
        request.ownerMemberId && (await tx.get('householdMember', request.ownerMemberId));
      await createVehicle.run(tx, {
        id: args.vehicleId,
        apartmentId: request.apartmentId,
        kind: request.vehicleKind ?? 'motorbike',
        plateNumber: request.plateNumber,
        brand: request.brand,
        // An owner who moved out since leaves the vehicle without one.
        ownerMemberId: owner && !owner.deletedAt ? owner.id : null,
        status: 'active',
      });
      return tx.update('householdRequest', request.id, { ...decided, vehicleId: args.vehicleId });
    }
    const record = args.resident;
    if (!record) throw invalid(m.recordRequired);
    if (!args.residentId || !args.assignmentId) throw invalid(m.newIdsRequired);
    const phone = record.phone ?? request.phone;
    if (!phone) throw invalid(messages.resident.phoneRequired);
    const firstName = record.firstName ?? request.firstName ?? '';
    const lastName = record.lastName ?? request.lastName ?? '';
    const relation = record.relation ?? request.relation;
    const dateOfBirth =
      record.dateOfBirth !== undefined ? toInstant(record.dateOfBirth) : request.dateOfBirth;
    await createResident.run(tx, {
      id: args.residentId,
      complexId: request.complexId,
      firstName,
      lastName,
      idCardNumber: record.idCardNumber,
      email: record.email,
      phone,
      gender: record.gender,
      occupation: null,
      emergencyContact: null,
      emergencyPhone: null,
      notes: null,
      status: 'active',
      dateOfBirth,
      moveInDate: undefined,
      photoUrl: null,
      idCardFrontUrl: null,
      idCardBackUrl: null,
    });
    await createAssignment.run(tx, {
      id: args.assignmentId,
      apartmentId: request.apartmentId,
      residentId: args.residentId,
      isPrimary: false,
      notes: null,
      relation,
    });
    return tx.update('householdRequest', request.id, {
      ...decided,
      firstName,
      lastName,
      relation,
      dateOfBirth,
      residentId: args.residentId,
      assignmentId: args.assignmentId,
    });
  },
);

/** Staff refuse a request with the reason its resident reads. */
export const refuseHouseholdRequest = defineMutator(
  'refuseHouseholdRequest',
  'staff',
  async (tx, args): Promise<HouseholdRequest> => {
    const request = await pendingRequest(tx, args.id);
    return tx.update('householdRequest', request.id, {
      status: 'refused',
      refuseReason: args.reason,
      decidedBy: tx.actor.userId,
      decidedAt: tx.now,
    });
  },
);

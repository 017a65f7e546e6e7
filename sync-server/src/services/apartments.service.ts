import {
  type Apartment,
  type ApartmentWithResidents,
  type AssignmentWithResident,
  messages,
} from '@chungcu/contracts';
import { createAccessRepo } from '../db/access.repo';
import { createApartmentsRepo } from '../db/apartments.repo';
import { createAssignmentsRepo } from '../db/assignments.repo';
import type { Db } from '../db/database';
import { type Actor, isAdmin } from './actor';
import { notFound } from './errors';

/**
 * Apartments and their residents. Admins see every unit; a resident user sees only the units
 * their resident records live or lived in, and only their own assignments there (rule S11).
 * Admin-only calls are gated by the routes. Reads only: the write is the named mutation
 * `createApartment` (`@chungcu/mutations`).
 */
export function createApartmentsService(db: Db) {
  const repo = createApartmentsRepo(db);
  const assignmentsRepo = createAssignmentsRepo(db);
  const access = createAccessRepo(db);

  /** The resident records whose rows the caller may see; `null` means all of them (admin). */
  async function ownResidentIds(actor: Actor): Promise<string[] | null> {
    return isAdmin(actor) ? null : access.residentIdsOf(actor.email);
  }

  /** A unit the caller may see, or 404: a unit hidden from a resident user does not exist for them. */
  async function visibleApartment(actor: Actor, id: string) {
    const residentIds = await ownResidentIds(actor);
    const apartment = await repo.findLive(id);
    if (!apartment) throw notFound(messages.apartment.notFound);
    if (residentIds && !(await repo.idsLinkedTo(residentIds)).includes(id)) {
      throw notFound(messages.apartment.notFound);
    }
    return { apartment, residentIds };
  }

  /** A unit's assignments with their residents, limited to the caller's own when not an admin. */
  async function assignmentsOf(actor: Actor, id: string, includePast: boolean) {
    const { residentIds } = await visibleApartment(actor, id);
    return assignmentsRepo.listOfApartment(id, {
      includePast,
      ...(residentIds ? { residentIds } : {}),
    });
  }

  return {
    /** Every live unit for an admin; a resident user's own units otherwise. */
    async list(actor: Actor): Promise<Apartment[]> {
      const residentIds = await ownResidentIds(actor);
      if (!residentIds) return repo.listLive();
      return repo.listLive(await repo.idsLinkedTo(residentIds));
    },

    /** Every live unit with its current residents (primary first, then by name). */
    async listWithResidents(): Promise<ApartmentWithResidents[]> {
      const [units, residents] = await Promise.all([repo.listLive(), repo.currentResidents()]);
      const byUnit = new Map<string, ApartmentWithResidents['currentResidents']>();
      for (const { apartmentId, ...resident } of residents) {
        const list = byUnit.get(apartmentId) ?? [];
        list.push(resident);
        byUnit.set(apartmentId, list);
      }
      return units.map(({ id, unitNumber, buildingBlock, status, imageUrl }) => ({
        id,
        unitNumber,
        buildingBlock,
        status,
        imageUrl,
        currentResidents: byUnit.get(id) ?? [],
      }));
    },

    /** One unit the caller may see; 404 otherwise. */
    async get(actor: Actor, id: string): Promise<Apartment> {
      return (await visibleApartment(actor, id)).apartment;
    },

    /** A unit's current assignments with their residents. */
    currentAssignments(actor: Actor, id: string): Promise<AssignmentWithResident[]> {
      return assignmentsOf(actor, id, false);
    },

    /** All of a unit's assignments, current and moved out, newest move-in first. */
    history(actor: Actor, id: string): Promise<AssignmentWithResident[]> {
      return assignmentsOf(actor, id, true);
    },
  };
}
export type ApartmentsService = ReturnType<typeof createApartmentsService>;

import {
  type Apartment,
  type ApartmentWithResidents,
  type AssignmentWithResident,
  messages,
} from '@chungcu/contracts';
import { createApartmentsRepo } from '../db/apartments.repo';
import { createAssignmentsRepo } from '../db/assignments.repo';
import type { Db } from '../db/database';
import { canSee } from '../db/visibility';
import { type Actor, viewerOf } from './actor';
import { notFound } from './errors';

/**
 * Apartments and their residents. Admins see every unit; a resident user sees only the units
 * their resident records live in now, and only their own assignments there (rule S11, the
 * access module `db/visibility.ts`).
 * Admin-only calls are gated by the routes. Reads only: the write is the named mutation
 * `createApartment` (`@chungcu/mutations`).
 */
export function createApartmentsService(db: Db) {
  const repo = createApartmentsRepo(db);
  const assignmentsRepo = createAssignmentsRepo(db);
  /** A unit the caller may see, or 404: a unit hidden from a resident user does not exist for them. */
  async function visibleApartment(actor: Actor, id: string) {
    const apartment = await repo.findLive(id);
    if (!apartment || !(await canSee(db, viewerOf(actor), 'apartment', id))) {
      throw notFound(messages.apartment.notFound);
    }
    return apartment;
  }

  /** A unit's assignments with their residents, limited to the caller's own when not an admin. */
  async function assignmentsOf(actor: Actor, id: string, includePast: boolean) {
    await visibleApartment(actor, id);
    return assignmentsRepo.listOfApartment(id, { includePast, viewer: viewerOf(actor) });
  }

  return {
    /** Every live unit for an admin; a resident user's own units otherwise. */
    async list(actor: Actor): Promise<Apartment[]> {
      return repo.listLive(viewerOf(actor));
    },

    /**
     * The live units the caller may see (rule S11: a manager or staff member, their complexes')
     * with their current residents the caller may see, primary first, then by name.
     */
    async listWithResidents(actor: Actor): Promise<ApartmentWithResidents[]> {
      const viewer = viewerOf(actor);
      const [units, residents] = await Promise.all([
        repo.listLive(viewer),
        repo.currentResidents(viewer),
      ]);
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
      return visibleApartment(actor, id);
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

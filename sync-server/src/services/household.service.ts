import {
  type HouseholdRequest,
  type HouseholdView,
  type Vehicle,
  messages,
} from '@chungcu/contracts';
import { createApartmentsRepo } from '../db/apartments.repo';
import type { Db } from '../db/database';
import { type HouseholdRequestFilter, createHouseholdRepo } from '../db/household.repo';
import { canSee } from '../db/visibility';
import { type Actor, viewerOf } from './actor';
import { notFound } from './errors';

/**
 * Households: reads by visibility. Staff see their complexes' members, vehicles and requests; a
 * resident user the members and vehicles of the units they live in now (members as the narrow
 * `householdMember` rows, never the other occupants' records) and the requests they made. The
 * writes are the named mutations (`@chungcu/mutations` vehicles, household-requests).
 */
export function createHouseholdService(db: Db) {
  const repo = createHouseholdRepo(db);
  const apartments = createApartmentsRepo(db);

  /** A live unit the caller may see, or 404 as a unit that does not exist. */
  async function visibleUnit(actor: Actor, apartmentId: string): Promise<void> {
    const unit = await apartments.findLive(apartmentId);
    if (!unit || !(await canSee(db, viewerOf(actor), 'apartment', apartmentId))) {
      throw notFound(messages.apartment.notFound);
    }
  }

  return {
    /** GET /api/apartments/{id}/household: its members, vehicles and requests. */
    async view(actor: Actor, apartmentId: string): Promise<HouseholdView> {
      await visibleUnit(actor, apartmentId);
      const viewer = viewerOf(actor);
      return {
        members: await repo.membersOf(viewer, apartmentId),
        vehicles: await repo.vehicles(viewer, apartmentId),
        requests: await repo.requests(viewer, { apartmentId }),
      };
    },

    /** GET /api/vehicles: the vehicles the caller may see, of one unit when given. */
    async vehicles(actor: Actor, apartmentId?: string): Promise<Vehicle[]> {
      if (apartmentId) await visibleUnit(actor, apartmentId);
      return repo.vehicles(viewerOf(actor), apartmentId);
    },

    /** GET /api/household-requests: the requests the caller may see, by status and unit. */
    async requests(actor: Actor, filter: HouseholdRequestFilter): Promise<HouseholdRequest[]> {
      if (filter.apartmentId) await visibleUnit(actor, filter.apartmentId);
      return repo.requests(viewerOf(actor), filter);
    },
  };
}
export type HouseholdService = ReturnType<typeof createHouseholdService>;

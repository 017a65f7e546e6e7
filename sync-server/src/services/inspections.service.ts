import type { Inspection, InspectionTemplate } from '@chungcu/contracts';
import type { Db } from '../db/database';
import { createInspectionsRepo } from '../db/inspections.repo';
import type { ApartmentsService } from './apartments.service';
import { type Actor, viewerOf } from './actor';

/**
 * Reads of checklists and inspections. A resident user sees only the completed inspections of a
 * unit they live in now (rule S11); a unit they may not see answers 404 before anything is read.
 */
export function createInspectionsService(db: Db, apartments: ApartmentsService) {
  const repo = createInspectionsRepo(db);
  return {
    /** The checklists the caller may see: shared ones and those of complexes they reach. */
    listTemplates(actor: Actor): Promise<InspectionTemplate[]> {
      return repo.listTemplates(viewerOf(actor));
    },

    async listOfApartment(actor: Actor, apartmentId: string): Promise<Inspection[]> {
      await apartments.get(actor, apartmentId);
      return repo.listOfApartment(apartmentId, viewerOf(actor));
    },
  };
}
export type InspectionsService = ReturnType<typeof createInspectionsService>;

import type { Complex, StaffAssignments } from '@chungcu/contracts';
import type { ComplexesRepo } from '../db/complexes.repo';
import { type Actor, isAdmin, viewerOf } from './actor';
import { forbidden } from './errors';

/**
 * The company's complexes and who serves them (DESIGN "Complexes"): reads. The writes (a
 * complex made or changed, who serves which) are the server's own named mutations
 * (`office-mutators.ts`).
 */
export function createComplexesService({ complexes }: { complexes: ComplexesRepo }) {
  return {
    /** The complexes the caller may see: all, the ones they serve, or the ones they live in. */
    list: (actor: Actor): Promise<Complex[]> => complexes.listLive(viewerOf(actor)),

    /** Who serves which complex: the company administrator's screen alone. */
    async staff(actor: Actor): Promise<StaffAssignments> {
      if (!isAdmin(actor)) throw forbidden();
      return complexes.assignments();
    },
  };
}
export type ComplexesService = ReturnType<typeof createComplexesService>;

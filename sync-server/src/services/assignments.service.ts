import type { AssignmentWithApartment } from '@chungcu/contracts';
import { createAssignmentsRepo } from '../db/assignments.repo';
import type { Db } from '../db/database';
import { type Actor, viewerOf } from './actor';

/**
 * Who lives where: reads. The writes (move in, primary and notes, move out) are the named
 * mutations of `@chungcu/mutations` assignments. Callers are staff; routes check that.
 */
export function createAssignmentsService(db: Db) {
  const repo = createAssignmentsRepo(db);
  return {
    /** Every current assignment the caller may see (rule S11), with its unit. */
    listCurrent: (actor: Actor): Promise<AssignmentWithApartment[]> =>
      repo.listCurrentWithApartment(viewerOf(actor)),
  };
}
export type AssignmentsService = ReturnType<typeof createAssignmentsService>;

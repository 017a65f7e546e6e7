import type { AssignmentWithApartment } from '@chungcu/contracts';
import { createAssignmentsRepo } from '../db/assignments.repo';
import type { Db } from '../db/database';

/**
 * Who lives where: reads. The writes (move in, primary and notes, move out) are the named
 * mutations of `@chungcu/mutations` assignments. Callers are admins; routes check that.
 */
export function createAssignmentsService(db: Db) {
  const repo = createAssignmentsRepo(db);
  return {
    /** Every current assignment with its unit. */
    listCurrent: (): Promise<AssignmentWithApartment[]> => repo.listCurrentWithApartment(),
  };
}
export type AssignmentsService = ReturnType<typeof createAssignmentsService>;

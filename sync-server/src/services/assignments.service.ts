import type { Db } from '../db/database';

/** TODO(helper): fill in. */
export function createAssignmentsService(_db: Db) {
  return {};
}
export type AssignmentsService = ReturnType<typeof createAssignmentsService>;

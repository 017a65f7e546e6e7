import type { Db } from '../db/database';

/** TODO(helper): fill in. */
export function createWorkflowService(_db: Db) {
  return {};
}
export type WorkflowService = ReturnType<typeof createWorkflowService>;

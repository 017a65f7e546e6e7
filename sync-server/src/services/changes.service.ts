import type { ChangesQuery, ChangesResponse } from '@chungcu/contracts';
import type { AccessRepo } from '../db/access.repo';
import type { Db } from '../db/database';
import { readChanges } from '../sync/change-feed';
import { type Actor, isAdmin } from './actor';

/** The change feed, filtered to what the caller may see (rule S11). */
export function createChangesService(db: Db, access: AccessRepo) {
  return {
    async pull(actor: Actor, query: ChangesQuery): Promise<ChangesResponse> {
      if (isAdmin(actor)) return readChanges(db, query, null);
      const residentIds = await access.residentIdsOf(actor.email);
      return readChanges(db, query, { userId: actor.userId, residentIds });
    },
  };
}
export type ChangesService = ReturnType<typeof createChangesService>;

import type { ChangesQuery, ChangesResponse } from '@chungcu/contracts';
import type { Db } from '../db/database';
import { readChanges } from '../sync/change-feed';
import { type Actor, viewerOf } from './actor';

/**
 * The change feed, filtered to what the caller may see (rule S11), with resyncs for moves
 * (rule S19) and for cursors of another history (rule S21).
 */
export function createChangesService(db: Db) {
  return {
    /** The feed reads the user's last move in the page's own snapshot (`readChanges`). */
    pull(actor: Actor, query: ChangesQuery): Promise<ChangesResponse> {
      return readChanges(db, query, viewerOf(actor), actor.userId);
    },
  };
}
export type ChangesService = ReturnType<typeof createChangesService>;

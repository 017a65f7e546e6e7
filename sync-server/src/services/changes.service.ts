import type { ChangesQuery, ChangesResponse } from '@chungcu/contracts';
import type { Db } from '../db/database';
import { readChangesIfCaughtUp } from '../sync/change-feed';
import { currentVersion } from '../sync/pokes';
import { type Actor, viewerOf } from './actor';

/**
 * The change feed, filtered to what the caller may see (rule S11), with resyncs for moves
 * (rule S19) and for cursors of another history (rule S21), from a read replica when it has
 * caught up (rule S36): the pull's one statement runs on `replica` while the primary's clock (one
 * row) is read beside it, and the replica's page is answered only when its clock has reached both
 * that and the device's cursor, in the cursor's history; otherwise the primary answers. A replica
 * that cannot answer (down, restarting) is a replica behind.
 */
export function createChangesService(db: Db, replica: Db | null = null) {
  /** A page and which database answered it (the call's `Server-Timing` says so). */
  async function pullFrom(
    actor: Actor,
    query: ChangesQuery,
  ): Promise<{ page: ChangesResponse; source: 'primary' | 'replica' }> {
    const viewer = viewerOf(actor);
    if (replica) {
      // The primary's clock is read beside the replica's page (one indexed row, no added wait).
      const primaryClock = currentVersion(db);
      const page = await readChangesIfCaughtUp(
        replica,
        query,
        viewer,
        actor.userId,
        primaryClock,
      ).catch(() => null);
      await primaryClock.catch(() => undefined);
      if (page) return { page, source: 'replica' };
    }
    const page = await readChangesIfCaughtUp(db, query, viewer, actor.userId, null);
    return { page: page as ChangesResponse, source: 'primary' };
  }

  return {
    pullFrom,
    /** The feed reads the user's last move in the page's own snapshot (`readChanges`). */
    pull: async (actor: Actor, query: ChangesQuery) => (await pullFrom(actor, query)).page,
  };
}
export type ChangesService = ReturnType<typeof createChangesService>;

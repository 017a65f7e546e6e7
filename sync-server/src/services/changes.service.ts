import type { ChangesQuery, ChangesResponse } from '@chungcu/contracts';
import type { Db } from '../db/database';
import { readChangesIfCaughtUp } from '../sync/change-feed';
import { currentVersion } from '../sync/pokes';
import type { ReadRouting } from '../sync/read-replica';
import { type Actor, viewerOf } from './actor';

/**
 * The change feed, filtered to what the caller may see (rule S11), with resyncs for moves
 * (rule S19) and for cursors of another history (rule S21), from a read replica when it has
 * caught up (rule S36).
 */
export function createChangesService(db: Db, routing: ReadRouting | null = null) {
  /** A page and which database answered it (the call's `Server-Timing` says so). */
  async function pullFrom(
    actor: Actor,
    query: ChangesQuery,
  ): Promise<{ page: ChangesResponse; source: 'primary' | 'replica' }> {
    const viewer = viewerOf(actor);
    if (routing) {
      // The primary's clock is read beside the replica's page (one indexed row, no added wait).
      const primaryClock = currentVersion(db);
      // A replica that cannot answer (down, restarting) is a replica behind: the primary answers.
      const page = await readChangesIfCaughtUp(
        routing.replica,
        query,
        viewer,
        actor.userId,
        primaryClock,
      ).catch(() => null);
      await primaryClock.catch(() => undefined);
      if (page) {
        routing.served.replica += 1;
        return { page, source: 'replica' };
      }
      routing.served.primary += 1;
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

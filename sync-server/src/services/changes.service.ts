import type { ChangesQuery, ChangesResponse } from '@chungcu/contracts';
import type { Db } from '../db/database';
import { readChanges, resyncAnswer } from '../sync/change-feed';
import { scopeEpochOf } from '../sync/scope-epochs';
import { type Actor, viewerOf } from './actor';

/**
 * The change feed, filtered to what the caller may see (rule S11), with resyncs for moves
 * (rule S19) and for cursors of another history (rule S21).
 */
export function createChangesService(db: Db) {
  return {
    async pull(actor: Actor, query: ChangesQuery): Promise<ChangesResponse> {
      const viewer = viewerOf(actor);
      if (!viewer) return readChanges(db, query, null);
      const page = await readChanges(db, query, viewer);
      if (page.resync) return page;
      // Read after the page: a move that committed before the page's snapshot is seen here, so
      // a cursor can never pass a move unnoticed (one that commits later only costs a resync).
      if (query.since > 0 && (await scopeEpochOf(db, actor.email)) > query.since) {
        return resyncAnswer(page.epoch ?? '');
      }
      return page;
    },
  };
}
export type ChangesService = ReturnType<typeof createChangesService>;

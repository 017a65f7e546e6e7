import type { RequestHandler, Router } from 'express';
import type { Db } from '../db/database';
import { currentVersion } from './pokes';

/**
 * The list reads a read replica answers (rule S36): collections only, each a GET that writes
 * nothing. Single rows, files, the session's own calls and everything under /sync stay on the
 * primary.
 */
export const REPLICA_LISTS = new Set([
  '/apartments',
  '/apartments-with-residents',
  '/residents',
  '/assignments',
  '/inquiries-with-details',
  '/announcements',
  '/workflow-templates',
  '/workflow-categories',
  '/inspection-templates',
  '/meter-readings',
  '/meters',
  '/vehicles',
  '/household-requests',
  '/blocks',
]);

/**
 * Sends a list read to `onReplica` (the API's routes over services bound to the replica) when
 * the replica has replayed every commit the primary had when the request came (both clocks read
 * side by side: one row each), so a list never shows less than the primary would, the caller's
 * own last write included; otherwise, or when the replica cannot answer, the primary's routes
 * answer as always. The answer's `Server-Timing` says which.
 */
export function replicaReads(primary: Db, replica: Db, onReplica: Router): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || !REPLICA_LISTS.has(req.path)) return next();
    const onPrimary = () => {
      res.set('Server-Timing', 'list;desc="primary"');
      next();
    };
    Promise.all([currentVersion(replica), currentVersion(primary)]).then(
      ([replayed, committed]) => {
        if (replayed < committed) return onPrimary();
        res.set('Server-Timing', 'list;desc="replica"');
        onReplica(req, res, next);
      },
      onPrimary,
    );
  };
}

import type { Db } from '../db/database';

/**
 * Where this process reads the change feed from when DATABASE_REPLICA_URL names a streaming
 * replica (rule S36). A pull runs its one statement on the replica while the primary's clock is
 * read beside it (one indexed row); the replica's page is answered when its clock, read in the
 * page's own snapshot, has reached both the primary's clock and the cursor the device sent, and
 * it is of the cursor's history. Otherwise the primary answers. So a device never goes
 * backwards and never misses a commit it was poked about (or made itself), and a lagging replica
 * costs one statement before the primary answers. Writes, pokes and reads inside a write never
 * come here.
 */
export function createReadRouting(replica: Db) {
  /** Pulls answered by each database: the bench's and the tests' evidence. */
  const served = { replica: 0, primary: 0 };
  return { replica, served };
}
export type ReadRouting = ReturnType<typeof createReadRouting>;

import { isComplexRole } from '@chungcu/contracts';
import type { Actor } from '@chungcu/mutations';
import type { Viewer } from '../db/visibility';

/** Who is making a call, as services see it (never `req`): the mutations' actor. */
export type { Actor };

/** The company administrator: every complex, unfiltered. */
export const isAdmin = (actor: Actor) => actor.role === 'admin';

/**
 * Whose visibility a read is filtered by (rule S11): null for the company administrator, who
 * sees everything; a manager or staff member sees the complexes they serve; a resident user,
 * their own records.
 */
export const viewerOf = (actor: Actor): Viewer | null => {
  if (isAdmin(actor)) return null;
  const viewer = { userId: actor.userId, email: actor.email };
  return isComplexRole(actor.role) ? { ...viewer, complexIds: actor.complexIds ?? [] } : viewer;
};

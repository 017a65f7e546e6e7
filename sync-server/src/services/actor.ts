import type { Role } from '@chungcu/contracts';
import type { Viewer } from '../db/visibility';

/** Who is making a call, as services see it (never `req`). */
export interface Actor {
  userId: string;
  role: Role;
  email: string | null;
}

export const isAdmin = (actor: Actor) => actor.role === 'admin';

/** Whose visibility a read is filtered by: null for an admin, who sees everything (rule S11). */
export const viewerOf = (actor: Actor): Viewer | null =>
  actor.role === 'admin' ? null : { userId: actor.userId, email: actor.email };

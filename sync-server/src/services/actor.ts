import type { Role } from '@chungcu/contracts';

/** Who is making a call, as services see it (never `req`). */
export interface Actor {
  userId: string;
  role: Role;
  email: string | null;
}

export const isAdmin = (actor: Actor) => actor.role === 'admin';

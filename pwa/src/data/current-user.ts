import type { User } from '@chungcu/contracts';
import { appDb } from './app-data';
import type { ChungCuDb } from './db';
import { useTables } from './live-tables';
import { meta } from './meta';
import { dataStrings } from './strings';

/**
 * The signed-in user as this device last knew it (kept in `meta` by the session, so it is there
 * offline too). Features that need the user's id or role read it here instead of importing the
 * auth feature. `undefined` while loading, `null` when nobody is signed in.
 */
export function useCurrentUser(): User | null | undefined {
  return useTables(appDb, ['meta'], (meta) => (meta.get('currentUser')?.value as User) ?? null, []);
}

/** Where a feature's mutation writes: tests pass their own database; the app's by default. */
export interface MutationOptions {
  db?: ChungCuDb;
}

/** The user changes are queued under: the outbox never sends them as anyone else. */
export async function signedInUser(db: ChungCuDb): Promise<User> {
  const user = await meta.get<User>(db, 'currentUser');
  if (!user) throw new Error(dataStrings.get().notSignedIn);
  return user;
}

export async function signedInUserId(db: ChungCuDb): Promise<string> {
  return (await signedInUser(db)).id;
}

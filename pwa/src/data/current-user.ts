import type { User } from '@chungcu/contracts';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from './app-data';

/**
 * The signed-in user as this device last knew it (kept in `meta` by the session, so it is there
 * offline too). Features that need the user's id or role read it here instead of importing the
 * auth feature. `undefined` while loading, `null` when nobody is signed in.
 */
export function useCurrentUser(): User | null | undefined {
  return useLiveQuery(async () => ((await appDb.meta.get('currentUser'))?.value as User) ?? null);
}

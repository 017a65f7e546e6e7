import type { LoginRequest, User, UserResponse } from '@chungcu/contracts';
import { HttpError, type Http, NetworkError } from '../lib/http';
import { withLock } from '../lib/locks';
import type { ChungCuDb, MutationOutboxEntry, OutboxEntry } from './db';
import { meta } from './meta';
import { forgetPushSubscription } from './push-subscription';
import { SYNC_LOCK } from './sync-names';

export interface CurrentUser {
  user: User | null;
  /** True when the server could not be reached and the cached user was used. */
  offline: boolean;
}

/**
 * Tables wiped when another user signs in on this device. Like the outbox, uploads not sent yet
 * (and their bytes) stay for their owner's next sign-in; cached copies go.
 */
const isMutationEntry = (entry: OutboxEntry): entry is MutationOutboxEntry =>
  entry.kind === 'mutation';

function personalTables(db: ChungCuDb) {
  return db.tables.filter((t) => !['outbox', 'uploads', 'attachmentBlobs'].includes(t.name));
}

/**
 * Makes `user` the device's user, as the server names them (a sign-in, or a session the server
 * holds for someone else: an invitation accepted in this browser). Another user's data is wiped
 * first, under the sync lock so no pull in flight lays theirs back; their unsynced changes stay in
 * the outbox and are sent once they sign in again, never under this user's name.
 */
async function adopt(db: ChungCuDb, user: User): Promise<void> {
  const previous = await meta.get<User>(db, 'currentUser');
  if (previous && previous.id !== user.id) {
    await withLock(SYNC_LOCK, () =>
      db.transaction('rw', db.tables, async () => {
        await Promise.all(personalTables(db).map((t) => t.clear()));
        const unsent = new Set(await db.uploads.toCollection().primaryKeys());
        await db.attachmentBlobs.filter((b) => !unsent.has(b.attachmentId)).delete();
        // Queued mutations' effects went with the mirror: they run again after the next pull.
        await db.outbox.filter(isMutationEntry).modify((entry) => {
          if (!isMutationEntry(entry)) return;
          entry.undo = [];
          entry.touched = [];
        });
      }),
    );
  }
  await meta.set(db, 'currentUser', user);
  await meta.set(db, 'authRequired', false);
}

/**
 * Sign-in state, kept usable offline: the last signed-in user is cached in `meta`. The database
 * is opened only when needed (`openDb`): a signed-out start asks the server alone, so the login
 * route loads no Dexie, no mutations and no sync engine (`boot.ts`).
 */
export function createSession(
  database: ChungCuDb | (() => Promise<ChungCuDb>),
  http: Http,
  /** Whether the device holds a database at all: without one `lastUser` opens none. */
  hasDatabase: () => Promise<boolean> = async () => true,
) {
  const openDb = typeof database === 'function' ? database : async () => database;
  return {
    /**
     * The user last signed in on this device, from the device alone (null after a sign-out,
     * which wipes it, and on a device that never signed in: no database is made for the asking).
     */
    async lastUser(): Promise<User | null> {
      if (!(await hasDatabase())) return null;
      return (await meta.get<User>(await openDb(), 'currentUser')) ?? null;
    },

    /**
     * The signed-in user. 401 means signed out; with no network the cached
     * user is answered so the app opens offline where the user left it.
     */
    async current({ timeoutMs }: { timeoutMs?: number } = {}): Promise<CurrentUser> {
      try {
        const { body } = await http<User>('GET', '/api/auth/user', { timeoutMs });
        await adopt(await openDb(), body);
        return { user: body, offline: false };
      } catch (error) {
        if (error instanceof HttpError && error.status === 401)
          return { user: null, offline: false };
        if (error instanceof NetworkError || (error instanceof HttpError && error.status >= 500)) {
          const db = await openDb();
          return { user: (await meta.get<User>(db, 'currentUser')) ?? null, offline: true };
        }
        throw new Error('Failed to fetch user', { cause: error });
      }
    },

    /** Signs in (`adopt`: another user's data goes first). */
    async login(credentials: LoginRequest): Promise<User> {
      const { body } = await http<UserResponse>('POST', '/api/auth/login', { body: credentials });
      await adopt(await openDb(), body.user);
      void globalThis.navigator?.storage?.persist?.().catch(() => false);
      return body.user;
    },

    /** How many changes have not reached the server: sign-out warns when this is not 0. */
    unsyncedCount: async () => (await openDb()).outbox.count(),

    /**
     * Forgets everything on this device (after sign-out with nothing pending, or when forced),
     * its push subscription included.
     */
    async wipe(): Promise<void> {
      const db = await openDb();
      await db.transaction('rw', db.tables, async () => {
        await Promise.all(db.tables.map((t) => t.clear()));
      });
      await forgetPushSubscription(http);
    },
  };
}
export type Session = ReturnType<typeof createSession>;

import { SYNC_LOCK, deviceDb, meta, session } from '../../data/boot';
import { withLock } from '../../lib/locks';

/**
 * How long sign-out asks whether the server is there: on a connection that hangs, the person
 * waiting to hand over the tablet gets a local sign-out instead (the server session is ended
 * the next time the app finds the server).
 */
const SIGN_OUT_PROBE_MS = 5_000;

/** Set when a sign-out happened offline: the server session is still open and must be ended. */
const LOGOUT_PENDING = 'logoutPending';
const LOGOUT_URL = '/api/logout';

type CurrentUser = Awaited<ReturnType<typeof session.current>>;

/**
 * Forgets everything on this device, then ends the server session by browser navigation (spec
 * section 7). When the server cannot be reached the sign-out is local and the server session is
 * ended the next time the app finds the server (see `endServerSessionIfPending`).
 */
export async function signOut(): Promise<'navigating' | 'local'> {
  const probe = await session
    .current({ timeoutMs: SIGN_OUT_PROBE_MS })
    .catch(() => ({ user: null, offline: false }));
  // Under the sync lock: a pull in flight cannot refill the mirror with this user's data.
  await withLock(SYNC_LOCK, () => session.wipe());
  if (probe.offline) {
    await meta.set(await deviceDb(), LOGOUT_PENDING, true);
    return 'local';
  }
  window.location.assign(LOGOUT_URL);
  return 'navigating';
}

/**
 * After an offline sign-out the server still knows the old session: when it answers with that
 * user again, wipe what `current()` just cached and end the session. Answers true when navigating.
 */
export async function endServerSessionIfPending(result: CurrentUser): Promise<boolean> {
  if (!result.user || result.offline) return false;
  const db = await deviceDb();
  if ((await meta.get<boolean>(db, LOGOUT_PENDING)) !== true) return false;
  await session.wipe();
  await meta.set(db, LOGOUT_PENDING, true);
  window.location.assign(LOGOUT_URL);
  return true;
}

/** A fresh sign-in replaces any session a past offline sign-out left open. */
export async function clearPendingSignOut(): Promise<void> {
  return meta.set(await deviceDb(), LOGOUT_PENDING, false);
}

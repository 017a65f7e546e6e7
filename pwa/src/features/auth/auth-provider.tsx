import { type LoginRequest, type User, isStaffRole } from '@chungcu/contracts';
import {
  type ReactNode,
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useAppNavigate } from '../../ui/app-link';
import { session } from '../../data/boot';
import { AuthContext, type AuthStatus, type AuthValue } from './auth-context';
import { clearPendingSignOut, endServerSessionIfPending, signOut } from './sign-out';
import { followAccount } from '../../lib/i18n';

const SignOutDialog = lazy(() =>
  import('./sign-out-dialog').then((m) => ({ default: m.SignOutDialog })),
);

interface State {
  status: AuthStatus;
  user: User | null;
  offline: boolean;
}

function sameUser(a: User | null, b: User | null): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * Holds the session for the whole app: checks it at start, again on window focus (stale time 0),
 * and after sign-in. The user cached on this device opens the app while the first check runs and
 * when the server cannot be reached, so the app opens where the user left it; a device with no
 * user shows a loading screen until the server answers.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ status: 'loading', user: null, offline: false });
  const [unsynced, setUnsynced] = useState<number | null>(null);
  const navigate = useAppNavigate();
  // Only the latest check applies: a slow answer must not undo a sign-in or sign-out.
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const gen = ++generation.current;
    try {
      const result = await session.current();
      if (gen !== generation.current || (await endServerSessionIfPending(result))) return;
      setState((prev) =>
        prev.status === 'signing-out'
          ? prev
          : {
              status: result.user ? 'signed-in' : 'signed-out',
              user: sameUser(prev.user, result.user) ? prev.user : result.user,
              offline: result.offline,
            },
      );
    } catch {
      // 'Failed to fetch user': keep a known session; with none yet, show the error screen.
      if (gen !== generation.current) return;
      setState((prev) =>
        prev.status === 'loading' || prev.status === 'error' ? { ...prev, status: 'error' } : prev,
      );
    }
  }, []);

  // The screen's language follows who is signed in (their choice, else Vietnamese).
  const userId = state.user?.id ?? null;
  useEffect(() => {
    if (state.status !== 'loading') followAccount(userId);
  }, [userId, state.status]);

  useEffect(() => {
    void refresh();
    // An installed app opens at once where its user left it: while the server is asked (a slow
    // or hanging network can take long), the user last signed in on this device is used, as
    // offline. The server's answer then applies as always (a 401 signs out).
    void session
      .lastUser()
      .then((user) => {
        if (!user) return;
        setState((prev) =>
          prev.status === 'loading' ? { status: 'signed-in', user, offline: false } : prev,
        );
      })
      .catch(() => undefined);
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refresh]);

  const login = useCallback(
    async (credentials: LoginRequest) => {
      const user = await session.login(credentials);
      await clearPendingSignOut();
      await refresh();
      return user;
    },
    [refresh],
  );

  const signOutNow = useCallback(async () => {
    generation.current += 1;
    setUnsynced(null);
    setState((prev) => ({ ...prev, status: 'signing-out' }));
    try {
      if ((await signOut()) === 'local') {
        setState({ status: 'signed-out', user: null, offline: false });
        navigate('/', { replace: true });
      }
    } catch {
      // Nothing was lost (the wipe is one transaction): stay signed in.
      setState((prev) => ({ ...prev, status: prev.user ? 'signed-in' : 'signed-out' }));
    }
  }, [navigate]);

  const logout = useCallback(async () => {
    const count = await session.unsyncedCount();
    if (count > 0) setUnsynced(count);
    else await signOutNow();
  }, [signOutNow]);

  const value = useMemo<AuthValue>(
    () => ({
      ...state,
      isAdmin: state.user ? isStaffRole(state.user.role) : false,
      isResident: state.user?.role === 'resident',
      login,
      logout,
      refresh,
    }),
    [state, login, logout, refresh],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {unsynced !== null && (
        <Suspense fallback={null}>
          <SignOutDialog
            count={unsynced}
            onCancel={() => setUnsynced(null)}
            onConfirm={() => void signOutNow()}
          />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}

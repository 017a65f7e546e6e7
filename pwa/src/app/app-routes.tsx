import { Suspense, lazy, useEffect } from 'react';
import { useAuth } from '../features/auth';
import { deviceHasDatabase } from '../data/boot';
import { whenIdle } from '../lib/when-idle';
import { LoadingScreen } from './loading-screen';
import { SessionError } from './session-error';
import { useStrings } from '../lib/i18n';
import { appStrings } from './strings';

// Split so signing in loads only the login page; the signed-in app loads once there is a user.
const LoginPage = lazy(() =>
  import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })),
);
const AcceptInvitationPage = lazy(() =>
  import('../features/accounts/accept-invitation-page').then((m) => ({
    default: m.AcceptInvitationPage,
  })),
);
/** `/invite/{token}` is public: shown whoever is (or is not) signed in. */
const invitationToken = (path: string) => /^\/invite\/([A-Za-z0-9_-]+)\/?$/.exec(path)?.[1] ?? null;
const loadSignedInApp = () => import('./signed-in-app');
const SignedInApp = lazy(() => loadSignedInApp().then((m) => ({ default: m.SignedInApp })));

/**
 * The login page, and once it is on screen and the page is idle, the signed-in app, the device's
 * data and the first screen load in the background: signing in then shows the home page with no
 * wait for JavaScript (the service worker precaches them too, for an offline start).
 */
function LoginRoute() {
  useEffect(
    () =>
      whenIdle(() => {
        void loadSignedInApp()
          .then((m) => m.preloadFirstScreen())
          .catch(() => undefined);
      }),
    [],
  );
  return <LoginPage />;
}

/**
 * While signed out every path shows the login page (the URL is kept, so after sign-in the user
 * lands on the route they asked for); signed in, the app's routes.
 */
export function AppRoutes() {
  const { status, refresh } = useAuth();
  const s = useStrings(appStrings);
  const token = invitationToken(window.location.pathname);
  // A device that holds data loads the signed-in app while the session is checked, not after.
  useEffect(() => {
    void deviceHasDatabase()
      .then(async (held) => {
        if (held) await loadSignedInApp();
      })
      .catch(() => undefined);
  }, []);
  if (token && status !== 'loading') {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <AcceptInvitationPage token={token} onSignedIn={() => void refresh()} />
      </Suspense>
    );
  }
  if (status === 'loading') return <LoadingScreen label={s.loadingSession} />;
  if (status === 'signing-out') return <LoadingScreen />;
  if (status === 'error') return <SessionError onRetry={() => void refresh()} />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      {status === 'signed-out' ? <LoginRoute /> : <SignedInApp />}
    </Suspense>
  );
}

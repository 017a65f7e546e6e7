import { Suspense, lazy } from 'react';
import { useAuth } from '../features/auth';
import { LoadingScreen } from './loading-screen';
import { SessionError } from './session-error';
import { appStrings as s } from './strings';

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
const SignedInApp = lazy(() => import('./signed-in-app').then((m) => ({ default: m.SignedInApp })));

/**
 * While signed out every path shows the login page (the URL is kept, so after sign-in the user
 * lands on the route they asked for); signed in, the app's routes.
 */
export function AppRoutes() {
  const { status, refresh } = useAuth();
  const token = invitationToken(window.location.pathname);
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
      {status === 'signed-out' ? <LoginPage /> : <SignedInApp />}
    </Suspense>
  );
}

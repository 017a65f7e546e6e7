import { Suspense, lazy } from 'react';
import { useAuth } from '../features/auth';
import { LoadingScreen } from './loading-screen';
import { SessionError } from './session-error';
import { appStrings as s } from './strings';

// Split so signing in loads only the login page; the signed-in app loads once there is a user.
const LoginPage = lazy(() =>
  import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })),
);
const SignedInApp = lazy(() => import('./signed-in-app').then((m) => ({ default: m.SignedInApp })));

/**
 * While signed out every path shows the login page (the URL is kept, so after sign-in the user
 * lands on the route they asked for); signed in, the app's routes.
 */
export function AppRoutes() {
  const { status, refresh } = useAuth();
  if (status === 'loading') return <LoadingScreen label={s.loadingSession} />;
  if (status === 'signing-out') return <LoadingScreen />;
  if (status === 'error') return <SessionError onRetry={() => void refresh()} />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      {status === 'signed-out' ? <LoginPage /> : <SignedInApp />}
    </Suspense>
  );
}

import { Suspense, useCallback, useEffect, useMemo } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { appDb, prepareKeptFiles, startDeviceSync, syncEngine } from '../data';
import { useAuth } from '../features/auth';
import { SessionExpiredPrompt } from '../features/auth/session-expired';
import { NotificationBell } from '../features/notifications';
import { RejectionToasts } from '../features/sync/rejection-toast';
import { SyncIndicator } from '../features/sync/sync-indicator';
import './dayjs';
import { LoadingScreen } from './loading-screen';
import { NotFoundPage } from './not-found';
import { UrgentBanner, routeNav, signedInRoutes } from './routes';
import { cacheOnDemandChunks } from './sw-registration';

export { preloadFirstScreen } from './routes';
import { AppShell } from './shell/app-shell';

const syncState = (compact: boolean) => <SyncIndicator compact={compact} />;

/** A resident's urgent announcements, over every screen until their end time. */
const residentBanner = (
  <Suspense fallback={null}>
    <UrgentBanner />
  </Suspense>
);

/** Every signed-in screen: the session-expired banner on top, then the app shell around it. */
function AppLayout() {
  const { user, isAdmin, logout } = useAuth();
  const userId = user?.id;
  // Kept across navigations, so the shell's memo parts (top bar, navigation) do not render again.
  const onLogout = useCallback(() => void logout(), [logout]);
  const bell = useMemo(() => (userId ? <NotificationBell userId={userId} /> : null), [userId]);
  if (!user) return null;
  return (
    <>
      <SessionExpiredPrompt />
      <AppShell
        user={user}
        isStaff={isAdmin}
        onLogout={onLogout}
        syncState={syncState}
        bell={bell}
        routeNav={routeNav}
        banner={isAdmin ? undefined : residentBanner}
      >
        <Suspense fallback={<LoadingScreen inline />}>
          <Outlet />
        </Suspense>
      </AppShell>
      <RejectionToasts />
    </>
  );
}

/**
 * The signed-in app: syncs while mounted (one leader tab per device runs the scheduler and the
 * event stream; it all stops at sign-out) and routes.
 */
export function SignedInApp() {
  const { user, isAdmin } = useAuth();
  const userId = user?.id;
  useEffect(() => (userId ? startDeviceSync(syncEngine) : undefined), [userId]);
  // Photos a closed tab kept but did not resize become attachments now.
  useEffect(() => {
    if (userId) void prepareKeptFiles(appDb);
  }, [userId]);
  // Staff export to Excel, offline too: their device keeps the chunks the install leaves out.
  useEffect(() => {
    if (isAdmin) cacheOnDemandChunks();
  }, [isAdmin]);

  return (
    <Routes>
      <Route element={<AppLayout />}>
        {signedInRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        {/* Signing in at /login, typed or bookmarked, lands home rather than on "not found". */}
        <Route path="/login" element={<Navigate to="/" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

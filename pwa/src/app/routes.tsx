import { type ReactNode, lazy } from 'react';
import { useAuth } from '../features/auth';
import { PendingPage } from './pending-page';
import { appStrings as s } from './strings';

const HomePage = lazy(() =>
  import('../features/home/home-page').then((m) => ({ default: m.HomePage })),
);
const ResidentsPage = lazy(() =>
  import('../features/residents').then((m) => ({ default: m.ResidentsPage })),
);
const SyncPage = lazy(() =>
  import('../features/sync/sync-page').then((m) => ({ default: m.SyncPage })),
);

/** The home page gets the user and sign-out from the session (features never import each other). */
function HomeRoute() {
  const { user, offline, logout } = useAuth();
  return user ? <HomePage user={user} offline={offline} onLogout={() => void logout()} /> : null;
}

const t = s.routeTitles;
const pending = (title: string) => <PendingPage title={title} />;

/** Every signed-in route of spec section 2, plus /sync. Unknown paths fall to the not-found page. */
export const signedInRoutes: { path: string; element: ReactNode }[] = [
  { path: '/', element: <HomeRoute /> },
  { path: '/dashboard', element: pending(t.dashboard) },
  { path: '/assign-residents', element: pending(t.assignResidents) },
  { path: '/apartments', element: pending(t.apartments) },
  { path: '/apartments/create', element: pending(t.createApartment) },
  { path: '/apartments/:id/residents', element: pending(t.apartmentResidents) },
  { path: '/apartments/guide', element: pending(t.apartmentGuide) },
  { path: '/residents', element: <ResidentsPage /> },
  { path: '/residents/guide', element: pending(t.residentGuide) },
  { path: '/inquiries', element: pending(t.inquiries) },
  { path: '/inquiries/:id', element: pending(t.inquiryDetail) },
  { path: '/inquiries/:id/progress', element: pending(t.inquiryProgress) },
  { path: '/workflow-templates', element: pending(t.workflowTemplates) },
  { path: '/auth-debug', element: pending(t.authDebug) },
  { path: '/user-management', element: pending(t.userManagement) },
  { path: '/user-switcher', element: pending(t.userSwitcher) },
  { path: '/sync', element: <SyncPage /> },
];

import { Box, Typography } from '@mui/material';
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

/**
 * Management screens are for staff: a resident user who types their address sees why there is
 * nothing for them (the server answers those calls 403 anyway).
 */
function StaffOnly({ children }: { children: ReactNode }) {
  const { isAdmin } = useAuth();
  if (isAdmin) return children;
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {s.staffOnly.title}
      </Typography>
      <Typography color="text.secondary">{s.staffOnly.hint}</Typography>
    </Box>
  );
}

const t = s.routeTitles;
const pending = (title: string) => <PendingPage title={title} />;
const staff = (element: ReactNode) => <StaffOnly>{element}</StaffOnly>;

/** Every signed-in route of spec section 2, plus /sync. Unknown paths fall to the not-found page. */
export const signedInRoutes: { path: string; element: ReactNode }[] = [
  { path: '/', element: <HomeRoute /> },
  { path: '/dashboard', element: staff(pending(t.dashboard)) },
  { path: '/assign-residents', element: staff(pending(t.assignResidents)) },
  { path: '/apartments', element: staff(pending(t.apartments)) },
  { path: '/apartments/create', element: staff(pending(t.createApartment)) },
  { path: '/apartments/:id/residents', element: staff(pending(t.apartmentResidents)) },
  { path: '/apartments/guide', element: pending(t.apartmentGuide) },
  { path: '/residents', element: staff(<ResidentsPage />) },
  { path: '/residents/guide', element: pending(t.residentGuide) },
  { path: '/inquiries', element: pending(t.inquiries) },
  { path: '/inquiries/:id', element: pending(t.inquiryDetail) },
  { path: '/inquiries/:id/progress', element: pending(t.inquiryProgress) },
  { path: '/workflow-templates', element: staff(pending(t.workflowTemplates)) },
  { path: '/auth-debug', element: pending(t.authDebug) },
  { path: '/user-management', element: pending(t.userManagement) },
  { path: '/user-switcher', element: pending(t.userSwitcher) },
  { path: '/sync', element: <SyncPage /> },
];

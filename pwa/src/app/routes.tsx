import { Box, Typography } from '@mui/material';
import { type ReactNode, Suspense, lazy } from 'react';
import { useAuth } from '../features/auth';
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

/** One lazy chunk per feature; each feature's index.ts exports its route components. */
const apartments = () => import('../features/apartments');
const inquiries = () => import('../features/inquiries');
const guides = () => import('../features/guides');
const tools = () => import('../features/testing-tools');
const accounts = () => import('../features/accounts');
const inspections = () => import('../features/inspections');
const ApartmentsPage = lazy(() => apartments().then((m) => ({ default: m.ApartmentsPage })));
const CreateApartmentPage = lazy(() =>
  apartments().then((m) => ({ default: m.CreateApartmentPage })),
);
const UnitPage = lazy(() => apartments().then((m) => ({ default: m.UnitPage })));
const InspectionsCard = lazy(() => inspections().then((m) => ({ default: m.InspectionsCard })));
const InspectionPage = lazy(() => inspections().then((m) => ({ default: m.InspectionPage })));
const InspectionReportPage = lazy(() =>
  inspections().then((m) => ({ default: m.InspectionReportPage })),
);
const ApartmentResidentsPage = lazy(() =>
  apartments().then((m) => ({ default: m.ApartmentResidentsPage })),
);
const AssignResidentsPage = lazy(() =>
  apartments().then((m) => ({ default: m.AssignResidentsPage })),
);
const DashboardPage = lazy(() =>
  import('../features/dashboard').then((m) => ({ default: m.DashboardPage })),
);
const ApartmentGuidePage = lazy(() => guides().then((m) => ({ default: m.ApartmentGuidePage })));
const ResidentGuidePage = lazy(() => guides().then((m) => ({ default: m.ResidentGuidePage })));
const InquiriesPage = lazy(() => inquiries().then((m) => ({ default: m.InquiriesPage })));
const InquiryDetailPage = lazy(() => inquiries().then((m) => ({ default: m.InquiryDetailPage })));
const InquiryProgressPage = lazy(() =>
  inquiries().then((m) => ({ default: m.InquiryProgressPage })),
);
const WorkflowTemplatesPage = lazy(() =>
  import('../features/workflow-templates').then((m) => ({ default: m.WorkflowTemplatesPage })),
);
const AuthDebugPage = lazy(() => tools().then((m) => ({ default: m.AuthDebugPage })));
const UserManagementPage = lazy(() => tools().then((m) => ({ default: m.UserManagementPage })));
const UserSwitcherPage = lazy(() => tools().then((m) => ({ default: m.UserSwitcherPage })));
const AccountsPage = lazy(() => accounts().then((m) => ({ default: m.AccountsPage })));
const ChangePasswordPage = lazy(() => accounts().then((m) => ({ default: m.ChangePasswordPage })));

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

const staff = (element: ReactNode) => <StaffOnly>{element}</StaffOnly>;

/** Other features' cards on the unit page (features never import each other). */
const unitSections = (apartmentId: string) => (
  <Suspense fallback={null}>
    <InspectionsCard apartmentId={apartmentId} />
  </Suspense>
);

/** Every signed-in route of spec section 2, plus /sync. Unknown paths fall to the not-found page. */
export const signedInRoutes: { path: string; element: ReactNode }[] = [
  { path: '/', element: <HomeRoute /> },
  { path: '/dashboard', element: staff(<DashboardPage />) },
  { path: '/assign-residents', element: staff(<AssignResidentsPage />) },
  { path: '/apartments', element: staff(<ApartmentsPage />) },
  { path: '/apartments/create', element: staff(<CreateApartmentPage />) },
  { path: '/apartments/:id', element: staff(<UnitPage sections={unitSections} />) },
  { path: '/apartments/:id/residents', element: staff(<ApartmentResidentsPage />) },
  { path: '/apartments/guide', element: <ApartmentGuidePage /> },
  { path: '/residents', element: staff(<ResidentsPage />) },
  { path: '/residents/guide', element: <ResidentGuidePage /> },
  { path: '/inquiries', element: <InquiriesPage /> },
  { path: '/inquiries/:id', element: <InquiryDetailPage /> },
  { path: '/inquiries/:id/progress', element: <InquiryProgressPage /> },
  { path: '/workflow-templates', element: staff(<WorkflowTemplatesPage />) },
  { path: '/inspections/:id', element: staff(<InspectionPage />) },
  { path: '/inspections/:id/report', element: staff(<InspectionReportPage />) },
  { path: '/auth-debug', element: <AuthDebugPage /> },
  { path: '/user-management', element: <UserManagementPage /> },
  { path: '/user-switcher', element: <UserSwitcherPage /> },
  { path: '/sync', element: <SyncPage /> },
  { path: '/accounts', element: staff(<AccountsPage />) },
  { path: '/change-password', element: <ChangePasswordPage /> },
];

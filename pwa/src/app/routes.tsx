import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BugReportIcon from '@mui/icons-material/BugReport';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import PeopleIcon from '@mui/icons-material/People';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BusinessIcon from '@mui/icons-material/Business';
import CampaignIcon from '@mui/icons-material/Campaign';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import KeyIcon from '@mui/icons-material/Key';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import SpeedIcon from '@mui/icons-material/Speed';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import PaymentsIcon from '@mui/icons-material/Payments';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { isStaffRole, managingRoles } from '@chungcu/contracts';
import { Box, Typography } from '@mui/material';
import { type ReactNode, Suspense, lazy } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../features/auth';
import { RecentNotifications } from '../features/notifications';
import { LabelsLink, LabelsPage, ScanButton } from '../features/qr';
import type { RouteNav } from './shell/nav-model';
import { useStrings } from '../lib/i18n';
import { appStrings } from './strings';

const homePage = () => import('../features/home/home-page');
const HomePage = lazy(() => homePage().then((m) => ({ default: m.HomePage })));
/** The first screen after sign-in: loaded while the login screen is idle (`app-routes.tsx`). */
export const preloadFirstScreen = () => homePage();
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
const household = () => import('../features/household');
const fees = () => import('../features/fees');
const FeesPage = lazy(() => fees().then((m) => ({ default: m.FeesPage })));
const BillingPage = lazy(() => fees().then((m) => ({ default: m.BillingPage })));
const PrintNoticesPage = lazy(() => fees().then((m) => ({ default: m.PrintNoticesPage })));
const FeeTypesPage = lazy(() => fees().then((m) => ({ default: m.FeeTypesPage })));
const PaymentsPage = lazy(() => fees().then((m) => ({ default: m.PaymentsPage })));
const ReceiptPage = lazy(() => fees().then((m) => ({ default: m.ReceiptPage })));
const UnitFeesCard = lazy(() => fees().then((m) => ({ default: m.UnitFeesCard })));
const HomeDues = lazy(() => fees().then((m) => ({ default: m.HomeDues })));
const AssignmentPage = lazy(() =>
  import('../features/assignment-settings').then((m) => ({ default: m.AssignmentPage })),
);
const HouseholdPage = lazy(() => household().then((m) => ({ default: m.HouseholdPage })));
const HouseholdCard = lazy(() => household().then((m) => ({ default: m.HouseholdCard })));
const PendingRequestsPage = lazy(() =>
  household().then((m) => ({ default: m.PendingRequestsPage })),
);
const ApartmentsPage = lazy(() => apartments().then((m) => ({ default: m.ApartmentsPage })));
const CreateApartmentPage = lazy(() =>
  apartments().then((m) => ({ default: m.CreateApartmentPage })),
);
/**
 * The unit page's cards of other features (`unitSections`), fetched with the page's own code: a
 * card that suspends holds back its siblings' imports, so rendered in turn they loaded one after
 * another, into the next units a person opened.
 */
const unitSectionChunks = () => Promise.all([household(), inspections(), meters(), fees()]);
const UnitPage = lazy(() => {
  void unitSectionChunks();
  return apartments().then((m) => ({ default: m.UnitPage }));
});
const meters = () => import('../features/meters');
const MetersCard = lazy(() => meters().then((m) => ({ default: m.MetersCard })));
const ReadingRoundPage = lazy(() => meters().then((m) => ({ default: m.ReadingRoundPage })));
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
const ComplexesPage = lazy(() =>
  import('../features/complexes').then((m) => ({ default: m.ComplexesPage })),
);
const announcements = () => import('../features/announcements');
const AnnouncementsPage = lazy(() =>
  announcements().then((m) => ({ default: m.AnnouncementsPage })),
);
const AnnouncementDetailPage = lazy(() =>
  announcements().then((m) => ({ default: m.AnnouncementDetailPage })),
);
/** The residents' urgent banner, placed by the app shell over every screen. */
export const UrgentBanner = lazy(() => announcements().then((m) => ({ default: m.UrgentBanner })));
const imports = () => import('../features/imports');
const ImportPage = lazy(() => imports().then((m) => ({ default: m.ImportPage })));
const ImportLink = lazy(() => imports().then((m) => ({ default: m.ImportLink })));
const ProfilePage = lazy(() =>
  import('../features/profile').then((m) => ({ default: m.ProfilePage })),
);

/** The apartments list's header carries the scanner and the labels of the block and floor shown. */
const apartmentsActions = (place: { block: string | null; floor: number | null }) => (
  <>
    <Suspense fallback={null}>
      <ImportLink kind="units" />
    </Suspense>
    <ScanButton />
    <LabelsLink selection={place} />
  </>
);

/** The residents list's header carries the import of residents. */
const residentsActions = (
  <Suspense fallback={null}>
    <ImportLink kind="residents" />
  </Suspense>
);

/**
 * The home page gets the user from the session, and a resident's the fees still to pay from the
 * fees feature (features never import each other).
 */
function HomeRoute() {
  const { user, offline } = useAuth();
  if (!user) return null;
  const dues = isStaffRole(user.role) ? undefined : (
    <Suspense fallback={null}>
      <HomeDues />
    </Suspense>
  );
  return (
    <HomePage user={user} offline={offline} summary={dues} activity={<RecentNotifications />} />
  );
}

/** "Hộ gia đình" is a resident's screen: staff manage households on the unit page. */
function HouseholdRoute() {
  const { isAdmin } = useAuth();
  return isAdmin ? <Navigate to="/apartments" replace /> : <HouseholdPage />;
}

/** "Phí & hóa đơn" is a resident's screen: the office bills from "Thu phí". */
function FeesRoute() {
  const { isAdmin } = useAuth();
  return isAdmin ? <Navigate to="/billing" replace /> : <FeesPage />;
}

/** The profile page gets the user and sign-out from the session. */
function ProfileRoute() {
  const { user, logout } = useAuth();
  return user ? <ProfilePage user={user} onLogout={() => void logout()} /> : null;
}

/**
 * Management screens are for staff: a resident user who types their address sees why there is
 * nothing for them (the server answers those calls 403 anyway).
 */
function StaffOnly({ children }: { children: ReactNode }) {
  const { isAdmin } = useAuth();
  const s = useStrings(appStrings);
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

/**
 * A screen of some roles only (the company screen, a complex's office settings); the server
 * answers the others 403 anyway, so this only says so instead of showing a failing screen.
 */
function OnlyFor({
  roles,
  notice,
  children,
}: {
  roles: readonly string[];
  /** Which notice a user of another role sees. */
  notice: 'adminOnly' | 'managersOnly' | 'feeSettingsManagersOnly';
  children: ReactNode;
}) {
  const { user } = useAuth();
  const s = useStrings(appStrings)[notice];
  if (user && roles.includes(user.role)) return children;
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {s.title}
      </Typography>
      <Typography color="text.secondary">{s.hint}</Typography>
    </Box>
  );
}

/** Other features' cards on the unit page (features never import each other). */
const unitSections = (apartmentId: string) => (
  <Suspense fallback={null}>
    <HouseholdCard apartmentId={apartmentId} />
    <InspectionsCard apartmentId={apartmentId} />
    <MetersCard apartmentId={apartmentId} />
    <UnitFeesCard apartmentId={apartmentId} />
  </Suspense>
);

export interface SignedInRoute {
  /** A react-router path; `:id` parameters are filled with real ids by the viewport tests. */
  path: string;
  element: ReactNode;
  /** The route's entry in the staff navigation, in its group (`shell/nav-model.tsx`). */
  nav?: RouteNav;
}

/**
 * Every signed-in route of spec section 2, plus the app's own. Unknown paths fall to the
 * not-found page. Every route renders inside the app shell (navigation, user menu, sync state)
 * and the browser tests walk this table at four viewports (e2e/tests/viewports.spec.ts).
 */
export const signedInRoutes: SignedInRoute[] = [
  { path: '/', element: <HomeRoute /> },
  {
    path: '/dashboard',
    element: staff(<DashboardPage />),
    nav: { key: 'dashboard', icon: <DashboardIcon />, group: 'operations' },
  },
  {
    path: '/assign-residents',
    element: staff(<AssignResidentsPage />),
    nav: { key: 'assignResidents', icon: <GroupAddIcon />, group: 'residents' },
  },
  {
    path: '/apartments',
    element: staff(<ApartmentsPage actions={apartmentsActions} />),
    nav: { key: 'apartments', icon: <ApartmentIcon />, group: 'residents' },
  },
  { path: '/apartments/create', element: staff(<CreateApartmentPage />) },
  { path: '/apartments/labels', element: staff(<LabelsPage />) },
  { path: '/apartments/:id', element: staff(<UnitPage sections={unitSections} />) },
  { path: '/apartments/:id/residents', element: staff(<ApartmentResidentsPage />) },
  { path: '/apartments/guide', element: <ApartmentGuidePage /> },
  {
    path: '/residents',
    element: staff(<ResidentsPage actions={residentsActions} />),
    nav: { key: 'residents', icon: <PeopleIcon />, group: 'residents' },
  },
  { path: '/imports', element: staff(<ImportPage />) },
  { path: '/residents/guide', element: <ResidentGuidePage /> },
  {
    path: '/inquiries',
    element: <InquiriesPage />,
    nav: { key: 'inquiries', icon: <QuestionAnswerIcon />, group: 'operations' },
  },
  { path: '/inquiries/:id', element: <InquiryDetailPage /> },
  { path: '/inquiries/:id/progress', element: <InquiryProgressPage /> },
  {
    path: '/workflow-templates',
    element: staff(<WorkflowTemplatesPage />),
    nav: { key: 'workflowTemplates', icon: <AccountTreeIcon />, group: 'settings' },
  },
  {
    path: '/meters/round',
    element: staff(<ReadingRoundPage />),
    nav: { key: 'meterRound', icon: <SpeedIcon />, group: 'operations' },
  },
  {
    path: '/billing',
    element: staff(<BillingPage />),
    nav: { key: 'billing', icon: <RequestQuoteIcon />, group: 'operations' },
  },
  { path: '/billing-periods/:id/print', element: staff(<PrintNoticesPage />) },
  {
    path: '/payments',
    element: staff(<PaymentsPage />),
    nav: { key: 'payments', icon: <PaymentsIcon />, group: 'operations' },
  },
  { path: '/payments/:id/receipt', element: staff(<ReceiptPage />) },
  {
    path: '/fee-types',
    element: (
      <OnlyFor roles={managingRoles} notice="feeSettingsManagersOnly">
        <FeeTypesPage />
      </OnlyFor>
    ),
    nav: { key: 'feeTypes', icon: <PriceChangeIcon />, group: 'settings', roles: managingRoles },
  },
  {
    path: '/announcements',
    element: <AnnouncementsPage />,
    nav: { key: 'announcements', icon: <CampaignIcon />, group: 'operations' },
  },
  { path: '/announcements/:id', element: <AnnouncementDetailPage /> },
  { path: '/inspections/:id', element: staff(<InspectionPage />) },
  { path: '/inspections/:id/report', element: staff(<InspectionReportPage />) },
  {
    path: '/auth-debug',
    element: <AuthDebugPage />,
    nav: { key: 'authDebug', icon: <BugReportIcon />, group: 'testing' },
  },
  {
    path: '/user-management',
    element: <UserManagementPage />,
    nav: { key: 'userManagement', icon: <ManageAccountsIcon />, group: 'testing' },
  },
  {
    path: '/user-switcher',
    element: <UserSwitcherPage />,
    nav: { key: 'userSwitcher', icon: <SwitchAccountIcon />, group: 'testing' },
  },
  {
    path: '/accounts',
    element: staff(<AccountsPage />),
    nav: { key: 'accounts', icon: <KeyIcon />, group: 'settings' },
  },
  {
    path: '/complexes',
    element: (
      <OnlyFor roles={['admin']} notice="adminOnly">
        <ComplexesPage />
      </OnlyFor>
    ),
    nav: { key: 'complexes', icon: <BusinessIcon />, group: 'settings', roles: ['admin'] },
  },
  {
    path: '/assignment',
    element: (
      <OnlyFor roles={managingRoles} notice="managersOnly">
        <AssignmentPage />
      </OnlyFor>
    ),
    nav: {
      key: 'assignment',
      icon: <AssignmentIndIcon />,
      group: 'settings',
      roles: managingRoles,
    },
  },
  {
    path: '/sync',
    element: <SyncPage />,
    nav: { key: 'sync', icon: <CloudSyncIcon />, group: 'settings' },
  },
  { path: '/change-password', element: <ChangePasswordPage /> },
  { path: '/profile', element: <ProfileRoute /> },
  { path: '/household', element: <HouseholdRoute /> },
  { path: '/fees', element: <FeesRoute /> },
  {
    path: '/household-requests',
    element: staff(<PendingRequestsPage />),
    nav: { key: 'householdRequests', icon: <FamilyRestroomIcon />, group: 'residents' },
  },
];

/** The routes that declare a navigation entry, in table order. */
export const routeNav = signedInRoutes.flatMap(({ path, nav }) => (nav ? [{ path, ...nav }] : []));

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
import { managingRoles } from '@chungcu/contracts';
import { type ReactNode, Suspense } from 'react';
import { LabelsLink, LabelsPage, ScanButton } from '../features/qr';
import type { RouteNav } from './shell/nav-model';
import {
  FeesRoute,
  HomeRoute,
  HouseholdRoute,
  OnlyFor,
  ProfileRoute,
  staff,
} from './route-elements';
import {
  AccountsPage,
  AnnouncementDetailPage,
  AnnouncementsPage,
  ApartmentGuidePage,
  ApartmentResidentsPage,
  ApartmentsPage,
  AssignResidentsPage,
  AssignmentPage,
  AuthDebugPage,
  BillingPage,
  ChangePasswordPage,
  ComplexesPage,
  CreateApartmentPage,
  DashboardPage,
  FeeTypesPage,
  HouseholdCard,
  ImportLink,
  ImportPage,
  InquiriesPage,
  InquiryDetailPage,
  InquiryProgressPage,
  InspectionPage,
  InspectionReportPage,
  InspectionsCard,
  MetersCard,
  PaymentsPage,
  PendingRequestsPage,
  PrintNoticesPage,
  ReadingRoundPage,
  ReceiptPage,
  ResidentGuidePage,
  ResidentsPage,
  SyncPage,
  UnitFeesCard,
  UnitPage,
  UserManagementPage,
  UserSwitcherPage,
  WorkflowTemplatesPage,
} from './screens';

export { UrgentBanner, preloadFirstScreen } from './screens';

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

import { lazy } from 'react';

/**
 * The screens the routes show, one lazy chunk per feature: each feature's index.ts exports its
 * route components, and a screen's code loads when it is first opened.
 */
const homePage = () => import('../features/home/home-page');
export const HomePage = lazy(() => homePage().then((m) => ({ default: m.HomePage })));
/** The first screen after sign-in: loaded while the login screen is idle (`app-routes.tsx`). */
export const preloadFirstScreen = () => homePage();
export const ResidentsPage = lazy(() =>
  import('../features/residents').then((m) => ({ default: m.ResidentsPage })),
);
export const SyncPage = lazy(() =>
  import('../features/sync/sync-page').then((m) => ({ default: m.SyncPage })),
);

const apartments = () => import('../features/apartments');
const inquiries = () => import('../features/inquiries');
const guides = () => import('../features/guides');
const tools = () => import('../features/testing-tools');
const accounts = () => import('../features/accounts');
const inspections = () => import('../features/inspections');
const household = () => import('../features/household');
const fees = () => import('../features/fees');
export const FeesPage = lazy(() => fees().then((m) => ({ default: m.FeesPage })));
export const BillingPage = lazy(() => fees().then((m) => ({ default: m.BillingPage })));
export const PrintNoticesPage = lazy(() => fees().then((m) => ({ default: m.PrintNoticesPage })));
export const FeeTypesPage = lazy(() => fees().then((m) => ({ default: m.FeeTypesPage })));
export const PaymentsPage = lazy(() => fees().then((m) => ({ default: m.PaymentsPage })));
export const ReceiptPage = lazy(() => fees().then((m) => ({ default: m.ReceiptPage })));
export const UnitFeesCard = lazy(() => fees().then((m) => ({ default: m.UnitFeesCard })));
export const HomeDues = lazy(() => fees().then((m) => ({ default: m.HomeDues })));
export const AssignmentPage = lazy(() =>
  import('../features/assignment-settings').then((m) => ({ default: m.AssignmentPage })),
);
export const HouseholdPage = lazy(() => household().then((m) => ({ default: m.HouseholdPage })));
export const HouseholdCard = lazy(() => household().then((m) => ({ default: m.HouseholdCard })));
export const PendingRequestsPage = lazy(() =>
  household().then((m) => ({ default: m.PendingRequestsPage })),
);
export const ApartmentsPage = lazy(() => apartments().then((m) => ({ default: m.ApartmentsPage })));
export const CreateApartmentPage = lazy(() =>
  apartments().then((m) => ({ default: m.CreateApartmentPage })),
);
/**
 * The unit page's cards of other features (`unitSections`), fetched with the page's own code: a
 * card that suspends holds back its siblings' imports, so rendered in turn they loaded one after
 * another, into the next units a person opened.
 */
const unitSectionChunks = () => Promise.all([household(), inspections(), meters(), fees()]);
export const UnitPage = lazy(() => {
  void unitSectionChunks();
  return apartments().then((m) => ({ default: m.UnitPage }));
});
const meters = () => import('../features/meters');
export const MetersCard = lazy(() => meters().then((m) => ({ default: m.MetersCard })));
export const ReadingRoundPage = lazy(() => meters().then((m) => ({ default: m.ReadingRoundPage })));
export const InspectionsCard = lazy(() =>
  inspections().then((m) => ({ default: m.InspectionsCard })),
);
export const InspectionPage = lazy(() =>
  inspections().then((m) => ({ default: m.InspectionPage })),
);
export const InspectionReportPage = lazy(() =>
  inspections().then((m) => ({ default: m.InspectionReportPage })),
);
export const ApartmentResidentsPage = lazy(() =>
  apartments().then((m) => ({ default: m.ApartmentResidentsPage })),
);
export const AssignResidentsPage = lazy(() =>
  apartments().then((m) => ({ default: m.AssignResidentsPage })),
);
export const DashboardPage = lazy(() =>
  import('../features/dashboard').then((m) => ({ default: m.DashboardPage })),
);
export const ApartmentGuidePage = lazy(() =>
  guides().then((m) => ({ default: m.ApartmentGuidePage })),
);
export const ResidentGuidePage = lazy(() =>
  guides().then((m) => ({ default: m.ResidentGuidePage })),
);
export const InquiriesPage = lazy(() => inquiries().then((m) => ({ default: m.InquiriesPage })));
export const InquiryDetailPage = lazy(() =>
  inquiries().then((m) => ({ default: m.InquiryDetailPage })),
);
export const InquiryProgressPage = lazy(() =>
  inquiries().then((m) => ({ default: m.InquiryProgressPage })),
);
export const WorkflowTemplatesPage = lazy(() =>
  import('../features/workflow-templates').then((m) => ({ default: m.WorkflowTemplatesPage })),
);
export const AuthDebugPage = lazy(() => tools().then((m) => ({ default: m.AuthDebugPage })));
export const UserManagementPage = lazy(() =>
  tools().then((m) => ({ default: m.UserManagementPage })),
);
export const UserSwitcherPage = lazy(() => tools().then((m) => ({ default: m.UserSwitcherPage })));
export const AccountsPage = lazy(() => accounts().then((m) => ({ default: m.AccountsPage })));
export const ChangePasswordPage = lazy(() =>
  accounts().then((m) => ({ default: m.ChangePasswordPage })),
);
export const ComplexesPage = lazy(() =>
  import('../features/complexes').then((m) => ({ default: m.ComplexesPage })),
);
const announcements = () => import('../features/announcements');
export const AnnouncementsPage = lazy(() =>
  announcements().then((m) => ({ default: m.AnnouncementsPage })),
);
export const AnnouncementDetailPage = lazy(() =>
  announcements().then((m) => ({ default: m.AnnouncementDetailPage })),
);
/** The residents' urgent banner, placed by the app shell over every screen. */
export const UrgentBanner = lazy(() => announcements().then((m) => ({ default: m.UrgentBanner })));
const imports = () => import('../features/imports');
export const ImportPage = lazy(() => imports().then((m) => ({ default: m.ImportPage })));
export const ImportLink = lazy(() => imports().then((m) => ({ default: m.ImportLink })));
export const ProfilePage = lazy(() =>
  import('../features/profile').then((m) => ({ default: m.ProfilePage })),
);

import ApartmentIcon from '@mui/icons-material/Apartment';
import CampaignIcon from '@mui/icons-material/Campaign';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import HomeIcon from '@mui/icons-material/Home';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ReactNode } from 'react';
import { shellStrings as s } from './strings';

export interface NavEntry {
  label: string;
  icon: ReactNode;
  /** Absent: the spec names the entry but gives it no route; it shows greyed out. */
  to?: string;
}

export interface NavSection {
  /** The section's accessible name (each section is one list inside the navigation). */
  label: string;
  entries: NavEntry[];
}

/** A route's entry in the shell's "more" section, declared beside the route in `routes.tsx`. */
export interface RouteNav {
  label: string;
  icon: ReactNode;
  /** Shown to staff only (resident users have their own short navigation). */
  staffOnly?: boolean;
  /** Shown to the company administrator only (complexes and who serves them). */
  adminOnly?: boolean;
  /** Shown to the company administrator and complexes' managers (a complex's office settings). */
  managersOnly?: boolean;
}

const home: NavEntry = { label: s.home, icon: <HomeIcon />, to: '/' };
const sp = s.spec;

// Spec section 2, entry for entry and in its order. Documents and Settings have no route on the
// dashboard; in the residents sidebar Documents goes to /dashboard. Inquiry has no target in the
// residents sidebar in the spec: it goes to the inquiry list here, as staff would expect.
const dashboardSidebar: NavEntry[] = [
  { label: sp.dashboard, icon: <DashboardIcon />, to: '/dashboard' },
  { label: sp.apartments, icon: <ApartmentIcon />, to: '/apartments' },
  { label: sp.residents, icon: <PeopleIcon />, to: '/residents' },
  { label: sp.assignResidents, icon: <GroupAddIcon />, to: '/assign-residents' },
  { label: sp.inquiry, icon: <QuestionAnswerIcon />, to: '/inquiries' },
  { label: sp.documents, icon: <DescriptionIcon /> },
  { label: sp.settings, icon: <SettingsIcon /> },
];
const residentsSidebar: NavEntry[] = [
  { label: sp.documents, icon: <DescriptionIcon />, to: '/dashboard' },
  { label: sp.apartments, icon: <ApartmentIcon />, to: '/apartments' },
  { label: sp.residents, icon: <PeopleIcon />, to: '/residents' },
  { label: sp.inquiry, icon: <QuestionAnswerIcon />, to: '/inquiries' },
];
const inquirySidebar: NavEntry[] = [
  { label: sp.dashboard, icon: <DashboardIcon />, to: '/dashboard' },
  { label: sp.documents, icon: <DescriptionIcon />, to: '/dashboard' },
  { label: sp.apartments, icon: <ApartmentIcon />, to: '/apartments' },
  { label: sp.resident, icon: <PeopleIcon />, to: '/residents' },
  { label: sp.inquiry, icon: <QuestionAnswerIcon />, to: '/inquiries' },
];

/** Whether `pathname` is `to` or below it ('/' matches only itself). */
export function isUnder(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The spec's sidebar for the screen at `pathname`; the dashboard's (the fullest) elsewhere. One
 * of three constant lists, so the navigation re-renders only when a route changes which.
 */
export function specSidebar(pathname: string): readonly NavEntry[] {
  if (pathname === '/residents') return residentsSidebar;
  if (isUnder(pathname, '/inquiries')) return inquirySidebar;
  return dashboardSidebar;
}

/**
 * The navigation for a screen: staff get home, the screen's sidebar from the spec (`sidebar`, so
 * each screen keeps the spec's entries and wording) and the other staff screens; resident users
 * get only their home, their requests, their household, their announcements and their profile.
 */
export function navSections(
  sidebar: readonly NavEntry[],
  isStaff: boolean,
  routeNav: readonly (RouteNav & { path: string })[],
): NavSection[] {
  if (!isStaff) return [{ label: s.navLabel, entries: residentEntries }];
  const more = routeNav.map(({ path, label, icon }) => ({ label, icon, to: path }));
  return [
    { label: s.navLabel, entries: [home, ...sidebar] },
    { label: s.moreNavLabel, entries: more },
  ];
}

const residentEntries: NavEntry[] = [
  { label: s.resident.home, icon: <HomeIcon />, to: '/' },
  { label: s.resident.requests, icon: <QuestionAnswerIcon />, to: '/inquiries' },
  { label: s.resident.household, icon: <FamilyRestroomIcon />, to: '/household' },
  { label: s.resident.announcements, icon: <CampaignIcon />, to: '/announcements' },
  { label: s.resident.profile, icon: <PersonIcon />, to: '/profile' },
];

const staffBottom: NavEntry[] = [
  { label: s.bottom.home, icon: <HomeIcon />, to: '/' },
  { label: s.bottom.apartments, icon: <ApartmentIcon />, to: '/apartments' },
  { label: s.bottom.residents, icon: <PeopleIcon />, to: '/residents' },
  { label: s.bottom.inquiries, icon: <QuestionAnswerIcon />, to: '/inquiries' },
];

/** The phone's bottom bar: the four places staff go most; "more" opens the full navigation. */
export function bottomEntries(isStaff: boolean): readonly NavEntry[] {
  return isStaff ? staffBottom : residentEntries;
}

/** The entry of `entries` the user is on: the longest route that `pathname` is under. */
export function currentEntry(entries: readonly NavEntry[], pathname: string): NavEntry | undefined {
  let best: NavEntry | undefined;
  for (const entry of entries) {
    if (!entry.to || !isUnder(pathname, entry.to)) continue;
    if (!best?.to || entry.to.length > best.to.length) best = entry;
  }
  return best;
}

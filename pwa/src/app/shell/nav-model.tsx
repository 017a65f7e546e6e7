import ApartmentIcon from '@mui/icons-material/Apartment';
import CampaignIcon from '@mui/icons-material/Campaign';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import HomeIcon from '@mui/icons-material/Home';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import type { Role } from '@chungcu/contracts';
import type { ReactNode } from 'react';
import type { StringsOf } from '../../lib/i18n';
import type { shellStrings } from './strings';

type ShellText = StringsOf<typeof shellStrings>;
export type NavKey = keyof ShellText['nav'];
export type NavGroup = keyof ShellText['groups'];

export interface NavEntry {
  label: string;
  icon: ReactNode;
  to: string;
  /** The entry's full name where `label` is a short one (the bottom bar): its accessible name. */
  name?: string;
}

export interface NavSection {
  /** The group's heading and its list's accessible name. */
  label: string;
  entries: NavEntry[];
}

/** A route's entry in the staff navigation, declared beside the route in `routes.tsx`. */
export interface RouteNav {
  key: NavKey;
  icon: ReactNode;
  group: NavGroup;
  /** Who sees it (default every staff role); the testing tools only in a demo installation. */
  roles?: readonly Role[];
}

const STAFF_ROLES: readonly Role[] = ['admin', 'manager', 'staff'];
const GROUP_ORDER: readonly NavGroup[] = ['operations', 'residents', 'settings', 'testing'];
/** The entries' order within their groups (the routes table's order is the router's). */
const ENTRY_ORDER: readonly NavKey[] = [
  'dashboard',
  'inquiries',
  'meterRound',
  'billing',
  'payments',
  'announcements',
  'apartments',
  'residents',
  'assignResidents',
  'householdRequests',
  'workflowTemplates',
  'feeTypes',
  'assignment',
  'complexes',
  'accounts',
  'sync',
  'userSwitcher',
  'userManagement',
  'authDebug',
];
const rank = (key: NavKey) => ENTRY_ORDER.indexOf(key);

/** Whether `pathname` is `to` or below it ('/' matches only itself). */
export function isUnder(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The navigation of a role, the same on every screen: staff get their entries in groups
 * (operations, residents, settings, and the testing tools only in a demo installation); a
 * resident gets their own short list.
 */
export function navSections(
  t: ShellText,
  role: Role,
  demo: boolean,
  routeNav: readonly (RouteNav & { path: string })[],
): NavSection[] {
  if (role === 'resident') return [{ label: t.navLabel, entries: residentEntries(t) }];
  const mine = routeNav.filter(
    (entry) => (entry.roles ?? STAFF_ROLES).includes(role) && (demo || entry.group !== 'testing'),
  );
  return GROUP_ORDER.map((group) => ({
    label: t.groups[group],
    entries: [
      ...(group === 'operations' ? [{ label: t.nav.home, icon: <HomeIcon />, to: '/' }] : []),
      ...mine
        .filter((entry) => entry.group === group)
        .sort((a, b) => rank(a.key) - rank(b.key))
        .map(({ key, icon, path }) => ({ label: t.nav[key], icon, to: path })),
    ],
  })).filter((section) => section.entries.length > 0);
}

const residentEntries = (t: ShellText): NavEntry[] => [
  { label: t.resident.home, icon: <HomeIcon />, to: '/' },
  { label: t.resident.requests, icon: <QuestionAnswerIcon />, to: '/inquiries' },
  { label: t.resident.fees, icon: <ReceiptLongIcon />, to: '/fees' },
  { label: t.resident.household, icon: <FamilyRestroomIcon />, to: '/household' },
  { label: t.resident.announcements, icon: <CampaignIcon />, to: '/announcements' },
  { label: t.resident.profile, icon: <PersonIcon />, to: '/profile' },
];

/** The phone's bottom bar: the four places staff go most; "more" opens the full navigation. */
export function bottomEntries(t: ShellText, role: Role): NavEntry[] {
  // Five fit a phone's width; the profile is in the user menu of the top bar too. Each says a
  // short label on one line ("Phí & hóa đơn" wrapped to two at 390 px) and keeps its full name
  // to assistive technology, which contains the label it shows (WCAG 2.5.3).
  if (role === 'resident') {
    const short = t.residentBottom;
    const labels = new Map([
      ['/inquiries', short.requests],
      ['/fees', short.fees],
      ['/household', short.household],
    ]);
    return residentEntries(t)
      .filter((entry) => entry.to !== '/profile')
      .map((entry) => {
        const label = labels.get(entry.to);
        return label ? { ...entry, label, name: entry.label } : entry;
      });
  }
  return [
    { label: t.bottom.home, icon: <HomeIcon />, to: '/' },
    { label: t.bottom.apartments, icon: <ApartmentIcon />, to: '/apartments' },
    { label: t.bottom.residents, icon: <PeopleIcon />, to: '/residents' },
    { label: t.bottom.inquiries, icon: <QuestionAnswerIcon />, to: '/inquiries' },
  ];
}

/** The entry of `entries` the user is on: the longest route that `pathname` is under. */
export function currentEntry(entries: readonly NavEntry[], pathname: string): NavEntry | undefined {
  let best: NavEntry | undefined;
  for (const entry of entries) {
    if (!isUnder(pathname, entry.to)) continue;
    if (!best || entry.to.length > best.to.length) best = entry;
  }
  return best;
}

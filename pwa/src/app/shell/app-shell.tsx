import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  BottomNavigation,
  BottomNavigationAction,
  Box,
  Drawer,
  Link,
  Toolbar,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { User } from '@chungcu/contracts';
import { type ReactNode, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Logo } from '../../ui/logo';
import { ComplexSwitcher } from './complex-switcher';
import { NavColumn, NavList, type NavVariant } from './nav-list';
import { type RouteNav, bottomEntries, currentEntry, navSections } from './nav-model';
import { shellStrings as s } from './strings';
import { UserMenu } from './user-menu';

export type ShellLayout = 'phone' | NavVariant;

/** Phones (< 600 px) get the bottom bar, tablets the rail, landscape tablets and up the drawer. */
export function useShellLayout(): ShellLayout {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const wide = useMediaQuery((t: Theme) => t.breakpoints.up('lg'), { noSsr: true });
  return phone ? 'phone' : wide ? 'drawer' : 'rail';
}

const TOP_BAR = 64;
const BOTTOM_BAR = 64;

interface AppShellProps {
  user: User;
  isStaff: boolean;
  onLogout(): void;
  /** The sync badge (the sync feature's indicator), placed in the top bar. */
  syncState: (compact: boolean) => ReactNode;
  /** The notifications bell (the notifications feature's), placed in the top bar. */
  bell?: ReactNode;
  /** Routes that declare an entry in the navigation (`routes.tsx`). */
  routeNav: readonly (RouteNav & { path: string })[];
  /** Shown over every screen, under the top bar (a resident's urgent announcements). */
  banner?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every signed-in screen: a top bar (product, sync state, the user's menu), the
 * navigation (drawer, rail or phone bottom bar with a "more" drawer) and the one `main` landmark
 * the screen renders into. Nothing of it floats over the content.
 */
export function AppShell({
  user,
  isStaff,
  onLogout,
  syncState,
  bell,
  routeNav,
  banner,
  children,
}: AppShellProps) {
  const layout = useShellLayout();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const companyAdmin = user.role === 'admin';
  const manages = companyAdmin || user.role === 'manager';
  const staffNav = useMemo(
    () =>
      routeNav.filter(
        (r) =>
          (isStaff || !r.staffOnly) &&
          (companyAdmin || !r.adminOnly) &&
          (manages || !r.managersOnly),
      ),
    [routeNav, isStaff, companyAdmin, manages],
  );
  const sections = useMemo(
    () => navSections(pathname, isStaff, staffNav),
    [pathname, isStaff, staffNav],
  );
  const current = currentEntry(
    sections.flatMap((section) => section.entries),
    pathname,
  );
  const phone = layout === 'phone';
  const bottom = bottomEntries(isStaff);
  const bottomCurrent = currentEntry(bottom, pathname);

  return (
    <Box sx={{ '--shell-top': `${TOP_BAR}px`, minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -100,
          zIndex: (t) => t.zIndex.appBar + 2,
          bgcolor: 'background.paper',
          p: 1.5,
          '&:focus': { top: 8 },
        }}
      >
        {s.skipToContent}
      </Link>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        className="shell-chrome"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: TOP_BAR, sm: TOP_BAR } }}>
          <Box
            component={RouterLink}
            to="/"
            aria-label={phone ? s.home : undefined}
            sx={{
              display: 'flex',
              textDecoration: 'none',
              minHeight: 44,
              minWidth: 44,
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <Logo size={36} showName={!phone} />
          </Box>
          <Box sx={{ flex: 1 }} />
          {isStaff && <ComplexSwitcher compact={phone} />}
          <Box sx={{ minWidth: 0, display: 'flex' }}>{syncState(phone)}</Box>
          {bell}
          <UserMenu user={user} showName={layout === 'drawer'} onLogout={onLogout} />
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', alignItems: 'stretch' }}>
        {!phone && (
          <NavColumn variant={layout}>
            <Box component="nav" aria-label={s.navLabel}>
              <NavList sections={sections} current={current} variant={layout} />
            </Box>
          </NavColumn>
        )}
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          // The path whose screen is shown: a navigation runs in a transition, which keeps the
          // last screen until the next one's code has loaded.
          data-path={pathname}
          sx={{
            flex: 1,
            minWidth: 0,
            outline: 'none',
            pb: phone ? `calc(${BOTTOM_BAR}px + env(safe-area-inset-bottom))` : 0,
          }}
        >
          {banner}
          {children}
        </Box>
      </Box>
      {phone && (
        <>
          <Box
            component="nav"
            aria-label={s.bottomNavLabel}
            className="shell-chrome"
            sx={{
              position: 'fixed',
              left: 0,
              right: 0,
              bottom: 0,
              zIndex: (t) => t.zIndex.appBar,
              borderTop: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              pb: 'env(safe-area-inset-bottom)',
            }}
          >
            <BottomNavigation
              showLabels
              value={bottomCurrent?.to ?? false}
              sx={{ height: BOTTOM_BAR }}
            >
              {bottom.map((entry) => (
                <BottomNavigationAction
                  key={entry.to}
                  component={RouterLink}
                  to={entry.to ?? '/'}
                  value={entry.to}
                  label={entry.label}
                  icon={entry.icon}
                  aria-current={entry === bottomCurrent ? 'page' : undefined}
                  sx={{ minWidth: 0, px: 0.5 }}
                />
              ))}
              {isStaff && (
                <BottomNavigationAction
                  label={s.bottom.more}
                  icon={<MenuIcon />}
                  onClick={() => setDrawerOpen(true)}
                  aria-haspopup="dialog"
                  data-testid="more-nav"
                  sx={{ minWidth: 0, px: 0.5 }}
                />
              )}
            </BottomNavigation>
          </Box>
          <Drawer
            anchor="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            slotProps={{ paper: { sx: { width: 'min(300px, 85vw)', pt: 1 } } }}
          >
            <Box component="nav" aria-label={s.navLabel}>
              <NavList
                sections={sections}
                current={current}
                variant="drawer"
                onNavigate={() => setDrawerOpen(false)}
              />
            </Box>
          </Drawer>
        </>
      )}
    </Box>
  );
}

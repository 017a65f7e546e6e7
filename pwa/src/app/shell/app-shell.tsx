import { Box, Drawer, Link, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { User } from '@chungcu/contracts';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BOTTOM_BAR, BottomBar } from './bottom-bar';
import { NavColumn, NavList, type NavVariant } from './nav-list';
import { useDemoInstallation } from '../../data';
import { useStrings } from '../../lib/i18n';
import { type RouteNav, bottomEntries, currentEntry, navSections } from './nav-model';
import { shellStrings } from './strings';
import { TOP_BAR, TopBar } from './top-bar';

export type ShellLayout = 'phone' | NavVariant;

/** Phones (< 600 px) get the bottom bar, tablets the rail, landscape tablets and up the drawer. */
export function useShellLayout(): ShellLayout {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const wide = useMediaQuery((t: Theme) => t.breakpoints.up('lg'), { noSsr: true });
  return phone ? 'phone' : wide ? 'drawer' : 'rail';
}

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
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const s = useStrings(shellStrings);
  const demo = useDemoInstallation();
  // One navigation per role, the same on every screen; built again only when the language, the
  // role or the installation's demo mode changes.
  const sections = useMemo(
    () => navSections(s, user.role, demo, routeNav),
    [s, user.role, demo, routeNav],
  );
  const current = currentEntry(
    sections.flatMap((section) => section.entries),
    pathname,
  );
  const phone = layout === 'phone';
  const bottom = useMemo(() => bottomEntries(s, user.role), [s, user.role]);
  const bottomCurrent = currentEntry(bottom, pathname);
  // Messages (ui/toast.tsx, outside the shell) stand above the bottom bar while it shows.
  useEffect(() => {
    if (!phone) return;
    const root = document.documentElement.style;
    root.setProperty('--shell-bottom-bar', `${BOTTOM_BAR}px`);
    return () => void root.removeProperty('--shell-bottom-bar');
  }, [phone]);

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
      <TopBar
        user={user}
        isStaff={isStaff}
        phone={phone}
        showName={layout === 'drawer'}
        onLogout={onLogout}
        syncState={syncState}
        bell={bell}
      />
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
          <BottomBar
            entries={bottom}
            current={bottomCurrent}
            onMore={isStaff ? openDrawer : undefined}
          />
          <Drawer
            anchor="left"
            open={drawerOpen}
            onClose={closeDrawer}
            slotProps={{ paper: { sx: { width: 'min(300px, 85vw)', pt: 1 } } }}
          >
            <Box component="nav" aria-label={s.navLabel}>
              <NavList
                sections={sections}
                current={current}
                variant="drawer"
                onNavigate={closeDrawer}
              />
            </Box>
          </Drawer>
        </>
      )}
    </Box>
  );
}

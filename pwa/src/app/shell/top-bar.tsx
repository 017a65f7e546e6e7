import { AppBar, Box, Toolbar } from '@mui/material';
import type { User } from '@chungcu/contracts';
import { type ReactNode, memo } from 'react';
import { AppLink } from '../../ui/app-link';
import { Logo } from '../../ui/logo';
import { ComplexSwitcher } from './complex-switcher';
import { useStrings } from '../../lib/i18n';
import { shellStrings } from './strings';
import { UserMenu } from './user-menu';

export const TOP_BAR = 64;

interface TopBarProps {
  user: User;
  isStaff: boolean;
  phone: boolean;
  /** The user's name beside their menu (the wide drawer layout). */
  showName: boolean;
  onLogout(): void;
  syncState: (compact: boolean) => ReactNode;
  bell?: ReactNode;
}

/**
 * The shell's top bar: product, complex switcher, sync state, bell and the user's menu. Nothing
 * in it depends on the route, so a navigation does not render it again (memo).
 */
export const TopBar = memo(function TopBar({
  user,
  isStaff,
  phone,
  showName,
  onLogout,
  syncState,
  bell,
}: TopBarProps) {
  const s = useStrings(shellStrings);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      className="shell-chrome"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: TOP_BAR, sm: TOP_BAR } }}>
        <Box
          component={AppLink}
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
        <UserMenu user={user} showName={showName} onLogout={onLogout} />
      </Toolbar>
    </AppBar>
  );
});

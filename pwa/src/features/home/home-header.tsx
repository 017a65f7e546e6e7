import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import { AppBar, Box, Button, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import type { User } from '@chungcu/contracts';
import { Link } from 'react-router-dom';
import { Logo } from '../../ui/logo';
import { displayName } from '../../ui/person';
import { UserAvatar } from '../../ui/user-avatar';
import { homeStrings as s } from './strings';

interface HomeHeaderProps {
  user: User;
  onLogout(): void;
}

/** Logo, the user's name and picture, and the sign-out button. */
export function HomeHeader({ user, onLogout }: HomeHeaderProps) {
  const name = displayName(user, s.fallbackName);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 2 }}>
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <Logo size={36} />
        </Box>
        <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
          <Logo size={36} showName={false} />
        </Box>
        <Box sx={{ flex: 1 }} />
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, minWidth: 0, maxWidth: { xs: 140, sm: 280 } }}
          noWrap
          data-testid="home-user-name"
        >
          {name}
        </Typography>
        <UserAvatar person={user} size={36} />
        <Tooltip title={s.changePassword}>
          <IconButton
            component={Link}
            to="/change-password"
            aria-label={s.changePassword}
            data-testid="change-password-link"
          >
            <LockResetIcon />
          </IconButton>
        </Tooltip>
        <Button
          variant="outlined"
          startIcon={<LogoutIcon />}
          onClick={onLogout}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          data-testid="logout-button"
        >
          {s.logout}
        </Button>
        <Tooltip title={s.logout}>
          <IconButton
            onClick={onLogout}
            aria-label={s.logout}
            sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
          >
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
}

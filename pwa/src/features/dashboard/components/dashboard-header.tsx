import NotificationsIcon from '@mui/icons-material/Notifications';
import { AppBar, Badge, Box, IconButton, Toolbar, Tooltip } from '@mui/material';
import { useCurrentUser } from '../../../data';
import { Logo } from '../../../ui/logo';
import { UserAvatar } from '../../../ui/user-avatar';
import { dashboardStrings as s } from '../strings';
import { DashboardSearch } from './dashboard-search';

/** Product name, the search box, the notification bell (overdue requests) and the avatar. */
export function DashboardHeader({ overdue }: { overdue: number }) {
  const user = useCurrentUser();
  const hint = overdue > 0 ? s.notificationsCount(overdue) : s.noNotifications;
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <Logo size={34} />
        </Box>
        <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
          <Logo size={34} showName={false} />
        </Box>
        <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
          <DashboardSearch />
        </Box>
        <Tooltip title={hint}>
          <IconButton aria-label={`${s.notifications}: ${hint}`}>
            <Badge badgeContent={overdue} color="error" max={99}>
              <NotificationsIcon />
            </Badge>
          </IconButton>
        </Tooltip>
        {user && <UserAvatar person={user} size={36} />}
      </Toolbar>
    </AppBar>
  );
}

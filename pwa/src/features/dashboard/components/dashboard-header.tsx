import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, IconButton, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useStrings } from '../../../lib/i18n';
import { dashboardStrings } from '../strings';
import { DashboardSearch } from './dashboard-search';

/**
 * The dashboard's search box and notification bell: the overdue requests, as many as the card
 * counts, and a way to them (the requests list filtered to overdue). The product name and the
 * avatar of the spec's header are the app shell's top bar, on every screen.
 */
export function DashboardHeader({ overdue }: { overdue: number }) {
  const s = useStrings(dashboardStrings);
  const hint = overdue > 0 ? s.notificationsCount(overdue) : s.noNotifications;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
      <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
        <DashboardSearch />
      </Box>
      <Tooltip title={hint}>
        <IconButton
          component={RouterLink}
          to="/inquiries?deadline=overdue"
          aria-label={`${s.notifications}: ${hint}`}
        >
          <Badge badgeContent={overdue} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
    </Box>
  );
}

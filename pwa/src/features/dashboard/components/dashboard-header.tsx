import { Box } from '@mui/material';
import { DashboardSearch } from './dashboard-search';

/**
 * The dashboard's search box. The product name, the notification bell and the avatar of the
 * spec's header are the app shell's top bar, on every screen: a second bell here counted
 * something else (the overdue requests) beside the first, two red numbers that disagreed. The
 * overdue requests are the stat card that leads to them.
 */
export function DashboardHeader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2, minWidth: 0 }}>
      <DashboardSearch />
    </Box>
  );
}

import { Box, Typography } from '@mui/material';
import { DashboardHeader } from './components/dashboard-header';
import { DeadlineCard } from './components/deadline-card';
import { RecentActivity } from './components/recent-activity';
import { StatCards } from './components/stat-cards';
import { UpcomingTasks } from './components/upcoming-tasks';
import { useDashboard } from './hooks/use-dashboard';
import { useStrings } from '../../lib/i18n';
import { dashboardStrings } from './strings';

/**
 * /dashboard ('Dashboard Overview'): the spec's layout with real figures from the local mirror
 * (open and overdue requests, occupancy, this month's meter readings), the deadlines card, recent moves and maintenance, and the
 * open requests due soonest. Works offline like every screen.
 */
export function DashboardPage() {
  const s = useStrings(dashboardStrings);
  const data = useDashboard();
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <DashboardHeader />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {s.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {s.welcome}
      </Typography>
      <StatCards cards={data?.cards} />
      <DeadlineCard sla={data?.sla} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <RecentActivity activity={data?.activity} />
        <UpcomingTasks tasks={data?.tasks} />
      </Box>
    </Box>
  );
}

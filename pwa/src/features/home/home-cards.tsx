import HistoryIcon from '@mui/icons-material/History';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useStrings } from '../../lib/i18n';
import { homeStrings } from './strings';

/**
 * The recent-activity card, whose content another feature gives (the user's newest notifications:
 * features never import each other), and the notifications card with its welcome text.
 */
export function HomeCards({ activity }: { activity: ReactNode }) {
  const s = useStrings(homeStrings);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Card sx={{ borderRadius: 3 }} data-testid="home-recent-activity">
        <CardHeader
          avatar={<HistoryIcon color="primary" />}
          title={s.recentActivityTitle}
          slotProps={{ title: { variant: 'h6' } }}
        />
        <CardContent sx={{ pt: 0 }}>{activity}</CardContent>
      </Card>
      <Card sx={{ borderRadius: 3 }} data-testid="home-notifications">
        <CardHeader
          avatar={<NotificationsNoneIcon color="primary" />}
          title={s.notificationsTitle}
          slotProps={{ title: { variant: 'h6' } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {s.notificationsWelcome}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}

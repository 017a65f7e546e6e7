import BuildIcon from '@mui/icons-material/Build';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Avatar,
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { formatAgo, formatDateTime } from '../../../lib/format';
import { type StringsOf, useStrings } from '../../../lib/i18n';
import type { ReactNode } from 'react';
import type { Activity, ActivityType } from '../activity';
import { dashboardStrings } from '../strings';

const looks: Record<ActivityType, { icon: ReactNode; color: string }> = {
  'move-in': { icon: <LoginIcon />, color: 'success.main' },
  'move-out': { icon: <LogoutIcon />, color: 'warning.main' },
  maintenance: { icon: <BuildIcon />, color: 'info.main' },
  'maintenance-done': { icon: <CheckCircleIcon />, color: 'primary.main' },
};

function secondary(event: Activity, s: StringsOf<typeof dashboardStrings>): string {
  return [event.unit && s.unit(event.unit), event.tenant].filter(Boolean).join(' · ');
}

/** 'Recent Activity': the newest moves and maintenance events, with relative times. */
export function RecentActivity({ activity }: { activity: Activity[] | undefined }) {
  const s = useStrings(dashboardStrings);
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardHeader
        title={s.recentActivity}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {!activity ? (
          <Skeleton variant="rounded" height={200} />
        ) : activity.length === 0 ? (
          <Typography color="text.secondary">{s.noActivity}</Typography>
        ) : (
          <List disablePadding data-testid="recent-activity">
            {activity.map((event) => (
              <ListItem key={event.id} disableGutters divider>
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: looks[event.type].color }}>
                    {looks[event.type].icon}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={event.action}
                  secondary={secondary(event, s)}
                  slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                />
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ flexShrink: 0, ml: 1 }}
                  title={formatDateTime(new Date(event.at)) ?? undefined}
                >
                  {formatAgo(event.at)}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

import { type User, isStaffRole } from '@chungcu/contracts';
import { Alert, Box, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { displayName } from '../../ui/person';
import { HomeCards } from './home-cards';
import { HomeTiles } from './home-tiles';
import { useStrings } from '../../lib/i18n';
import { homeStrings } from './strings';

export interface HomePageProps {
  user: User;
  /** True when the app opened without reaching the server. */
  offline?: boolean;
  /** What the user should see first, above the tiles (a resident's fees still to pay). */
  summary?: ReactNode;
  /** What happened lately that concerns the user (the recent-activity card's content). */
  activity: ReactNode;
}

/** The signed-in home (the app shell's top bar is its header): welcome, the tiles the user may use, activity and notifications. */
export function HomePage({ user, offline = false, summary, activity }: HomePageProps) {
  const s = useStrings(homeStrings);
  const isStaff = isStaffRole(user.role);
  const firstName = user.firstName || displayName(user, s.fallbackName);
  return (
    <Box sx={{ bgcolor: 'background.default' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={{ xs: 3, md: 4 }}>
          <Box>
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}
              data-testid="home-welcome"
            >
              {s.welcome(firstName)}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {isStaff ? s.welcomeText : s.residentWelcomeText}
            </Typography>
          </Box>
          {offline && <Alert severity="info">{s.offlineNote}</Alert>}
          {summary}
          <HomeTiles role={user.role} />
          <HomeCards activity={activity} />
        </Stack>
      </Container>
    </Box>
  );
}

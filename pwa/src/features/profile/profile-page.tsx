import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { User } from '@chungcu/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { displayName } from '../../ui/person';
import { UserAvatar } from '../../ui/user-avatar';
import { enumStrings, useStrings } from '../../lib/i18n';
import { profileStrings } from './strings';

export interface ProfilePageProps {
  user: User;
  onLogout(): void;
}

/** /profile: who is signed in, with the way to change the password and, set apart, sign out. */
export function ProfilePage({ user, onLogout }: ProfilePageProps) {
  const s = useStrings(profileStrings);
  const { roles } = useStrings(enumStrings);
  const rows: [string, string][] = [
    [s.email, user.email || s.notSet],
    [s.phone, user.phoneNumber || s.notSet],
    [s.role, roles[user.role] ?? user.role],
  ];
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {s.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {s.subtitle}
      </Typography>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, minWidth: 0 }}>
            <UserAvatar person={user} size={64} />
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {displayName(user, s.fallbackName)}
            </Typography>
          </Stack>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
            {rows.map(([label, value]) => (
              <Box key={label}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ mt: 3, gap: 2, justifyContent: 'space-between' }}
      >
        <Button
          component={RouterLink}
          to="/change-password"
          variant="outlined"
          startIcon={<LockResetIcon />}
        >
          {s.changePassword}
        </Button>
        <Button color="error" variant="outlined" startIcon={<LogoutIcon />} onClick={onLogout}>
          {s.logout}
        </Button>
      </Stack>
    </Box>
  );
}

import { Box, Stack, Typography } from '@mui/material';
import { Logo } from '../../ui/logo';
import { useStrings } from '../../lib/i18n';
import { authStrings } from './strings';

/** The brand panel beside the login form on wide screens. */
export function LoginHero() {
  const s = useStrings(authStrings);
  const points = [s.heroPoints.manage, s.heroPoints.follow, s.heroPoints.offline];
  return (
    <Box
      aria-hidden
      sx={{
        display: { xs: 'none', md: 'flex' },
        width: '42%',
        maxWidth: 560,
        flexDirection: 'column',
        justifyContent: 'space-between',
        p: 6,
        color: 'common.white',
        background: 'linear-gradient(160deg, #1E40AF 0%, #1E3A8A 55%, #172554 100%)',
      }}
    >
      <Box
        sx={{ bgcolor: 'common.white', borderRadius: 2, px: 1.5, py: 1, alignSelf: 'flex-start' }}
      >
        <Logo size={36} />
      </Box>
      <Stack spacing={2}>
        <Typography variant="h4" component="p">
          {s.tagline}
        </Typography>
        {points.map((point) => (
          <Typography key={point} variant="body1" sx={{ opacity: 0.85 }}>
            • {point}
          </Typography>
        ))}
      </Stack>
      <Box />
    </Box>
  );
}
